ALTER TABLE "users"."business_stores" ADD COLUMN "ownership" text;--> statement-breakpoint
CREATE INDEX "store_users_user_idx" ON "users"."store_users" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users"."business_stores" ADD CONSTRAINT "business_stores_ownership_check" CHECK ("users"."business_stores"."ownership" is null or "users"."business_stores"."ownership" in ('partner', 'owned', 'wholesale_account'));--> statement-breakpoint
-- A customer account holds a customer (external) role and a team member an internal one. Customers
-- created before this rule held the internal Admin role: they move to the external Admin role,
-- created here when it is missing.
INSERT INTO "users"."roles" ("name", "type", "description")
SELECT 'Admin', 'external', 'Customer account: orders for its stores in the customer portal'
WHERE NOT EXISTS (SELECT 1 FROM "users"."roles" WHERE lower("name") = 'admin' AND "type" = 'external')
  AND (
    EXISTS (
      SELECT 1 FROM "users"."users" u JOIN "users"."roles" r ON r."id" = u."role_id"
      WHERE u."type" = 'external' AND r."type" = 'internal'
    )
    OR EXISTS (
      SELECT 1 FROM "users"."organization_memberships" m
      JOIN "users"."users" u ON u."id" = m."user_id"
      JOIN "users"."roles" r ON r."id" = m."role_id"
      WHERE u."type" = 'external' AND r."type" = 'internal'
    )
  );--> statement-breakpoint
UPDATE "users"."users" SET "role_id" = (
  SELECT "id" FROM "users"."roles" WHERE lower("name") = 'admin' AND "type" = 'external'
)
WHERE "type" = 'external' AND "role_id" IN (SELECT "id" FROM "users"."roles" WHERE "type" = 'internal');--> statement-breakpoint
UPDATE "users"."organization_memberships" m SET "role_id" = (
  SELECT "id" FROM "users"."roles" WHERE lower("name") = 'admin' AND "type" = 'external'
)
FROM "users"."users" u
WHERE u."id" = m."user_id" AND u."type" = 'external'
  AND m."role_id" IN (SELECT "id" FROM "users"."roles" WHERE "type" = 'internal');
