-- What a Medicare patient was shown she pays month by month for her rentals (the deductible used up first, then 20%),
-- so the back office shows the same figures.
ALTER TABLE orders ADD COLUMN schedule_json TEXT;
