CREATE TABLE "pim"."order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"model_code" text NOT NULL,
	"silhouette" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("pim"."order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pim"."orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"store_id" text NOT NULL,
	"brand_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"replicated_from_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("pim"."orders"."status" in ('draft', 'pending', 'processing', 'shipped', 'delivered', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "pim"."order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "pim"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pim"."order_items" ADD CONSTRAINT "order_items_line_list_id_line_lists_id_fk" FOREIGN KEY ("line_list_id") REFERENCES "pim"."line_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pim"."orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_sku_unique" ON "pim"."order_items" USING btree ("order_id","line_list_id","sku");--> statement-breakpoint
CREATE INDEX "order_items_line_list_idx" ON "pim"."order_items" USING btree ("line_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_draft_per_store_brand" ON "pim"."orders" USING btree ("store_id","brand_id") WHERE "pim"."orders"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "orders_organization_idx" ON "pim"."orders" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "pim"."orders" USING btree ("store_id","created_at");