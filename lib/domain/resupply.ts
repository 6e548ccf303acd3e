import { addDays, addMonths } from './calendar-days';
import { formatDay, storeDay } from './store-time';

/**
 * CMS's refill rule for supplies that wear out (a CPAP's masks, cushions, tubing, filters): a supplier contacts the
 * patient no sooner than 30 days before her current supply is expected to run out, hears from her that she needs
 * each item, and ships no sooner than 10 days before it runs out (Medicare Program Integrity Manual, chapter 5,
 * section 5.2.6; DME MAC Jurisdiction A, "Refill Requirements").
 */
const CONTACT_DAYS_BEFORE_END = 30;
const SHIP_DAYS_BEFORE_END = 10;

/**
 * Why she needs a supply again, as Medicare's refill record asks for it. Kept apart from the intake's contract, so
 * the refill page names them without loading the schemas.
 */
export const refillReasons = ['worn', 'broken', 'dirty', 'lost'] as const;
export type RefillReason = (typeof refillReasons)[number];

/** Medicare's usual maximum of an item: `quantity` every `months` (documentation.json's `resupply`). */
export interface Allowance {
  quantity: number;
  months: number;
}

/**
 * The last day a supply given on `deliveredOn` is expected to last: `quantity` units at the allowance's rate. Two
 * nasal cushions at two a month last a month; six last three months; one filter at two a month lasts half a month,
 * counted as 15 days. Whole months are calendar months, held to the month's end.
 */
function supplyEnds(deliveredOn: string, quantity: number, allowance: Allowance): string {
  const months = (quantity * allowance.months) / allowance.quantity;
  const whole = Math.floor(months);
  const days = Math.floor((months - whole) * 30);
  return addDays(addMonths(deliveredOn, whole), days);
}

/** The refill's three dates: when the supply runs out, the first day to ask her, the first day to ship. */
export interface RefillDates {
  endsOn: string;
  contactFrom: string;
  shipFrom: string;
}

export function refillDates(deliveredOn: string, quantity: number, allowance: Allowance): RefillDates {
  const endsOn = supplyEnds(deliveredOn, quantity, allowance);
  return {
    endsOn,
    contactFrom: addDays(endsOn, -CONTACT_DAYS_BEFORE_END),
    shipFrom: addDays(endsOn, -SHIP_DAYS_BEFORE_END),
  };
}

/** Whether she may be asked about a refill on `today`: never before 30 days before the supply runs out. */
export const mayContact = (today: string, dates: RefillDates) => today >= dates.contactFrom;

/** Whether a refill she asked for may ship on `today`: never before 10 days before the supply runs out. */
export const mayShip = (today: string, dates: RefillDates) => today >= dates.shipFrom;

/** Where one supply stands on `today`: lasting, hers to be asked about, ready to ship once she says so, or run out. */
type SupplyState = 'lasting' | 'ask' | 'ship' | 'out';

export interface SupplyCycle extends RefillDates {
  code: string;
  /** The last delivery of it: the day and how many. */
  deliveredOn: string;
  quantity: number;
  state: SupplyState;
}

/**
 * Each supply's cycle from her deliveries: for each HCPCS code with an allowance, its latest delivery and the refill
 * dates that follow from it, soonest to run out first. Several deliveries of one code on one day count together.
 */
export function supplyCycles(
  deliveries: readonly { code: string; quantity: number; deliveredOn: string }[],
  allowanceOf: (code: string) => Allowance | undefined,
  today: string,
): SupplyCycle[] {
  const latest = new Map<string, { deliveredOn: string; quantity: number }>();
  for (const d of deliveries) {
    if (!allowanceOf(d.code)) continue;
    const seen = latest.get(d.code);
    if (!seen || d.deliveredOn > seen.deliveredOn) latest.set(d.code, { ...d });
    else if (d.deliveredOn === seen.deliveredOn) seen.quantity += d.quantity;
  }
  return [...latest]
    .map(([code, d]) => {
      const dates = refillDates(d.deliveredOn, d.quantity, allowanceOf(code)!);
      const state: SupplyState =
        today > dates.endsOn
          ? 'out'
          : mayShip(today, dates)
            ? 'ship'
            : mayContact(today, dates)
              ? 'ask'
              : 'lasting';
      return { code, ...d, ...dates, state };
    })
    .sort((a, b) => (a.endsOn < b.endsOn ? -1 : a.endsOn > b.endsOn ? 1 : a.code < b.code ? -1 : 1));
}

/** At most three reminders a cycle, a week apart at the least (CMS allows contact; the store keeps it to this). */
export const MAX_REMINDERS = 3;
const REMINDER_GAP_DAYS = 7;

/** One reminder's worth: her supplies from one order that run out on the same day, and the dates they share. */
export interface RefillGroup<T extends SupplyCycle> extends RefillDates {
  orderNumber: string;
  items: T[];
}

/**
 * Her supplies grouped as one e-mail asks about them: those delivered on one order that run out on the same day (a
 * mask and its tubing; a month's cushions), soonest first. A group's dates are its items' dates.
 */
export function refillGroups<T extends SupplyCycle & { orderNumber: string }>(
  cycles: readonly T[],
): RefillGroup<T>[] {
  const groups = new Map<string, RefillGroup<T>>();
  for (const cycle of cycles) {
    const key = `${cycle.orderNumber}|${cycle.endsOn}`;
    const group = groups.get(key);
    if (group) group.items.push(cycle);
    else
      groups.set(key, {
        orderNumber: cycle.orderNumber,
        endsOn: cycle.endsOn,
        contactFrom: cycle.contactFrom,
        shipFrom: cycle.shipFrom,
        items: [cycle],
      });
  }
  return [...groups.values()];
}

/**
 * Whether a reminder about a group may be e-mailed on `today`: only to a patient who said yes to reminders, only
 * from 30 days before the supply runs out until the day it does, at most three a cycle and at least a week apart.
 */
export function reminderDue(
  today: string,
  dates: RefillDates,
  consent: 'yes' | 'no' | null,
  sent: { count: number; lastOn: string | null },
): boolean {
  if (consent !== 'yes') return false;
  if (!mayContact(today, dates) || today > dates.endsOn) return false;
  if (sent.count >= MAX_REMINDERS) return false;
  return !sent.lastOn || today >= addDays(sent.lastOn, REMINDER_GAP_DAYS);
}

/** Her reminder's state for one supply, in words, for her record. */
export function reminderWords(
  today: string,
  dates: RefillDates,
  consent: 'yes' | 'no' | null,
  kept: {
    reminders: number;
    remindedAt: string | null;
    answeredAt: string | null;
    orderNumber: string | null;
  } | null,
): string {
  if (kept?.answeredAt)
    return kept.orderNumber
      ? `Answered ${formatDay(storeDay(new Date(kept.answeredAt)))}: refill order ${kept.orderNumber}`
      : `Answered ${formatDay(storeDay(new Date(kept.answeredAt)))}: nothing needed`;
  if (consent !== 'yes') return 'No reminders: she has not said yes to them';
  if (!mayContact(today, dates)) return `First reminder from ${formatDay(dates.contactFrom)}`;
  if (!kept || kept.reminders === 0)
    return today > dates.endsOn ? 'Ran out unanswered: call her' : 'First reminder goes within the hour';
  const last = kept.remindedAt ? formatDay(storeDay(new Date(kept.remindedAt))) : '';
  return `${kept.reminders} of ${MAX_REMINDERS} reminders sent, the last ${last}${
    kept.reminders >= MAX_REMINDERS || mayShip(today, dates) ? ': call her' : ''
  }`;
}
