-- The merchant dashboard's daily rollups of orders (core/order, decision 0031): order_status_daily counts a
-- store's orders per store day (Asia/Jakarta) and status with their revenue and units; order_product_daily
-- sums what each product sold per day over the orders that are sales. Triggers keep them, so every writer of orders
-- (checkout, payment, expiry, the seed) keeps them without knowing.

-- Sales are paid orders not turned down; core/order/sales.query.ts UNSOLD_ORDER_STATUSES says the same.
CREATE FUNCTION order_is_sale(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status NOT IN ('waiting_payment', 'cancel', 'reject')
$$;
--> statement-breakpoint

CREATE FUNCTION order_store_day(at timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Asia/Jakarta')::date
$$;
--> statement-breakpoint

-- Adds (sign 1) or takes back (sign -1) an order's lines: units and totals per product, one order per
-- product however many lines name it.
CREATE FUNCTION order_product_daily_apply(p_order_id integer, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_product_daily AS d (merchant_id, day, product_id, qty, revenue, orders)
  SELECT o.merchant_id, order_store_day(o.created_at), i.product_id, sign * sum(i.qty), sign * sum(i.total_publish_price), sign
  FROM shop_order o JOIN order_item i ON i.order_id = o.id
  WHERE o.id = p_order_id
  GROUP BY o.merchant_id, order_store_day(o.created_at), i.product_id
  ON CONFLICT (merchant_id, day, product_id) DO UPDATE
    SET qty = d.qty + excluded.qty, revenue = d.revenue + excluded.revenue, orders = d.orders + excluded.orders
$$;
--> statement-breakpoint

-- An order enters its day and status (its units come with its lines, below); a change of status or amounts
-- moves it with its units. A change between a sale and not a sale adds or takes back its lines.
CREATE FUNCTION shop_order_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  units integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(sum(qty), 0) INTO units FROM order_item WHERE order_id = NEW.id;
    UPDATE order_status_daily
      SET orders = orders - 1, revenue = revenue - (OLD.total_publish_price - OLD.total_discount_merchant),
          items = items - units
      WHERE merchant_id = OLD.merchant_id AND day = order_store_day(OLD.created_at) AND status_order = OLD.status_order;
  END IF;
  INSERT INTO order_status_daily AS d (merchant_id, day, status_order, orders, revenue, items)
    VALUES (NEW.merchant_id, order_store_day(NEW.created_at), NEW.status_order, 1,
            NEW.total_publish_price - NEW.total_discount_merchant, units)
    ON CONFLICT (merchant_id, day, status_order) DO UPDATE
      SET orders = d.orders + 1, revenue = d.revenue + excluded.revenue, items = d.items + excluded.items;
  IF TG_OP = 'UPDATE' AND order_is_sale(OLD.status_order) <> order_is_sale(NEW.status_order) THEN
    PERFORM order_product_daily_apply(NEW.id, CASE WHEN order_is_sale(NEW.status_order) THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER shop_order_rollup
AFTER INSERT OR UPDATE OF status_order, total_publish_price, total_discount_merchant
ON shop_order FOR EACH ROW EXECUTE FUNCTION shop_order_rollup();
--> statement-breakpoint

-- A line adds its units to its order's day and status, and, when the order is a sale, to its product's day
-- (an order placed paid, or lines written after their order). Row triggers fire once the whole statement is
-- done, so the order's first line of a product (by id) counts the order for it, whether its lines came in
-- one statement or several.
CREATE FUNCTION order_item_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_daily AS d (merchant_id, day, status_order, orders, revenue, items)
    SELECT o.merchant_id, order_store_day(o.created_at), o.status_order, 0, 0, NEW.qty
    FROM shop_order o WHERE o.id = NEW.order_id
    ON CONFLICT (merchant_id, day, status_order) DO UPDATE SET items = d.items + excluded.items;
  INSERT INTO order_product_daily AS d (merchant_id, day, product_id, qty, revenue, orders)
    SELECT o.merchant_id, order_store_day(o.created_at), NEW.product_id, NEW.qty, NEW.total_publish_price,
      CASE WHEN EXISTS (
        SELECT 1 FROM order_item x WHERE x.order_id = NEW.order_id AND x.product_id = NEW.product_id AND x.id < NEW.id
      ) THEN 0 ELSE 1 END
    FROM shop_order o
    WHERE o.id = NEW.order_id AND order_is_sale(o.status_order)
    ON CONFLICT (merchant_id, day, product_id) DO UPDATE
      SET qty = d.qty + excluded.qty, revenue = d.revenue + excluded.revenue, orders = d.orders + excluded.orders;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER order_item_rollup AFTER INSERT ON order_item FOR EACH ROW EXECUTE FUNCTION order_item_rollup();
--> statement-breakpoint

-- Orders already there.
INSERT INTO order_status_daily (merchant_id, day, status_order, orders, revenue, items)
SELECT o.merchant_id, order_store_day(o.created_at), o.status_order, count(*),
  sum(o.total_publish_price - o.total_discount_merchant),
  coalesce(sum((SELECT sum(i.qty) FROM order_item i WHERE i.order_id = o.id)), 0)
FROM shop_order o GROUP BY 1, 2, 3;
--> statement-breakpoint

INSERT INTO order_product_daily (merchant_id, day, product_id, qty, revenue, orders)
SELECT o.merchant_id, order_store_day(o.created_at), i.product_id, sum(i.qty), sum(i.total_publish_price), count(DISTINCT o.id)
FROM shop_order o JOIN order_item i ON i.order_id = o.id
WHERE order_is_sale(o.status_order)
GROUP BY 1, 2, 3;
