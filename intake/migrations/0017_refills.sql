-- A refill cycle: her supplies from one delivered order that run out on the same day (a mask and its tubing, a
-- month's cushions), the reminders e-mailed about them, and her answer, which is the refill record Medicare asks
-- for: the day, each item and its quantity, whether she needs it and why. `items_json` holds the items as they were
-- delivered; `answer_json` her answer; `order_number` the refill order her answer made (written in the same batch, after it).
CREATE TABLE refills (
  id INTEGER PRIMARY KEY,
  patient_id INTEGER NOT NULL REFERENCES patients (id),
  from_order TEXT NOT NULL REFERENCES orders (number),
  ends_on TEXT NOT NULL,
  contact_from TEXT NOT NULL,
  ship_from TEXT NOT NULL,
  items_json TEXT NOT NULL,
  reminders INTEGER NOT NULL DEFAULT 0,
  reminded_at TEXT,
  answered_at TEXT,
  answer_json TEXT,
  order_number TEXT REFERENCES orders (number) DEFERRABLE INITIALLY DEFERRED,
  created_at TEXT NOT NULL,
  UNIQUE (patient_id, from_order, ends_on)
);
CREATE INDEX refills_by_end ON refills (ends_on);
-- Each reminder's link: only a hash of its secret is kept, so the table opens no one's refill page.
CREATE TABLE refill_links (
  token_hash TEXT PRIMARY KEY,
  refill_id INTEGER NOT NULL REFERENCES refills (id),
  sent_at TEXT NOT NULL
);
-- A refill order: the cycle it answers, and the first day it may ship (10 days before the supply runs out).
ALTER TABLE orders ADD COLUMN refill_id INTEGER REFERENCES refills (id);
ALTER TABLE orders ADD COLUMN ship_from TEXT;
