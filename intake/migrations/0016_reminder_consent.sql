-- Whether she wants refill reminders for her supplies (a CPAP's cushions, filters, tubing): her answer, the day she
-- gave it, and who recorded it (a staff member's e-mail, or "checkout"). With no "yes" she is never sent one.
ALTER TABLE patients ADD COLUMN reminders TEXT CHECK (reminders IN ('yes', 'no'));
ALTER TABLE patients ADD COLUMN reminders_on TEXT;
ALTER TABLE patients ADD COLUMN reminders_by TEXT;
