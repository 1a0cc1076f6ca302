CREATE SCHEMA "pim";
--> statement-breakpoint
CREATE TABLE "pim"."brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pim"."items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"franchise" text,
	"silhouette" text NOT NULL,
	"color" text NOT NULL,
	"gender" text,
	"msrp" numeric(12, 2),
	"expected_shipped_date" date,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pim"."line_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_list_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"franchise" text,
	"silhouette" text NOT NULL,
	"color" text NOT NULL,
	"gender" text,
	"msrp" numeric(12, 2),
	"expected_shipped_date" date,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalog_types" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pim"."line_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"state" text DEFAULT 'staged' NOT NULL,
	"season" text,
	"year" integer,
	"sent_on" date,
	"date_sent" date,
	"received_on" date,
	"deadline" date,
	"date_of_availability" date,
	"items_count" integer DEFAULT 0 NOT NULL,
	"catalogs_created" boolean DEFAULT false NOT NULL,
	"sorting_completed" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pim"."uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"metadata_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"content_type" text NOT NULL,
	"state" text DEFAULT 'announced' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "pim"."items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pim"."line_list_items" ADD CONSTRAINT "line_list_items_line_list_id_line_lists_id_fk" FOREIGN KEY ("line_list_id") REFERENCES "pim"."line_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pim"."line_lists" ADD CONSTRAINT "line_lists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "pim"."brands" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "items_brand_model_unique" ON "pim"."items" USING btree ("brand_id","model_code");--> statement-breakpoint
CREATE UNIQUE INDEX "line_list_items_model_unique" ON "pim"."line_list_items" USING btree ("line_list_id","model_code");--> statement-breakpoint
CREATE INDEX "line_lists_brand_idx" ON "pim"."line_lists" USING btree ("brand_id");