CREATE TABLE "auth"."rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "auth"."code_requests_addr_idx";--> statement-breakpoint
DROP INDEX "auth"."login_codes_email_idx";--> statement-breakpoint
ALTER TABLE "auth"."code_requests" ADD COLUMN "interaction_uid" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "auth"."rate_limit_hits" USING btree ("action","client_address","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_created_idx" ON "auth"."rate_limit_hits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "code_requests_interaction_idx" ON "auth"."code_requests" USING btree ("interaction_uid","email");--> statement-breakpoint
CREATE INDEX "login_codes_interaction_idx" ON "auth"."login_codes" USING btree ("interaction_uid","created_at");