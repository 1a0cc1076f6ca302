CREATE TABLE "pim"."delivery_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"ship_start" date NOT NULL,
	"cancel_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_windows_dates_check" CHECK ("pim"."delivery_windows"."cancel_date" > "pim"."delivery_windows"."ship_start")
);
--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD COLUMN "min_units_per_order" integer;--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD COLUMN "min_units_per_style" integer;--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD COLUMN "case_pack" integer;--> statement-breakpoint
ALTER TABLE "pim"."order_status_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "delivery_window_id" integer;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "requested_ship_date" date;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "requested_cancel_date" date;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "pim"."delivery_windows" ADD CONSTRAINT "delivery_windows_line_list_id_line_lists_id_fk" FOREIGN KEY ("line_list_id") REFERENCES "pim"."line_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_windows_line_list_idx" ON "pim"."delivery_windows" USING btree ("line_list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_windows_name_unique" ON "pim"."delivery_windows" USING btree ("line_list_id",lower("name"));--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD CONSTRAINT "orders_delivery_window_id_delivery_windows_id_fk" FOREIGN KEY ("delivery_window_id") REFERENCES "pim"."delivery_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_po_number_per_store" ON "pim"."orders" USING btree ("store_id",lower("po_number")) WHERE "pim"."orders"."po_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivery_window_idx" ON "pim"."orders" USING btree ("delivery_window_id");--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD CONSTRAINT "brands_order_rules_check" CHECK (coalesce("pim"."brands"."min_units_per_order", 1) >= 1 and coalesce("pim"."brands"."min_units_per_style", 1) >= 1 and coalesce("pim"."brands"."case_pack", 1) >= 1);