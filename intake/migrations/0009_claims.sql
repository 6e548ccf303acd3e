-- Each claim sent to the DME MAC through the clearinghouse (an 837P), one month of one order: its lines as built
-- (HCPCS, modifiers, units, charge, date of service; no diagnosis code and no practitioner, which stay sealed with
-- the written order), who sent it and when, and the acknowledgement that took it in or sent it back, in words.
-- A month has at most one claim that is not rejected, so no claim goes out twice; 'sending' holds the month while
-- the clearinghouse answers.
CREATE TABLE claims (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL REFERENCES orders (number),
  month INTEGER NOT NULL,
  patient_control_number TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('sending', 'submitted', 'accepted', 'rejected')),
  charge_cents INTEGER NOT NULL,
  payer_id TEXT NOT NULL,
  lines_json TEXT NOT NULL,
  staff TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  correlation_id TEXT,
  answered_at TEXT,
  words_json TEXT NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX claims_one_per_month ON claims (order_number, month) WHERE state <> 'rejected';
CREATE INDEX claims_waiting ON claims (state) WHERE state = 'submitted';

-- Where reading the clearinghouse's answers (277CA acknowledgements) got to: the time of the last one read.
CREATE TABLE clearinghouse_cursor (
  name TEXT PRIMARY KEY,
  since TEXT NOT NULL
);
