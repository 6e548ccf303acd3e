-- One record per patient, found or made when an order of hers arrives (matched on her name and the address it goes
-- to, folded as the search folds them: accents, capitals, curly apostrophes), linked to each of her orders and to
-- the messages she sends (by her e-mail or phone). It holds what stays true between orders: how to reach her, the
-- language she orders in; her orders hold the rest (the sealed details, the documents, what she owes).
CREATE TABLE patients (
  id INTEGER PRIMARY KEY,
  match_key TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_digits TEXT NOT NULL,
  address_json TEXT NOT NULL,
  language TEXT NOT NULL,
  search_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX patients_by_email ON patients (email);
CREATE INDEX patients_by_phone ON patients (phone_digits);
ALTER TABLE orders ADD COLUMN patient_id INTEGER REFERENCES patients (id);
CREATE INDEX orders_of_patient ON orders (patient_id, placed_at);
ALTER TABLE messages ADD COLUMN patient_id INTEGER REFERENCES patients (id);
