-- Payments through a processor (Stripe Checkout): the store never sees a card, so no card detail is kept at all.
ALTER TABLE orders DROP COLUMN sealed_card;

-- What the order pays when it is placed (a card order: its total; a Medicare order: the items Medicare is not billed
-- for, their shipping and tax), and the receipt that lets the shopper's browser follow its payment up.
ALTER TABLE orders ADD COLUMN due_now_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN receipt TEXT;
-- The processor's page for what is due now (or for the bill open), while it can still be used, and how many have
-- been made for this order, so the same attempt never makes two.
ALTER TABLE orders ADD COLUMN checkout_session TEXT;
ALTER TABLE orders ADD COLUMN checkout_url TEXT;
ALTER TABLE orders ADD COLUMN checkout_expires TEXT;
ALTER TABLE orders ADD COLUMN checkout_count INTEGER NOT NULL DEFAULT 0;
-- Where that page brings her back to (the checkout's confirmation, or Pay a Bill): asked from the other, it is
-- closed and a new one made.
ALTER TABLE orders ADD COLUMN checkout_return TEXT;

UPDATE orders SET due_now_cents = json_extract(totals_json, '$.total') - json_extract(totals_json, '$.patientShare');

-- Money taken: the order's own payment at checkout, or her share of a month; by the processor (its payment's
-- reference) or by phone. Refunds are made against these.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL REFERENCES orders (number),
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  reference TEXT,
  month INTEGER,
  at TEXT NOT NULL
);
CREATE INDEX payments_order ON payments (order_number);
-- What was taken by phone before, so it can be refunded like any other payment.
INSERT INTO payments (order_number, kind, amount_cents, refunded_cents, reference, month, at)
  SELECT number, CASE payment_method WHEN 'card' THEN 'order' ELSE 'share' END, paid_cents, refunded_cents, NULL, NULL, placed_at
  FROM orders WHERE paid_cents > 0;

-- Each of the processor's events, once: a retried delivery changes nothing.
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);
