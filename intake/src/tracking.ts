import type { Context } from 'hono';
import { trackRequestSchema, type TrackResponse } from '@/lib/domain/intake-contract';
import { rentalBillingDate, type OrderStatus } from '@/lib/domain/order-path';
import type { RentalShare } from '@/lib/domain/estimate';
import { rentalItems } from '@/lib/domain/rentals';
import { storeDay } from '@/lib/domain/store-time';
import { loadDocuments, outstanding } from './admin/documents';
import { latestCheck } from './admin/eligibility';
import type { OrderRecord } from './admin/order-rows';
import { postedRemittance, remittanceFigures } from './admin/remittances';
import type { IntakeContext } from './env';
import { readBody, Refused } from './http';
import { say, spoken } from './language';
import { limitRate } from './rate-limit';

/** Where her rental stands: its month, the next billing date, and whether it is hers, serviced or ended. */
function rentalOf(order: OrderRecord, month: number, months: number): NonNullable<TrackResponse['rental']> {
  const items = rentalItems(
    { status: order.status, month, deliveredAt: order.delivered_at, endedOn: order.rental_ended_on },
    JSON.parse(order.rentals_json) as RentalShare[],
  );
  return {
    month,
    months,
    nextBillingDate:
      order.delivered_at && month < months && !order.rental_ended_on
        ? rentalBillingDate(new Date(order.delivered_at), month + 1).toISOString()
        : null,
    owned: items.some((i) => i.state === 'owned'),
    serviceUntil: items.find((i) => i.state === 'serviced')?.until ?? null,
    endedOn: order.rental_ended_on,
  };
}

/**
 * POST /track: an order number and its ZIP code give where the order is on its path, its dates, its carrier and
 * what the patient owes or has paid: nothing of what is in it. A wrong ZIP code gets the same answer as an unknown
 * number.
 */
export async function trackOrder(c: Context<IntakeContext>) {
  await limitRate(c, 'track');
  const { orderNumber, zipCode } = await readBody(c, trackRequestSchema);
  const db = c.env.DB;
  const order = await db
    .prepare('SELECT * FROM orders WHERE number = ?1 AND zip5 = ?2')
    .bind(orderNumber, zipCode.slice(0, 5))
    .first<OrderRecord>();
  if (!order) throw new Refused(404, { message: say(c, 'noOrder') }, spoken(c));
  const { results: steps } = await db
    .prepare(
      `SELECT status, at, month FROM order_events WHERE order_number = ?1 AND kind = 'status' ORDER BY id`,
    )
    .bind(order.number)
    .all<{ status: OrderStatus; at: string; month: number | null }>();
  const { results: payments } = await db
    .prepare(`SELECT amount_cents, at, kind FROM payments WHERE order_number = ?1 ORDER BY at, id LIMIT 100`)
    .bind(order.number)
    .all<{ amount_cents: number; at: string; kind: string }>();
  const month = order.rental_month ?? 1;
  // Before delivery, a Medicare order may wait on her practitioner's office: when the store asked, and will again.
  const before = ['received', 'paperwork', 'confirmed'].includes(order.status);
  const waiting = before ? outstanding(await loadDocuments(db, order)) : [];
  const check = before && order.payment_method === 'medicare' ? await latestCheck(db, order.number) : null;
  const claim =
    order.status === 'claim-submitted'
      ? await db
          .prepare('SELECT state FROM claims WHERE order_number = ?1 AND month = ?2 ORDER BY id DESC LIMIT 1')
          .bind(order.number, month)
          .first<{ state: string }>()
      : null;
  const remittance =
    order.payment_method === 'medicare' &&
    ['medicare-paid', 'share-billed', 'paid', 'closed'].includes(order.status)
      ? await postedRemittance(db, order.number, month)
      : null;
  const earliest = (days: (string | null)[]) => days.filter((d): d is string => d !== null).sort()[0] ?? null;
  const body: TrackResponse = {
    orderNumber: order.number,
    payer: order.payment_method,
    status: order.status,
    placedAt: order.placed_at,
    steps,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    rental: order.rental_months ? rentalOf(order, month, order.rental_months) : null,
    bill: order.bill_cents ? { amount: order.bill_cents, month: order.rental_months ? month : null } : null,
    paid: order.paid_cents,
    refunded: order.refunded_cents,
    medicarePaid: order.medicare_paid_cents,
    paperwork: waiting.length
      ? {
          askedOn: earliest(waiting.map((d) => d.requestedAt && storeDay(new Date(d.requestedAt)))),
          followUpOn: earliest(waiting.map((d) => d.followUpOn)),
        }
      : null,
    coverage: check?.answer === 'advantage' || check?.answer === 'inactive' ? check.answer : null,
    claim:
      claim?.state === 'accepted'
        ? 'accepted'
        : claim?.state === 'rejected'
          ? 'returned'
          : claim?.state === 'denied'
            ? 'denied'
            : null,
    remittance: remittance && remittanceFigures(remittance),
    payments: payments.map((p) => ({
      amount: p.amount_cents,
      at: p.at,
      for: p.kind === 'share' ? 'share' : 'order',
    })),
  };
  return c.json(body);
}
