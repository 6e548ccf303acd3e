const eastern = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** A moment as the store names it, on its own clock in Jamaica, NY: `Nov 24, 2026, 3:02 PM`. */
export function formatStoreTime(iso: string): string {
  return eastern.format(new Date(iso));
}
