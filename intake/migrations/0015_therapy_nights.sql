-- A CPAP's or bilevel's nightly use in its first months, as staff import it from the maker's cloud report (ResMed
-- AirView, Philips Care Orchestrator) or a date,hours file, or enter it by hand: the night (the evening's date, noon
-- to noon), the minutes the device ran, where the figure came from, who recorded it and when. Only these are kept
-- from a report: its other columns are read past. A night imported again takes the newer figure.
CREATE TABLE therapy_nights (
  order_number TEXT NOT NULL REFERENCES orders (number),
  night TEXT NOT NULL,
  minutes INTEGER NOT NULL CHECK (minutes BETWEEN 0 AND 1440),
  source TEXT NOT NULL CHECK (source IN ('airview', 'care-orchestrator', 'plain', 'staff')),
  staff TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (order_number, night)
);
