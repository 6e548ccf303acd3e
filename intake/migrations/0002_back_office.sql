-- The back office: who is the patient (for search and the order page), where the order is on its path, the money
-- taken and returned, the carrier, a rental's month, and a timeline of everything done to the order and by whom.

ALTER TABLE orders ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN email TEXT NOT NULL DEFAULT '';
-- The phone number's digits only, so 718-555-0100 and (718) 555 0100 find the same order.
ALTER TABLE orders ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN carrier TEXT;
ALTER TABLE orders ADD COLUMN paid_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_cents INTEGER NOT NULL DEFAULT 0;
-- The share billed and not yet paid, and the month it is for.
ALTER TABLE orders ADD COLUMN bill_cents INTEGER;
-- A Medicare rental: how many months Medicare rents it for, the month being billed, and when it was delivered.
ALTER TABLE orders ADD COLUMN rental_months INTEGER;
ALTER TABLE orders ADD COLUMN rental_month INTEGER;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;
-- What the patient answered and was shown at checkout beside the totals: whether her Part B deductible was met,
-- and her rentals' monthly shares.
ALTER TABLE orders ADD COLUMN deductible TEXT NOT NULL DEFAULT 'unsure';
ALTER TABLE orders ADD COLUMN rentals_json TEXT NOT NULL DEFAULT '[]';

UPDATE orders SET
  first_name = json_extract(shipping_json, '$.firstName'),
  last_name = json_extract(shipping_json, '$.lastName'),
  email = lower(json_extract(shipping_json, '$.email')),
  phone_digits = replace(replace(replace(replace(replace(replace(json_extract(shipping_json, '$.phone'),
    '-', ''), ' ', ''), '(', ''), ')', ''), '.', ''), '+', '');

CREATE INDEX orders_status ON orders (status, placed_at);
CREATE INDEX orders_payment ON orders (payment_method, placed_at);
CREATE INDEX orders_email ON orders (email);
CREATE INDEX orders_phone ON orders (phone_digits);
CREATE INDEX orders_last_name ON orders (last_name COLLATE NOCASE);

ALTER TABLE order_lines ADD COLUMN hcpcs TEXT;

-- Every event of an order's timeline: a step (`status`), and who did it and what with it (`detail_json`: a reason,
-- an amount, a carrier). Other kinds have no step: a note, a correction of the tracking number, an opening of the
-- sealed details, an e-mail sent to the patient, a part refunded. The intake's own steps (the order received) have no
-- staff member. SQLite cannot drop NOT NULL from a column, so the table is made again.
CREATE TABLE order_events_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL REFERENCES orders (number),
  kind TEXT NOT NULL DEFAULT 'status',
  status TEXT,
  at TEXT NOT NULL,
  staff TEXT,
  detail_json TEXT,
  month INTEGER
);
INSERT INTO order_events_new (id, order_number, status, at) SELECT id, order_number, status, at FROM order_events;
DROP TABLE order_events;
ALTER TABLE order_events_new RENAME TO order_events;
CREATE INDEX order_events_order ON order_events (order_number);

ALTER TABLE messages ADD COLUMN handled_by TEXT;
ALTER TABLE messages ADD COLUMN handled_at TEXT;
CREATE INDEX messages_received ON messages (received_at);
