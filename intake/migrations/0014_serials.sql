-- Each delivered item's serial or lot number, as staff read it off the equipment at delivery: the delivery and pickup
-- tickets print it.
ALTER TABLE order_lines ADD COLUMN serial TEXT;
