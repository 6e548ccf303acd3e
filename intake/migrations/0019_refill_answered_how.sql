-- How she answered about a refill, as its record says it: from her reminder's link, or by phone (with whom, and the
-- staff member who took it). Answers kept before this came from the link, the only way there was.
ALTER TABLE refills ADD COLUMN answered_how TEXT;
UPDATE refills SET answered_how = 'from her reminder’s link' WHERE answered_at IS NOT NULL;
