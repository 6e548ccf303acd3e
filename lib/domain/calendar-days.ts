/**
 * Arithmetic on calendar days written `YYYY-MM-DD`, with no clock or zone in them: a patient's nights, a supply's
 * last day. Each day is taken at noon UTC, so no zone or summer time moves it.
 */

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number) => dayOf(noon(day) + n * DAY_MS);

/** How many days `later` is after `earlier`: `2026-12-31` is 30 days after `2026-12-01`. */
export const daysBetween = (earlier: string, later: string) =>
  Math.round((noon(later) - noon(earlier)) / DAY_MS);

/**
 * The same day `n` months on, held to the month's last day when it has fewer: Nov 30 + 3 months is Feb 28, or Feb
 * 29 in a leap year; Jan 31 + 1 month is Feb 28.
 */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return dayOf(target.getTime());
}
