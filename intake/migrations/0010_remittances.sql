-- A claim's life goes on past its acknowledgement: Medicare's remittance (the 835) pays it or denies it. The claims
-- table is made again with those two states (SQLite cannot change a CHECK in place); a denied claim, like a
-- rejected one, leaves its month free for a corrected claim.
CREATE TABLE claims_next (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL REFERENCES orders (number),
  month INTEGER NOT NULL,
  patient_control_number TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('sending', 'submitted', 'accepted', 'rejected', 'paid', 'denied')),
  charge_cents INTEGER NOT NULL,
  payer_id TEXT NOT NULL,
  lines_json TEXT NOT NULL,
  staff TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  correlation_id TEXT,
  answered_at TEXT,
  words_json TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO claims_next SELECT * FROM claims;
DROP TABLE claims;
ALTER TABLE claims_next RENAME TO claims;
CREATE UNIQUE INDEX claims_one_per_month ON claims (order_number, month) WHERE state NOT IN ('rejected', 'denied');
CREATE INDEX claims_waiting ON claims (state) WHERE state IN ('submitted', 'accepted');
CREATE INDEX claims_of_order ON claims (order_number, month);

-- Each claim's remittance as Medicare sent it, recorded once (one 835 transaction, one claim): billed, allowed,
-- paid, her share and its parts, every adjustment and remark in words. 'posted' set the order's money; 'denied'
-- waits in the denial queue for its next step until staff settle it; 'held' could not be posted (its figures do
-- not match the claim, or it reverses a payment) and waits for staff to read it.
CREATE TABLE remittances (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claims (id),
  order_number TEXT NOT NULL REFERENCES orders (number),
  month INTEGER NOT NULL,
  transaction_id TEXT NOT NULL,
  payer_claim_number TEXT,
  status_code TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('posted', 'denied', 'held')),
  charge_cents INTEGER NOT NULL,
  allowed_cents INTEGER NOT NULL,
  paid_cents INTEGER NOT NULL,
  share_cents INTEGER NOT NULL,
  deductible_cents INTEGER NOT NULL,
  coinsurance_cents INTEGER NOT NULL,
  -- What she is billed from it: her share, or nothing for a Qualified Medicare Beneficiary.
  billed_cents INTEGER NOT NULL,
  next_step TEXT CHECK (next_step IN ('correct', 'appeal', 'write-off', 'review')),
  words_json TEXT NOT NULL,
  paid_on TEXT,
  received_at TEXT NOT NULL,
  -- How a denial or a held remittance was settled, by whom and when.
  settled TEXT CHECK (settled IN ('resent', 'appealed', 'written-off', 'reviewed')),
  settled_by TEXT,
  settled_at TEXT,
  settled_note TEXT,
  UNIQUE (transaction_id, claim_id)
);
CREATE INDEX remittances_of_order ON remittances (order_number, month);
CREATE INDEX remittances_queue ON remittances (outcome, settled, received_at);

-- The clearinghouse's inbound reports (277CA and 835) are read with one cursor.
UPDATE clearinghouse_cursor SET name = 'inbound' WHERE name = '277';
