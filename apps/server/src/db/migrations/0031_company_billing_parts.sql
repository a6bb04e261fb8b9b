-- decisions.md › §16 (amended): a company's registered billing address in parts (line, city,
-- state, pincode) for the tax invoice's "Bill to" and the e-invoice (docs/decisions/332).
-- billing_address keeps the one-line text; the state is billing_state (the GSTIN's).
ALTER TABLE "companies" ADD COLUMN "billing_line" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_city" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_pincode" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The one-line addresses written before: the last 6-digit number is the pincode; with it and
-- the state's name taken out, the last comma-separated part is the city and the rest the
-- line (companies/billing-address.ts › splitBillingAddress does the same for older clients).
UPDATE "companies" c
   SET "billing_line" = p.line, "billing_city" = p.city, "billing_pincode" = p.pincode
  FROM (
    SELECT id, pincode,
           CASE WHEN cardinality(parts) >= 2
                THEN array_to_string(parts[1:cardinality(parts) - 1], ', ')
                ELSE coalesce(parts[1], '') END AS line,
           CASE WHEN cardinality(parts) >= 2 THEN parts[cardinality(parts)] ELSE '' END AS city
      FROM (
        SELECT id, pincode,
               coalesce(array(
                 SELECT btrim(s.part, ' -')
                   FROM unnest(string_to_array(rest, ',')) WITH ORDINALITY AS s(part, n)
                  WHERE btrim(s.part, ' -') <> ''
                  ORDER BY s.n), '{}') AS parts
          FROM (
            SELECT id,
                   coalesce(substring("billing_address" from '.*\m([1-9][0-9]{5})\M'), '') AS pincode,
                   regexp_replace(
                     regexp_replace("billing_address", '\m[1-9][0-9]{5}\M', ' ', 'g'),
                     '\m' || "billing_state" || '\M', ' ', 'gi') AS rest
              FROM "companies"
          ) a
      ) b
  ) p
 WHERE p.id = c.id;
