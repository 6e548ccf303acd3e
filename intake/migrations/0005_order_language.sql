-- The language the patient ordered in (the page's), so her e-mails are written in it.
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
