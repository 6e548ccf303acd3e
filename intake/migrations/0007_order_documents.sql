-- The paperwork Medicare needs for a Medicare order's items (data/catalog/documentation.json says which): a row
-- for each document once staff act on it; one with no row is still needed. Asked for (when, and the day to ask
-- again), received (the day it was signed or done) or waived with a reason; who last changed it, and when. Whom it
-- was asked from, and who signed it with the written order's NPI and diagnosis codes, name the patient's
-- practitioner and her condition: they are sealed in the staff member's browser to the supplier's key, like the
-- Medicare number, and opened only in the back office.
CREATE TABLE order_documents (
  order_number TEXT NOT NULL REFERENCES orders (number),
  kind TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('requested', 'received', 'waived')),
  requested_at TEXT,
  follow_up_on TEXT,
  sealed_request TEXT,
  signed_on TEXT,
  sealed_receipt TEXT,
  reason TEXT,
  staff TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (order_number, kind)
);
