-- Issue 42, paperwork at scale (docs/decisions/386): the sales report by day or month reads a
-- summary by India day instead of every line of the period. One row per India day and slot
-- (0-7, from the order id: concurrent orders of one day update different rows, so they do not
-- queue on one row lock): the orders not cancelled, their items, taxable value and total, as
-- report_sales_lines sums them. Kept by triggers in the transaction of every change that
-- matters (an order placed, its lines written, cancelled or un-cancelled, its date changed,
-- a line or the order deleted), whatever module or script writes it; built from the order
-- tables at the end of this migration.
CREATE TABLE "report_sales_days" (
  "day" date NOT NULL,
  "slot" smallint NOT NULL,
  "orders" integer NOT NULL DEFAULT 0,
  "items" bigint NOT NULL DEFAULT 0,
  "taxable_paise" bigint NOT NULL DEFAULT 0,
  "total_paise" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "slot")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sales_days_add(
  p_at timestamptz, p_order uuid, p_orders integer, p_items bigint, p_taxable bigint, p_total bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_sales_days AS s (day, slot, orders, items, taxable_paise, total_paise)
  VALUES ((p_at AT TIME ZONE 'Asia/Kolkata')::date, hashtext(p_order::text) & 7,
          p_orders, p_items, p_taxable, p_total)
  ON CONFLICT (day, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, items = s.items + excluded.items,
    taxable_paise = s.taxable_paise + excluded.taxable_paise,
    total_paise = s.total_paise + excluded.total_paise;
$$;--> statement-breakpoint
-- One line (an item with its tax row) of an order that is there and not cancelled, times sign.
CREATE OR REPLACE FUNCTION report_sales_days_line(
  p_order uuid, p_sign integer, p_items bigint, p_taxable bigint, p_total bigint
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o record;
BEGIN
  SELECT id, created_at, status INTO o FROM orders WHERE id = p_order;
  IF FOUND AND o.status <> 'CANCELLED' THEN
    PERFORM report_sales_days_add(o.created_at, o.id, 0, p_sign * p_items,
                                  p_sign * p_taxable, p_sign * p_total);
  END IF;
END
$$;--> statement-breakpoint
-- What a whole order adds to its day: itself and its lines, times sign.
CREATE OR REPLACE FUNCTION report_sales_days_order(p_order uuid, p_at timestamptz, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  SELECT report_sales_days_add(p_at, p_order, p_sign,
           p_sign * coalesce(sum(oi.quantity), 0)::bigint,
           p_sign * coalesce(sum(t.taxable_paise), 0)::bigint,
           p_sign * coalesce(sum(oi.total_paise), 0)::bigint)
    FROM order_items oi JOIN order_item_taxes t ON t.order_item_id = oi.id
   WHERE oi.order_id = p_order;
$$;--> statement-breakpoint
-- Orders placed (once a statement: a bulk insert makes one update a day and slot).
CREATE OR REPLACE FUNCTION report_sales_days_orders_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_days AS s (day, slot, orders)
  SELECT (n.created_at AT TIME ZONE 'Asia/Kolkata')::date, hashtext(n.id::text) & 7, count(*)
    FROM added n WHERE n.status <> 'CANCELLED' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, slot) DO UPDATE SET orders = s.orders + excluded.orders;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_orders_added AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION report_sales_days_orders_added();--> statement-breakpoint
-- A line is counted when its tax row is written (the item is written first, in the same
-- transaction; report_sales_lines joins the two).
CREATE OR REPLACE FUNCTION report_sales_days_lines_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_days AS s (day, slot, items, taxable_paise, total_paise)
  SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, hashtext(o.id::text) & 7,
         sum(oi.quantity), sum(n.taxable_paise), sum(oi.total_paise)
    FROM added n JOIN order_items oi ON oi.id = n.order_item_id JOIN orders o ON o.id = oi.order_id
   WHERE o.status <> 'CANCELLED' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, slot) DO UPDATE SET
    items = s.items + excluded.items, taxable_paise = s.taxable_paise + excluded.taxable_paise,
    total_paise = s.total_paise + excluded.total_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_lines_added AFTER INSERT ON order_item_taxes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION report_sales_days_lines_added();--> statement-breakpoint
-- Cancelled (or back), or its date changed: the whole order moves out of (into) its day.
CREATE OR REPLACE FUNCTION report_sales_days_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'CANCELLED' THEN PERFORM report_sales_days_order(OLD.id, OLD.created_at, -1); END IF;
  IF NEW.status <> 'CANCELLED' THEN PERFORM report_sales_days_order(NEW.id, NEW.created_at, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_order_changed AFTER UPDATE OF status, created_at ON orders
  FOR EACH ROW WHEN ((OLD.status = 'CANCELLED') IS DISTINCT FROM (NEW.status = 'CANCELLED')
                     OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_sales_days_order_changed();--> statement-breakpoint
-- An order deleted: out with its lines, before they go (their own triggers then find no order).
CREATE OR REPLACE FUNCTION report_sales_days_order_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'CANCELLED' THEN PERFORM report_sales_days_order(OLD.id, OLD.created_at, -1); END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_order_deleted BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_sales_days_order_deleted();--> statement-breakpoint
-- An item changed or deleted while its tax row is there: its line changes.
CREATE OR REPLACE FUNCTION report_sales_days_item_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE t bigint;
BEGIN
  SELECT taxable_paise INTO t FROM order_item_taxes WHERE order_item_id = OLD.id;
  IF FOUND THEN
    PERFORM report_sales_days_line(OLD.order_id, -1, OLD.quantity, t, OLD.total_paise);
    IF TG_OP = 'UPDATE' THEN
      PERFORM report_sales_days_line(NEW.order_id, 1, NEW.quantity, t, NEW.total_paise);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_item_changed BEFORE UPDATE OF quantity, total_paise, order_id
  ON order_items FOR EACH ROW EXECUTE FUNCTION report_sales_days_item_changed();--> statement-breakpoint
CREATE TRIGGER report_sales_days_item_deleted BEFORE DELETE
  ON order_items FOR EACH ROW EXECUTE FUNCTION report_sales_days_item_changed();--> statement-breakpoint
-- A tax row changed or deleted alone (its item still there): its line changes.
CREATE OR REPLACE FUNCTION report_sales_days_tax_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE i record;
BEGIN
  SELECT order_id, quantity, total_paise INTO i FROM order_items WHERE id = OLD.order_item_id;
  IF FOUND THEN
    PERFORM report_sales_days_line(i.order_id, -1, i.quantity, OLD.taxable_paise, i.total_paise);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT order_id, quantity, total_paise INTO i FROM order_items WHERE id = NEW.order_item_id;
    IF FOUND THEN
      PERFORM report_sales_days_line(i.order_id, 1, i.quantity, NEW.taxable_paise, i.total_paise);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_tax_changed AFTER UPDATE OF taxable_paise, order_item_id
  OR DELETE ON order_item_taxes FOR EACH ROW EXECUTE FUNCTION report_sales_days_tax_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sales_days_cleared() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_sales_days;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_sales_days_cleared AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_sales_days_cleared();--> statement-breakpoint
INSERT INTO report_sales_days (day, slot, orders, items, taxable_paise, total_paise)
SELECT day, slot, sum(orders), sum(items), sum(taxable), sum(total) FROM (
  SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, hashtext(o.id::text) & 7 AS slot,
         1 AS orders, 0 AS items, 0 AS taxable, 0 AS total
    FROM orders o WHERE o.status <> 'CANCELLED'
  UNION ALL
  SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, hashtext(o.id::text) & 7,
         0, oi.quantity, t.taxable_paise, oi.total_paise
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    JOIN order_item_taxes t ON t.order_item_id = oi.id
   WHERE o.status <> 'CANCELLED'
) x GROUP BY day, slot;
