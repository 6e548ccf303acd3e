-- Orders as the intake stores them: contact and delivery details in the clear, card and Medicare details
-- only as ciphertext sealed in the shopper's browser (lib/sealing.ts). Money in integer cents.
CREATE TABLE orders (
  number TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received',
  placed_at TEXT NOT NULL,
  shipping_json TEXT NOT NULL,
  zip5 TEXT NOT NULL,
  shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  totals_json TEXT NOT NULL,
  sealed_card TEXT,
  sealed_medicare TEXT,
  tracking_number TEXT
);

CREATE INDEX orders_placed_at ON orders (placed_at);

CREATE TABLE order_lines (
  order_number TEXT NOT NULL REFERENCES orders (number),
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_cents INTEGER NOT NULL,
  PRIMARY KEY (order_number, position)
);

-- Every status an order has had, with its time: the inbox and the tracking page read them.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL REFERENCES orders (number),
  status TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE INDEX order_events_order ON order_events (order_number);

-- Contact messages and reviews waiting for the supplier.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  received_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  body_json TEXT NOT NULL
);

-- Requests per address per minute, per kind of request.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  address TEXT NOT NULL,
  window INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, address, window)
);
