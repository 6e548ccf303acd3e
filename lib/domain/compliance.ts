import { addDays, daysBetween } from './calendar-days';
import { formatDay } from './store-time';

/**
 * The PAP adherence Medicare asks for before it pays a CPAP or bilevel past month 3 (LCD L33718): use of 4 hours
 * or more a night on at least 70% of nights (21 of 30) in 30 consecutive nights within the first 90 days, and a
 * re-evaluation visit between day 31 and day 91 noting that it helps. Day 1 is the date of service.
 */
const QUALIFYING_MINUTES = 240;
const WINDOW_NIGHTS = 30;
const NIGHTS_NEEDED = 21;
const TRIAL_DAYS = 90;
const REEVALUATION_FIRST_DAY = 31;
const REEVALUATION_LAST_DAY = 91;
/** The first two weeks: under 4 hours on most of them (8 or more of 14) and she needs a call. */
const EARLY_NIGHTS = 14;

/** A night's use: the evening's day and the minutes the machine ran. */
export interface Night {
  night: string;
  minutes: number;
}

/**
 * The night a session of use belongs to, as the makers' reports count it: the day from noon to noon, so a session
 * begun at 10:30 PM on December 5 and ended at 4:45 AM is the night of December 5, and one begun at 1 AM on
 * December 6 is also December 5's. `start` is the device's local time, `YYYY-MM-DDTHH:MM`.
 */
function nightOfSession(start: string): string {
  const day = start.slice(0, 10);
  const hour = Number(start.slice(11, 13));
  return hour < 12 ? addDays(day, -1) : day;
}

/** Sessions summed into nights: two sessions in one night (she woke and went back) are one night's use. */
export function nightsOfSessions(sessions: readonly { start: string; minutes: number }[]): Night[] {
  const byNight = new Map<string, number>();
  for (const s of sessions) {
    const night = nightOfSession(s.start);
    byNight.set(night, (byNight.get(night) ?? 0) + s.minutes);
  }
  return [...byNight]
    .map(([night, minutes]) => ({ night, minutes }))
    .sort((a, b) => (a.night < b.night ? -1 : 1));
}

/** The best window of 30 nights so far: its first and last night (days and dates) and its nights at 4 hours. */
interface ComplianceWindow {
  firstDay: number;
  lastDay: number;
  from: string;
  to: string;
  nights: number;
}

export interface Compliance {
  /** The window with the most nights at 4 hours or more (the earliest of equals), or null before any use. */
  best: ComplianceWindow | null;
  /** The day and date her use met the rule (the 21st qualifying night of a window), or null. */
  usageMetOn: { day: number; date: string } | null;
  /** Whether a window can still reach 21 nights by day 90, given the nights still to come after `today`. */
  stillPossible: boolean;
  /** Day 90: the last night a window may end on. */
  deadline: string;
  /** Days 31 and 91: the re-evaluation visit falls between them. */
  reevaluationFrom: string;
  reevaluationTo: string;
  /** Whether a re-evaluation on this date falls in days 31–91, when one is recorded. */
  reevaluationInTime: boolean | null;
  /** Both met: the month-4 claim may carry KX. */
  met: boolean;
  /** Under 4 hours on most of the first 14 nights: a call (mask fit, help) may keep her on therapy. */
  needsCall: boolean;
}

/** The day number of a date in the trial: the date of service is day 1. */
const trialDay = (dateOfService: string, date: string) => daysBetween(dateOfService, date) + 1;

/**
 * Her compliance as of `today` from the nights recorded: a night with no record counts as no use (a gap), a night
 * before the date of service or after day 90 does not count.
 */
export function compliance(
  dateOfService: string,
  nights: readonly Night[],
  today: string,
  reevaluatedOn: string | null = null,
): Compliance {
  const good: boolean[] = Array.from({ length: TRIAL_DAYS + 1 }, () => false);
  const used = new Map<number, number>();
  for (const n of nights) {
    const day = trialDay(dateOfService, n.night);
    if (day < 1 || day > TRIAL_DAYS) continue;
    used.set(day, (used.get(day) ?? 0) + n.minutes);
  }
  for (const [day, minutes] of used) good[day] = minutes >= QUALIFYING_MINUTES;
  const todayDay = trialDay(dateOfService, today);

  // The best window and the day the rule was met, by day number; their dates are worked out once, at the end.
  let bestFirst = 0;
  let bestCount = -1;
  let metDay = 0;
  let stillPossible = false;
  for (let first = 1; first + WINDOW_NIGHTS - 1 <= TRIAL_DAYS; first++) {
    const last = first + WINDOW_NIGHTS - 1;
    let count = 0;
    let to = 0;
    for (let day = first; day <= last; day++) {
      if (good[day]) count++;
      if (count === NIGHTS_NEEDED && to === 0) to = day;
    }
    if (to && (!metDay || to < metDay)) metDay = to;
    // Tonight is still to come: today's night is over only tomorrow.
    const toCome = Math.max(0, last - Math.max(todayDay - 1, first - 1));
    if (count + toCome >= NIGHTS_NEEDED) stillPossible = true;
    if (count > bestCount) {
      bestFirst = first;
      bestCount = count;
    }
  }
  const best: ComplianceWindow | null = nights.length
    ? {
        firstDay: bestFirst,
        lastDay: bestFirst + WINDOW_NIGHTS - 1,
        from: addDays(dateOfService, bestFirst - 1),
        to: addDays(dateOfService, bestFirst + WINDOW_NIGHTS - 2),
        nights: bestCount,
      }
    : null;
  const usageMetOn: Compliance['usageMetOn'] = metDay
    ? { day: metDay, date: addDays(dateOfService, metDay - 1) }
    : null;

  const early = Array.from({ length: EARLY_NIGHTS }, (_, i) => i + 1);
  const underEarly = early.filter((day) => day < todayDay && !good[day]).length;
  const reevaluationInTime =
    reevaluatedOn === null
      ? null
      : trialDay(dateOfService, reevaluatedOn) >= REEVALUATION_FIRST_DAY &&
        trialDay(dateOfService, reevaluatedOn) <= REEVALUATION_LAST_DAY;
  return {
    best,
    usageMetOn,
    stillPossible: usageMetOn !== null || stillPossible,
    deadline: addDays(dateOfService, TRIAL_DAYS - 1),
    reevaluationFrom: addDays(dateOfService, REEVALUATION_FIRST_DAY - 1),
    reevaluationTo: addDays(dateOfService, REEVALUATION_LAST_DAY - 1),
    reevaluationInTime,
    met: usageMetOn !== null && reevaluationInTime === true,
    needsCall: usageMetOn === null && underEarly > EARLY_NIGHTS / 2,
  };
}

/** Where her use stands, in a sentence for staff (and for a month-4 claim held until it is met). */
export function usageWords(c: Compliance): string {
  const b = c.best;
  if (!b) return `no nights are recorded yet; her use must meet it by ${formatDay(c.deadline)}`;
  const window = `${formatDay(b.from)} to ${formatDay(b.to)}`;
  if (c.usageMetOn)
    return `met on day ${c.usageMetOn.day}, ${formatDay(c.usageMetOn.date)}: ${NIGHTS_NEEDED} nights at 4 hours or more within 30 (her best 30 nights, ${window}, have ${b.nights})`;
  if (c.stillPossible)
    return `her best 30 nights so far, ${window}, have ${b.nights} at 4 hours or more; ${NIGHTS_NEEDED} are needed by ${formatDay(c.deadline)}`;
  return `her best 30 nights within the first 90 days, ${window}, have ${b.nights} at 4 hours or more, and ${NIGHTS_NEEDED} were needed by ${formatDay(c.deadline)}: it can no longer be met`;
}

/** A night's use in words staff read: `6 h 42 min`. */
export const hoursAndMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
