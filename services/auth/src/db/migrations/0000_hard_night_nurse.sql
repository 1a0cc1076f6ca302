CREATE SCHEMA "auth";
--> statement-breakpoint
CREATE TABLE "auth"."code_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."login_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"interaction_uid" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "auth"."service_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_requests_email_idx" ON "auth"."code_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "code_requests_addr_idx" ON "auth"."code_requests" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "code_requests_created_idx" ON "auth"."code_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_codes_email_idx" ON "auth"."login_codes" USING btree ("email","interaction_uid");--> statement-breakpoint
CREATE INDEX "login_codes_expires_idx" ON "auth"."login_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "auth"."oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "auth"."oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "auth"."oidc_payloads" USING btree ("expires_at");