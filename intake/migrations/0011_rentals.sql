-- A rental ended early (her death, a stay in hospital or a nursing home, the equipment returned): the day, why, who
-- recorded it and what they noted. No month whose billing date falls after that day is claimed; the equipment is
-- picked up, with a pickup ticket.
ALTER TABLE orders ADD COLUMN rental_ended_on TEXT;
ALTER TABLE orders ADD COLUMN rental_end_reason TEXT CHECK (rental_end_reason IN ('returned', 'hospital', 'death', 'other'));
ALTER TABLE orders ADD COLUMN rental_end_note TEXT;

-- The claims due, as the hourly schedule finds them: each Medicare order's month whose billing date has come
-- (month 1 on its date of service, each later month of a rental on its own billing date), queued once for staff
-- to send (a claim needs her Medicare number and the written order opened in a staff browser).
CREATE TABLE claims_due (
  order_number TEXT NOT NULL REFERENCES orders (number),
  month INTEGER NOT NULL,
  due_on TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  PRIMARY KEY (order_number, month)
);
CREATE INDEX claims_due_by_day ON claims_due (due_on);
-- The schedule looks for the orders that may have a claim due: delivered, or a rental's month paid.
CREATE INDEX orders_claim_candidates ON orders (status) WHERE payment_method = 'medicare';
