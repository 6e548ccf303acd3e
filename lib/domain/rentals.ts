import { medicare as rules } from '@/data/medicare-rules';
import { rentalBillingDate, type OrderStatus } from './order-path';
import { storeDay } from './store-time';

/** The day (`YYYY-MM-DD`, New York) a month of a rental is billed on: its date of service for month 1. */
export const billingDay = (deliveredAt: string, month: number) =>
  storeDay(rentalBillingDate(new Date(deliveredAt), month));

/** The last day of the five years a supplier keeps oxygen equipment in service from its date of service. */
function serviceUntil(deliveredAt: string): string {
  const d = new Date(deliveredAt);
  d.setUTCFullYear(d.getUTCFullYear() + rules.oxygenServiceYears);
  return storeDay(d);
}

/** What a rental order knows of its months: where it is, since when, and whether it ended early. */
export interface RentalState {
  status: OrderStatus;
  month: number;
  deliveredAt: string | null;
  endedOn: string | null;
}

/** Whether a month's own claim is settled: paid (or the order closed after it). */
const settled = (r: RentalState, month: number) =>
  r.month > month || (r.month === month && (r.status === 'paid' || r.status === 'closed'));

/**
 * Each rented item with its own count, from the order's months: a capped rental is billed 13 months and is hers once
 * the 13th is paid (from its 14th billing date); oxygen is billed 36 months, then serviced without a bill until five
 * years from its date of service; an ended rental stops where it ended.
 */
export function rentalItems(r: RentalState, items: readonly { name: string; months: number }[]) {
  return items.map((item) => {
    const month = Math.min(r.month, item.months);
    const done = settled(r, item.months);
    const state: 'billing' | 'owned' | 'serviced' | 'ended' = done
      ? item.months === rules.oxygenRentalMonths
        ? 'serviced'
        : 'owned'
      : r.endedOn
        ? 'ended'
        : 'billing';
    const until =
      !r.deliveredAt || (state !== 'owned' && state !== 'serviced')
        ? null
        : state === 'owned'
          ? billingDay(r.deliveredAt, item.months + 1)
          : serviceUntil(r.deliveredAt);
    return { name: item.name, months: item.months, month, state, until };
  });
}
