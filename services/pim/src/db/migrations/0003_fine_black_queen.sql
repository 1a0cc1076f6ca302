CREATE TABLE "pim"."order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pim"."orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "pim"."orders_one_draft_per_store_brand";--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD COLUMN "wholesale_percent" numeric(5, 2) DEFAULT '50' NOT NULL;--> statement-breakpoint
-- Lines added before the wholesale price rule were priced at the MSRP.
ALTER TABLE "pim"."order_items" ADD COLUMN "msrp" numeric(12, 2);--> statement-breakpoint
UPDATE "pim"."order_items" SET "msrp" = "unit_price";--> statement-breakpoint
ALTER TABLE "pim"."order_items" ALTER COLUMN "msrp" SET NOT NULL;--> statement-breakpoint
-- An order now holds the SKUs of one line list: an earlier order takes the line list of its first
-- line (the one-draft-per-brand rule kept drafts unique per line list too); a draft without lines
-- holds nothing and goes.
ALTER TABLE "pim"."orders" ADD COLUMN "line_list_id" integer;--> statement-breakpoint
UPDATE "pim"."orders" AS o SET "line_list_id" = (
  SELECT oi."line_list_id" FROM "pim"."order_items" AS oi WHERE oi."order_id" = o."id" ORDER BY oi."id" LIMIT 1
);--> statement-breakpoint
DELETE FROM "pim"."orders" WHERE "line_list_id" IS NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ALTER COLUMN "line_list_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "organization_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "store_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "store_type" text DEFAULT 'monobrand' NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "units_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "pim"."orders" AS o SET "units_count" = s."units", "total" = s."total"
FROM (
  SELECT "order_id", sum("quantity")::integer AS "units", sum("quantity" * "unit_price")::numeric(14, 2) AS "total"
  FROM "pim"."order_items" GROUP BY "order_id"
) AS s
WHERE s."order_id" = o."id";--> statement-breakpoint
ALTER TABLE "pim"."order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "pim"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "pim"."order_status_events" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD CONSTRAINT "orders_line_list_id_line_lists_id_fk" FOREIGN KEY ("line_list_id") REFERENCES "pim"."line_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_draft_per_store_line_list" ON "pim"."orders" USING btree ("store_id","line_list_id") WHERE "pim"."orders"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "orders_submitted_idx" ON "pim"."orders" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pim"."orders"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_status_submitted_idx" ON "pim"."orders" USING btree ("status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_brand_submitted_idx" ON "pim"."orders" USING btree ("brand_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pim"."orders"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_line_list_submitted_idx" ON "pim"."orders" USING btree ("line_list_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pim"."orders"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_store_type_submitted_idx" ON "pim"."orders" USING btree ("store_type","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pim"."orders"."status" <> 'draft';--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD CONSTRAINT "brands_wholesale_percent_check" CHECK ("pim"."brands"."wholesale_percent" > 0 and "pim"."brands"."wholesale_percent" <= 100);--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD CONSTRAINT "orders_store_type_check" CHECK ("pim"."orders"."store_type" in ('monobrand', 'multi-brand'));--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD CONSTRAINT "orders_status_check" CHECK ("pim"."orders"."status" in ('draft', 'pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'));