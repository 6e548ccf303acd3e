-- Money that is never wrong: every payment page the intake opened, with what it asked for, so a payment is recorded
-- only for one of them; each refund once, by the processor's id; one refund at a time per order; what Medicare paid
-- for the month being billed (the share is bounded by it); local staff sessions that end when staff sign out;
-- junk orders set aside; a search that answers any length.

-- Each Checkout page the intake asked Stripe for: the order, what it is for (the order itself, or her share of a
-- month), the amount and currency asked, and whether it is still open.
CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL REFERENCES orders (number),
  purpose TEXT NOT NULL CHECK (purpose IN ('order', 'share')),
  month INTEGER,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  created_at TEXT NOT NULL
);
CREATE INDEX checkout_sessions_order ON checkout_sessions (order_number, status);

-- The page open when this migration runs was asked for the order's due amount (or its bill).
INSERT INTO checkout_sessions (id, order_number, purpose, month, amount_cents, currency, status, created_at)
  SELECT checkout_session, number, CASE WHEN status = 'share-billed' THEN 'share' ELSE 'order' END,
    CASE WHEN status = 'share-billed' THEN rental_month ELSE NULL END,
    CASE WHEN status = 'share-billed' THEN COALESCE(bill_cents, 0) ELSE due_now_cents - paid_cents END,
    'usd', 'open', placed_at
  FROM orders WHERE checkout_session IS NOT NULL;

-- Money returned, each refund once: by Stripe's refund id, or the store's own (a payment taken by phone).
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL REFERENCES orders (number),
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  stripe_id TEXT UNIQUE,
  at TEXT NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_number);

-- The refund being made now, if any (a claim id and when it was taken): a second one waits for it.
ALTER TABLE orders ADD COLUMN refund_claim TEXT;
ALTER TABLE orders ADD COLUMN refund_claimed_at TEXT;
-- What Medicare paid for the month being billed: the patient's share is at most what it leaves.
ALTER TABLE orders ADD COLUMN medicare_paid_cents INTEGER;
-- An order staff set aside as junk (cancelled with the others they marked): hidden from the list unless asked for.
ALTER TABLE orders ADD COLUMN junk INTEGER NOT NULL DEFAULT 0;
-- What the list's search reads: the number with and without dashes, both orders of the name, the e-mail and the
-- phone's digits, in lower case without accents (written by the intake; filled here for the orders before it).
ALTER TABLE orders ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE orders SET search_text = lower(
  number || ' ' || replace(substr(number, 5), '-', '') || ' ' || first_name || ' ' || last_name || ' ' ||
  last_name || ' ' || first_name || ' ' || last_name || ', ' || first_name || ' ' || email || ' ' || phone_digits);
CREATE INDEX orders_junk ON orders (junk, placed_at);

-- The local sign-in's sessions (npm start): the cookie holds a random token, kept here as its hash until it expires
-- or staff sign out.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
