CREATE TABLE "pim"."open_stock_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"stock_type" text NOT NULL,
	"sku" text NOT NULL,
	"model_code" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"color" text,
	"description" text,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"availability" text NOT NULL,
	"upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pim"."line_lists" ADD COLUMN "replaces_line_list_id" integer;--> statement-breakpoint
ALTER TABLE "pim"."uploads" ADD COLUMN "kind" text DEFAULT 'line-list' NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."uploads" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "pim"."uploads" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "pim"."uploads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."open_stock_items" ADD CONSTRAINT "open_stock_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_stock_items_sku_unique" ON "pim"."open_stock_items" USING btree ("brand_id","stock_type","sku");