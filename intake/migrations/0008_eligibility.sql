-- Each eligibility check of a Medicare order (a 270 sent through the clearinghouse, its 271 read): who asked, when,
-- and what it said, in the store's own terms (lib/domain/eligibility.ts). The Medicare number and date of birth it
-- was asked with are never stored: they come from the staff member's browser for the one request.
CREATE TABLE eligibility_checks (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL REFERENCES orders (number),
  at TEXT NOT NULL,
  staff TEXT NOT NULL,
  answer TEXT NOT NULL CHECK (answer IN ('active', 'advantage', 'inactive', 'unmatched')),
  result_json TEXT NOT NULL
);
CREATE INDEX eligibility_checks_by_order ON eligibility_checks (order_number, id);
