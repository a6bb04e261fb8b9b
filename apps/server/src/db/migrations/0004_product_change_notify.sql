-- Custom SQL migration file, put your code below! --
-- Every change of a product's stock, prices or active flag, by any module, tells every server
-- process (at commit) which product changed, so remembered product pages are dropped at once.
CREATE OR REPLACE FUNCTION notify_product_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('product_changed', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_changed_notify
  AFTER UPDATE OF stock_quantity, price_paise, compare_at_paise, is_active ON products
  FOR EACH ROW
  WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity
     OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
     OR OLD.compare_at_paise IS DISTINCT FROM NEW.compare_at_paise
     OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION notify_product_changed();
