CREATE TABLE "users"."store_account_managers" (
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_account_managers_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users"."store_account_managers" ADD CONSTRAINT "store_account_managers_store_id_business_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "users"."business_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users"."store_account_managers" ADD CONSTRAINT "store_account_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_account_managers_user_idx" ON "users"."store_account_managers" USING btree ("user_id");