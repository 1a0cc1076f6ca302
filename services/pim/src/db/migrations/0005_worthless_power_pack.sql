CREATE TABLE "pim"."import_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pim"."line_lists" ADD COLUMN "import_format_id" integer;--> statement-breakpoint
ALTER TABLE "pim"."import_formats" ADD CONSTRAINT "import_formats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "pim"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_formats_brand_version_unique" ON "pim"."import_formats" USING btree ("brand_id","version");--> statement-breakpoint
ALTER TABLE "pim"."line_lists" ADD CONSTRAINT "line_lists_import_format_id_import_formats_id_fk" FOREIGN KEY ("import_format_id") REFERENCES "pim"."import_formats"("id") ON DELETE no action ON UPDATE no action;