ALTER TABLE "pim"."orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
-- An order submitted before the ship-to was chosen at submit ships to the store's shipping address
-- it copied then (the one the choice would have taken: a store had at most one); an order whose
-- store had none keeps no ship-to ("No ship-to recorded"). Drafts choose theirs when submitted.
UPDATE "pim"."orders" AS o SET "ship_to" = (
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'line1', a -> 'line1', 'line2', a -> 'line2', 'city', a -> 'city', 'state', a -> 'state',
    'postalCode', a -> 'postalCode', 'country', a -> 'country'
  ))
  FROM jsonb_array_elements(o."addresses") AS a
  WHERE a ->> 'type' = 'shipping'
  LIMIT 1
)
WHERE o."status" <> 'draft' AND jsonb_typeof(o."addresses") = 'array';
