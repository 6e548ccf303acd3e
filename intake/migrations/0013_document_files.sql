-- The signed copy of a document (a PDF, or a photo of the paper), as the practitioner's office sent it back: sealed
-- in the staff member's browser to the supplier's key, bound to its order and kind, and kept in R2 as it came
-- (`documents/<order>/<kind>/<digest>`). Its row says what kind of file it is, how large, who attached it and when,
-- and the SHA-256 of the sealed bytes: the same ciphertext is never attached to a second order. No file name: one
-- may name the patient or her condition.
CREATE TABLE document_files (
  order_number TEXT NOT NULL REFERENCES orders (number),
  kind TEXT NOT NULL,
  digest TEXT NOT NULL UNIQUE,
  object_key TEXT NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  bytes INTEGER NOT NULL,
  staff TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (order_number, kind)
);
