-- When an order left with its carrier: a Medicare item sent by a delivery service takes its ship date as its date of
-- service (CMS, Program Integrity Manual, chapter 4, section 4.26), so the day is kept, not only the event.
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
UPDATE orders SET shipped_at = (
  SELECT MIN(e.at) FROM order_events e WHERE e.order_number = orders.number AND e.status = 'shipped'
) WHERE carrier IS NOT NULL;
