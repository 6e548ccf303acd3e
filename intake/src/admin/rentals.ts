import type { Context } from 'hono';
import type { DueClaim, RentalEnd } from '@/lib/domain/admin-contract';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { adherenceHold } from '@/lib/domain/claim-lines';
import { hcpcsCodes } from '@/lib/domain/documentation';
import { billingDay } from '@/lib/domain/rentals';
import { documentationRules } from '../catalog';
import { adherenceOfOrders } from './adherence';
import type { IntakeContext, IntakeEnv } from '../env';
import { now, Refused } from '../http';
import type { OrderRecord } from './order-rows';

/** Whether the rental was ended before `month`'s billing date: that month, and every one after, is not claimed. */
export function endedBefore(order: OrderRecord, month: number): boolean {
  return Boolean(
    order.rental_ended_on &&
    order.delivered_at &&
    billingDay(order.delivered_at, month) > order.rental_ended_on,
  );
}

/**
 * The claim an order has due, and from which day, as the schedule sees it: month 1 once delivered (its date of
 * service), a rental's next month once the month before is paid (its billing date); none once the rental ended.
 */
function dueOf(order: OrderRecord): { month: number; on: string } | null {
  if (!order.delivered_at) return null;
  if (order.status === 'delivered') return { month: 1, on: storeDay(new Date(order.delivered_at)) };
  const month = order.rental_month ?? 1;
  if (order.status !== 'paid' || !order.rental_months || month >= order.rental_months) return null;
  if (endedBefore(order, month + 1)) return null;
  return { month: month + 1, on: billingDay(order.delivered_at, month + 1) };
}

/**
 * The hourly schedule's part for claims: every Medicare order whose claim's day has come is put in the "due today"
 * queue, once. The claim itself is sent by staff from the order (her Medicare number and the written order are
 * opened in their browser, never here). Returns how many were queued now.
 */
export async function queueDueClaims(env: IntakeEnv, at = new Date()): Promise<number> {
  const db = env.DB;
  const today = storeDay(at);
  const { results } = await db
    .prepare(
      `SELECT * FROM orders WHERE payment_method = 'medicare' AND status IN ('delivered', 'paid') AND junk = 0`,
    )
    .all<OrderRecord>();
  const due = results.flatMap((o) => {
    const d = dueOf(o);
    return d && d.on <= today ? [{ number: o.number, ...d }] : [];
  });
  let queued = 0;
  const queuedAt = at.toISOString();
  for (let i = 0; i < due.length; i += 50) {
    const answers = await db.batch(
      due.slice(i, i + 50).map((d) =>
        db
          .prepare(
            `INSERT INTO claims_due (order_number, month, due_on, queued_at) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT (order_number, month) DO NOTHING`,
          )
          .bind(d.number, d.month, d.on, queuedAt),
      ),
    );
    queued += answers.reduce((n, a) => n + (a.meta.changes ?? 0), 0);
  }
  return queued;
}

/**
 * GET /admin/api/claims/due (POST: after looking for them now): the "due today" queue, oldest first: each order's month whose billing date has come
 * and whose claim is not sent yet, with the patient's name and the day it was due.
 */
export async function dueClaims(c: Context<IntakeContext>) {
  // POST: the schedule's look for claims due, run now rather than at the next hour.
  if (c.req.method === 'POST') await queueDueClaims(c.env);
  const today = storeDay();
  const { results } = await c.env.DB.prepare(
    `SELECT d.order_number, d.month, d.due_on, o.first_name, o.last_name, o.rental_months, o.language,
       o.delivered_at
     FROM claims_due d JOIN orders o ON o.number = d.order_number
     WHERE d.due_on <= ?1 AND o.status IN ('delivered', 'paid')
       AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.order_number = d.order_number AND c.month = d.month)
     ORDER BY d.due_on, d.order_number LIMIT 200`,
  )
    .bind(today)
    .all<{
      order_number: string;
      month: number;
      due_on: string;
      first_name: string;
      last_name: string;
      rental_months: number | null;
      language: 'en' | 'es';
      delivered_at: string | null;
    }>();
  const held = await heldMonths(c.env.DB, results);
  const due: DueClaim[] = results.map((r) => ({
    orderNumber: r.order_number,
    patient: `${r.first_name} ${r.last_name}`,
    month: r.month,
    months: r.rental_months,
    dueOn: r.due_on,
    language: r.language,
    held: held.get(`${r.order_number}/${r.month}`) ?? null,
  }));
  return c.json({ due });
}

/**
 * The due months that are held, and why: a CPAP's or bilevel's month past the adherence rule's start while her use
 * or the re-evaluation visit is not on file (the claim says the same when staff open it). Read in three statements.
 */
async function heldMonths(
  db: D1Database,
  due: readonly { order_number: string; month: number; delivered_at: string | null }[],
): Promise<Map<string, string>> {
  const rules = documentationRules();
  const held = new Map<string, string>();
  const later = due.filter((d) => d.month > 1 && d.delivered_at);
  if (later.length === 0) return held;
  const { results: lines } = await db
    .prepare(
      `SELECT order_number, hcpcs FROM order_lines WHERE order_number IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(later.map((d) => d.order_number)))
    .all<{ order_number: string; hcpcs: string | null }>();
  const rented = later.flatMap((d) => {
    const codes = lines
      .filter((l) => l.order_number === d.order_number)
      .flatMap((l) => hcpcsCodes(l.hcpcs))
      .flatMap((code) => {
        const a = rules.codes[code]?.adherence;
        return a && d.month >= a.fromMonth ? [{ code, fromMonth: a.fromMonth }] : [];
      });
    return codes.length ? [{ ...d, codes }] : [];
  });
  const adherence = await adherenceOfOrders(
    db,
    rented.map((d) => ({ number: d.order_number, dos: storeDay(new Date(d.delivered_at!)) })),
  );
  for (const d of rented) {
    const a = adherence.get(d.order_number)!;
    const usage = { met: a.usageMetOn !== null, words: a.words };
    const why = d.codes
      .map((x) => adherenceHold(x.code, d.month, x.fromMonth, usage, a.reevaluatedOn !== null))
      .find(Boolean);
    if (why) held.set(`${d.order_number}/${d.month}`, why);
  }
  return held;
}

const reasons: Record<RentalEnd['reason'], string> = {
  returned: 'the equipment returned',
  hospital: 'a stay in hospital or a nursing home',
  death: 'her death',
  other: 'another reason',
};

/**
 * POST /admin/api/orders/:number/rental-end: the rental ended early, on a day, for a reason. The months whose billing
 * date comes after it are not claimed; the order's page prints a pickup ticket for the equipment.
 */
export async function endRental(c: Context<IntakeContext>, order: OrderRecord, ask: RentalEnd) {
  if (!order.rental_months || order.payment_method !== 'medicare')
    throw new Refused(409, { message: `Order ${order.number} has nothing rented through Medicare.` });
  if (!order.delivered_at)
    throw new Refused(409, {
      message: `Order ${order.number} is not delivered yet: cancel it instead, saying why.`,
    });
  if (order.rental_ended_on)
    throw new Refused(409, {
      message: `The rental of order ${order.number} ended on ${formatDay(order.rental_ended_on)} already.`,
    });
  if (['closed', 'cancelled', 'refunded'].includes(order.status))
    throw new Refused(409, { message: `Order ${order.number} is closed: its rental is over.` });
  const delivered = storeDay(new Date(order.delivered_at));
  if (ask.on < delivered)
    throw new Refused(422, {
      message: `The rental began on ${formatDay(delivered)}, its date of service: it cannot have ended on ${formatDay(ask.on)}.`,
    });
  if (ask.on > storeDay())
    throw new Refused(422, { message: `${formatDay(ask.on)} has not come yet: give the day it ended.` });
  const at = now();
  const staff = c.get('staff');
  const text = `Rental ended on ${formatDay(ask.on)}: ${reasons[ask.reason]}. ${ask.note}`.trim();
  const [updated] = await c.env.DB.batch([
    c.env.DB.prepare(
      `UPDATE orders SET rental_ended_on = ?2, rental_end_reason = ?3, rental_end_note = ?4
       WHERE number = ?1 AND rental_ended_on IS NULL AND status = ?5`,
    ).bind(order.number, ask.on, ask.reason, ask.note || null, order.status),
    c.env.DB.prepare(
      `INSERT INTO order_events (order_number, kind, at, staff, detail_json, month)
       SELECT ?1, 'note', ?2, ?3, ?4, ?5 WHERE changes() = 1`,
    ).bind(order.number, at, staff, JSON.stringify({ text }), order.rental_month ?? 1),
  ]);
  if (updated?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Order ${order.number} was changed by someone else just now. Reload it and try again.`,
    });
}
