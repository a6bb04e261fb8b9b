-- Custom SQL migration file, put your code below! --
-- "Notify me when back in stock" (docs/decisions/092): whenever a product's stock goes from 0
-- (or less) to more than 0, by any writer (the staff product PATCH, a stock adjustment, a
-- cancelled order's stock coming back), every open alert of that product is closed and each
-- waiting customer with an e-mail address gets ONE queued BACK_IN_STOCK mail, in that same
-- transaction; the mail sender is woken at commit (channel store_mail).
CREATE OR REPLACE FUNCTION queue_back_in_stock_mails() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
BEGIN
  WITH closed AS (
    UPDATE stock_alerts SET notified_at = now()
     WHERE product_id = NEW.id AND notified_at IS NULL
    RETURNING user_id
  ), inserted AS (
    INSERT INTO mail_outbox (kind, to_address, user_id, product_id, subject)
    SELECT 'BACK_IN_STOCK', u.email, u.id, NEW.id, 'Back in stock: ' || left(NEW.name, 150)
      FROM closed c JOIN users u ON u.id = c.user_id
     WHERE u.email IS NOT NULL AND u.email <> ''
    RETURNING 1
  )
  SELECT count(*) INTO queued FROM inserted;
  IF queued > 0 THEN
    PERFORM pg_notify('store_mail', 'queued');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_back_in_stock_mail
  AFTER UPDATE OF stock_quantity ON products
  FOR EACH ROW
  WHEN (OLD.stock_quantity <= 0 AND NEW.stock_quantity > 0 AND NEW.is_active)
  EXECUTE FUNCTION queue_back_in_stock_mails();
