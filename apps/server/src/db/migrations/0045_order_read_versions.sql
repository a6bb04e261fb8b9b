-- The version of what each customer's and each company's order reads show (docs/decisions/382):
-- a fresh random value for a scope (a user id: their orders and returns; a company id: its
-- orders) whenever a row that an order or return answer shows changes, in the same
-- transaction. The order reads keep their answers in memory per process and read the caller's
-- versions in the same statement as the session check: a change made by any process, a
-- script or plain SQL is seen on the next read. Random (not a counter): a rolled-back change
-- cannot leave a value that a later change reuses. The all-zero scope is bumped when a table
-- the answers read is truncated (every answer's stamp carries it).
CREATE TABLE "order_read_versions" (
  "scope_id" uuid PRIMARY KEY,
  "version" uuid NOT NULL
);--> statement-breakpoint
-- The owners, companies and returners of the orders `ids`, plus `extra` scopes, get new versions (in
-- scope order, so two transactions bumping the same scopes take them in the same order).
CREATE FUNCTION bump_order_read_versions(ids uuid[], extra uuid[] DEFAULT '{}') RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_read_versions (scope_id, version)
  SELECT s, gen_random_uuid() FROM (
    SELECT o.user_id AS s FROM orders o WHERE o.id = ANY(ids)
    UNION SELECT oc.company_id FROM order_companies oc WHERE oc.order_id = ANY(ids)
    UNION SELECT r.user_id FROM returns r WHERE r.order_id = ANY(ids)
    UNION SELECT e FROM unnest(extra) e WHERE e IS NOT NULL
  ) x ORDER BY s
  ON CONFLICT (scope_id) DO UPDATE SET version = excluded.version
$$;--> statement-breakpoint
-- A row trigger; TG_ARGV[0] says how a row names its order: 'order_id' (a column),
-- 'return_id' (through returns), 'orders' (the order itself: its owner too), 'order_companies'
-- (the link to a company: its company too), 'returns' (a return: its returner too).
CREATE FUNCTION order_read_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
  extra uuid[] := '{}';
  renewed text := coalesce(nullif(current_setting('order_read.renewed', true), ''), ',');
BEGIN
  IF TG_ARGV[0] = 'order_id' THEN
    IF TG_OP <> 'DELETE' THEN ids := ids || NEW.order_id; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || OLD.order_id; END IF;
  ELSIF TG_ARGV[0] = 'return_id' THEN
    IF TG_OP <> 'DELETE' THEN
      ids := ids || ARRAY(SELECT r.order_id FROM returns r WHERE r.id = NEW.return_id);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      ids := ids || ARRAY(SELECT r.order_id FROM returns r WHERE r.id = OLD.return_id);
    END IF;
  ELSIF TG_ARGV[0] = 'orders' THEN
    IF TG_OP <> 'DELETE' THEN ids := ids || NEW.id; extra := extra || NEW.user_id; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || OLD.id; extra := extra || OLD.user_id; END IF;
  ELSIF TG_ARGV[0] = 'returns' THEN
    IF TG_OP <> 'DELETE' THEN ids := ids || NEW.order_id; extra := extra || NEW.user_id; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || OLD.order_id; extra := extra || OLD.user_id; END IF;
  ELSIF TG_ARGV[0] = 'order_companies' THEN
    IF TG_OP <> 'DELETE' THEN ids := ids || NEW.order_id; extra := extra || NEW.company_id; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || OLD.order_id; extra := extra || OLD.company_id; END IF;
  ELSE
    RAISE EXCEPTION 'order_read_touch: unknown kind %', TG_ARGV[0];
  END IF;
  IF TG_ARGV[0] IN ('order_id', 'return_id') THEN
    -- An order whose scopes this transaction already renewed needs nothing more: the rows
    -- below an order (items, taxes, history, a return's lines...) do not change whose it is,
    -- and the changes that do (its owner, its company link, a return) always renew.
    ids := ARRAY(SELECT i FROM unnest(ids) i
                  WHERE strpos(renewed, ',' || i::text || ',') = 0);
    IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
  END IF;
  PERFORM bump_order_read_versions(ids, extra);
  -- the orders renewed, remembered until the transaction ends (set_config's `true`); a
  -- transaction writing more than about a hundred orders renews the rest row by row
  IF length(renewed) < 4000 THEN
    PERFORM set_config('order_read.renewed', renewed || array_to_string(ids, ',') || ',', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_read_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_order_read_versions('{}', ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('orders', 'orders'), ('order_companies', 'order_companies'),
    ('order_items', 'order_id'), ('order_status_history', 'order_id'),
    ('order_billing', 'order_id'), ('order_item_taxes', 'order_id'),
    ('payment_history', 'order_id'), ('invoices', 'order_id'), ('e_invoices', 'order_id'),
    ('order_deliveries', 'order_id'), ('returns', 'returns'), ('credit_notes', 'order_id'),
    ('return_lines', 'return_id'), ('return_history', 'return_id')
  ) AS v(tbl, kind) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION order_read_touch(%L)',
      t.tbl || '_order_read', t.tbl, t.kind);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION order_read_truncated()',
      t.tbl || '_order_read_truncate', t.tbl);
  END LOOP;
END
$$;--> statement-breakpoint
-- The placer's name ("placed by") and the company's legal name and GSTIN are shown on orders.
CREATE FUNCTION order_read_user_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_order_read_versions(
    ARRAY(SELECT o.id FROM orders o JOIN order_companies oc ON oc.order_id = o.id
           WHERE o.user_id = NEW.id),
    ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_order_read AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION order_read_user_renamed();--> statement-breakpoint
CREATE FUNCTION order_read_company_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_order_read_versions(
    ARRAY(SELECT oc.order_id FROM order_companies oc WHERE oc.company_id = NEW.id),
    ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_order_read AFTER UPDATE OF legal_name, gstin ON companies
  FOR EACH ROW WHEN (OLD.legal_name IS DISTINCT FROM NEW.legal_name OR OLD.gstin IS DISTINCT FROM NEW.gstin)
  EXECUTE FUNCTION order_read_company_renamed();
