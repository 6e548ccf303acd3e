const zone = 'America/New_York';
const eastern = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
const easternWithZone = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: zone,
  timeZoneName: 'short',
});
const easternDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
/** `2026-12-01`; made once, since a formatter costs far more to make than to use (a list formats thousands). */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
const hourOfDay = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
const spanish = {
  time: new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
  date: new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeZone: zone }),
};

/**
 * A moment as the store names it, on its own clock in Jamaica, NY: `Nov 24, 2026, 3:02 PM`; in Spanish
 * `24 nov 2026, 3:02 p.m.`.
 */
export function formatStoreTime(iso: string, locale: 'en' | 'es' = 'en'): string {
  return (locale === 'es' ? spanish.time : eastern).format(new Date(iso));
}

/** The same with the zone named, as the back office shows every time: `Nov 24, 2026, 3:02 PM EST`. */
export function formatStoreTimeWithZone(iso: string): string {
  return easternWithZone.format(new Date(iso));
}

/** The day, on the store's clock: `Nov 24, 2026`. */
export function formatStoreDate(iso: string, locale: 'en' | 'es' = 'en'): string {
  return (locale === 'es' ? spanish.date : easternDate).format(new Date(iso));
}

/**
 * The moment a day begins in New York, as an ISO time: `2026-11-27` → `2026-11-27T05:00:00.000Z` (EST), and in
 * summer 04:00 UTC (EDT). For filtering by the store's days.
 */
export function storeDayStart(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // New York is 4 or 5 hours behind UTC: midnight there is 04:00 or 05:00 UTC, whichever names that day at 00:00.
  for (const hours of [4, 5]) {
    const at = new Date(Date.UTC(year, month - 1, date, hours));
    if (Number(hourOfDay.format(at)) === 0) return at.toISOString();
  }
  return new Date(Date.UTC(year, month - 1, date, 5)).toISOString();
}

/** The moment the day after `day` begins in New York: a filter's "to" day is included whole. */
export function storeDayEnd(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return storeDayStart(next.toISOString().slice(0, 10));
}

/** The day it is (or was) in New York, as `2026-12-01`, for comparing days. */
export function storeDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** A day written `2026-12-01`, as the store names it: `Dec 1, 2026`; in Spanish `1 dic 2026`. */
export function formatDay(day: string, locale: 'en' | 'es' = 'en'): string {
  const key = `${locale}${day}`;
  let words = dayWords.get(key);
  if (words === undefined) {
    // A day's words never change: kept, so a list of hundreds of patients' dates formats each day once.
    if (dayWords.size >= 4_000) dayWords.clear();
    words = formatStoreDate(storeDayStart(day), locale);
    dayWords.set(key, words);
  }
  return words;
}
const dayWords = new Map<string, string>();

/** A date of service as the moment the store keeps for it: noon that day in New York (the same day in UTC). */
export function serviceMoment(day: string): string {
  return new Date(new Date(storeDayStart(day)).getTime() + 12 * 3_600_000).toISOString();
}
