CREATE TABLE "pim"."image_upload_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'announced' NOT NULL,
	"refusal" text,
	"model_code" text,
	"color" text,
	"position" integer,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pim"."item_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"file_name" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pim"."brands" ADD COLUMN "image_naming_rule" text DEFAULT '<model code>_<color>_<n>' NOT NULL;--> statement-breakpoint
ALTER TABLE "pim"."image_upload_files" ADD CONSTRAINT "image_upload_files_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pim"."item_images" ADD CONSTRAINT "item_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_upload_files_batch_idx" ON "pim"."image_upload_files" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "image_upload_files_brand_state_idx" ON "pim"."image_upload_files" USING btree ("brand_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "item_images_position_unique" ON "pim"."item_images" USING btree ("brand_id","model_code","position");--> statement-breakpoint
CREATE INDEX "item_images_pending_idx" ON "pim"."item_images" USING btree ("state") WHERE "pim"."item_images"."state" = 'pending';