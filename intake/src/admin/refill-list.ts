import type { Context } from 'hono';
import type { OrderStatus } from '@/lib/domain/order-path';
import type { RefillRow } from '@/lib/domain/admin-contract';
import { addDays } from '@/lib/domain/calendar-days';
import { MAX_REMINDERS, mayContact, mayShip, type RefillDates } from '@/lib/domain/resupply';
import { storeDay } from '@/lib/domain/store-time';
import type { IntakeContext } from '../env';
import { refillCycles } from '../refills';

/** An answered refill stays on the list until its order has gone and a week has passed since her answer. */
const ANSWERED_DAYS = 7;
/** An unanswered cycle stays on the list (to call her) for this long after her supply ran out. */
const AFTER_END_DAYS = 30;

/** Where a cycle stands from its reminders and her answer, on `today`. */
function refillState(
  today: string,
  dates: RefillDates,
  kept: { reminders: number; answered: boolean; ordered: boolean },
): RefillRow['state'] {
  if (kept.answered) return kept.ordered ? 'answered' : 'not-needed';
  return kept.reminders >= MAX_REMINDERS || mayShip(today, dates) ? 'needs-call' : 'due';
}

/**
 * GET /admin/api/refills: the day's refill list, for the patients who said yes to reminders: whose supplies are due
 * (the 30-day window open, no answer yet), who answered (and whose refill may ship today), who needs a call. Soonest
 * to run out first.
 */
export async function listRefills(c: Context<IntakeContext>) {
  const today = storeDay();
  const cycles = await refillCycles(c.env.DB, today);
  const rows: RefillRow[] = cycles
    .filter(({ group, kept }) => {
      if (!mayContact(today, group)) return false;
      if (kept?.answered_at)
        return (
          (kept.order_status !== null && !gone(kept.order_status)) ||
          storeDay(new Date(kept.answered_at)) >= addDays(today, -ANSWERED_DAYS)
        );
      return today <= addDays(group.endsOn, AFTER_END_DAYS);
    })
    .map(({ patient, group, kept }) => {
      const state = refillState(today, group, {
        reminders: kept?.reminders ?? 0,
        answered: !!kept?.answered_at,
        ordered: !!kept?.order_number,
      });
      return {
        patientId: patient.id,
        name: `${patient.first_name} ${patient.last_name}`,
        phone: patient.phone_digits,
        language: patient.language,
        fromOrder: group.orderNumber,
        endsOn: group.endsOn,
        contactFrom: group.contactFrom,
        shipFrom: group.shipFrom,
        items: group.items.map((i) => ({ code: i.code, name: i.name, quantity: i.quantity })),
        state,
        reminders: kept?.reminders ?? 0,
        remindedAt: kept?.reminded_at ?? null,
        answeredOn: kept?.answered_at ? storeDay(new Date(kept.answered_at)) : null,
        orderNumber: kept?.order_number ?? null,
        orderStatus: kept?.order_status ?? null,
        toShip:
          state === 'answered' &&
          mayShip(today, group) &&
          kept?.order_status !== null &&
          kept?.order_status !== undefined &&
          !gone(kept.order_status),
      };
    });
  return c.json({ refills: rows });
}

/** A refill order that has left, or will not. */
const gone = (s: OrderStatus) => !['received', 'paperwork', 'confirmed', 'paid'].includes(s);
