import type { Context } from 'hono';
import type { Move } from '@/lib/domain/admin-contract';
import type { OrderTotals } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import { canMove, refusedMove, statusLabels, type OrderStatus } from '@/lib/domain/order-path';
import type { IntakeContext } from '../env';
import { now, Refused } from '../http';
import { emailPatient } from '../patient-mail';
import { refundPayments } from '../payments';
import { pathState, type EventDetail, type OrderRecord } from './order-rows';

/** What a move needs before it can be made, said as the back office's form would. */
function requirement(order: OrderRecord, m: Move): string | null {
  switch (m.to) {
    case 'shipped':
      if (!m.carrier) return 'Choose the carrier it ships with.';
      if (m.carrier !== 'van' && !m.trackingNumber) return 'Give the carrier’s tracking number.';
      return null;
    case 'delivered':
      return order.payment_method === 'medicare' && !m.proofOfDelivery
        ? 'Medicare needs proof of delivery: keep the delivery ticket signed by the patient, then tick it.'
        : null;
    case 'medicare-paid':
      return m.amount === undefined ? 'Give the amount Medicare paid.' : null;
    case 'share-billed':
      return !m.amount ? 'Give the patient’s share to bill (more than $0.00).' : null;
    case 'paid':
      return order.payment_method === 'card' && !m.amount ? 'Give the amount the patient paid.' : null;
    case 'cancelled':
      return !m.reason ? 'Say why the order is cancelled.' : null;
    case 'refunded': {
      const left = order.paid_cents - order.refunded_cents;
      if (!m.amount) return 'Give the amount to refund.';
      if (m.amount > left) return `At most ${formatMoney(left)} is left to refund.`;
      return !m.reason ? 'Say why the money is refunded.' : null;
    }
    default:
      return null;
  }
}

/**
 * Moves an order one step along its own path, as the staff member asked, from the step they saw it at: anything
 * else is refused with a sentence (409). The step, its details and who made it go into the timeline, in one batch.
 */
export async function moveOrder(
  c: Context<IntakeContext>,
  order: OrderRecord,
  m: Move & { from: OrderStatus },
) {
  const staff = c.get('staff');
  if (order.status !== m.from)
    throw new Refused(409, {
      message: `Order ${order.number} is now ${statusLabels[order.status].toLowerCase()}: someone changed it after you opened it. Reload it and try again.`,
    });
  if (!canMove(pathState(order), m.to))
    throw new Refused(409, { message: refusedMove(pathState(order), order.number, m.to) });
  const missing = requirement(order, m);
  if (missing) throw new Refused(422, { message: missing });

  const at = now();
  const totals = JSON.parse(order.totals_json) as OrderTotals;
  const set: Record<string, unknown> = {};
  let status: OrderStatus = m.to;
  /** Money taken by phone (the payments table holds every payment, so a refund knows where it goes back to). */
  let payment: { kind: 'order' | 'share'; amount: number } | null = null;
  const events: {
    status: OrderStatus | null;
    kind: 'status' | 'payment';
    detail: EventDetail;
    month: number | null;
  }[] = [];
  const month = order.rental_months ? (order.rental_month ?? 1) : null;
  const step = (s: OrderStatus, detail: EventDetail = {}, inMonth = month) =>
    events.push({ status: s, kind: 'status', detail, month: inMonth });

  switch (m.to) {
    case 'confirmed':
      step('confirmed');
      // A card order paid online before a specialist confirmed it is paid once confirmed.
      if (order.payment_method === 'card' && order.paid_cents >= totals.total && totals.total > 0) {
        status = 'paid';
        step('paid');
      }
      break;
    case 'shipped':
      set.carrier = m.carrier;
      set.tracking_number = m.trackingNumber || null;
      step('shipped', { carrier: m.carrier, trackingNumber: m.trackingNumber || undefined });
      break;
    case 'delivered':
      set.delivered_at = at;
      if (order.rental_months) set.rental_month = 1;
      step('delivered', { proofOfDelivery: m.proofOfDelivery || undefined }, order.rental_months ? 1 : null);
      break;
    case 'claim-submitted': {
      // The next month of a rental is claimed once the month before is paid.
      const next = order.status === 'paid' && month ? month + 1 : month;
      if (next !== month) set.rental_month = next;
      step('claim-submitted', {}, next);
      break;
    }
    case 'medicare-paid':
      step('medicare-paid', { amount: m.amount });
      break;
    case 'share-billed':
      set.bill_cents = m.amount;
      step('share-billed', { amount: m.amount });
      break;
    case 'paid': {
      const amount = order.payment_method === 'card' ? (m.amount ?? 0) : (order.bill_cents ?? 0);
      set.paid_cents = order.paid_cents + amount;
      set.bill_cents = null;
      payment = { kind: order.payment_method === 'card' ? 'order' : 'share', amount };
      step('paid', { amount, reason: m.reason, text: 'taken by phone' });
      break;
    }
    case 'cancelled':
      // Nothing more is needed of the sealed details once an order is cancelled: they are deleted with it.
      set.sealed_medicare = null;
      set.bill_cents = null;
      step('cancelled', { reason: m.reason });
      break;
    case 'refunded': {
      const refunded = order.refunded_cents + (m.amount ?? 0);
      set.refunded_cents = refunded;
      // The money goes back where it came from: a card payment through Stripe (idempotent, so a retried refund
      // returns nothing twice), a payment taken by phone by the store's own means.
      const text = (await refundPayments(c.env, order, m.amount ?? 0)).join('; ');
      // A part refunded is recorded; the whole refunded is the order's last step.
      if (refunded < order.paid_cents) {
        status = order.status;
        events.push({
          status: null,
          kind: 'payment',
          detail: { amount: m.amount, reason: `Refunded: ${m.reason}`, text },
          month,
        });
      } else step('refunded', { amount: m.amount, reason: m.reason, text });
      break;
    }
    default:
      step(m.to);
  }

  const db = c.env.DB;
  const columns = Object.keys(set);
  // The update holds only if nobody moved the order in between; the events are written only if it did.
  const update = db
    .prepare(
      `UPDATE orders SET status = ?3${columns.map((k, i) => `, ${k} = ?${i + 4}`).join('')} WHERE number = ?1 AND status = ?2`,
    )
    .bind(order.number, order.status, status, ...columns.map((k) => set[k]));
  const results = await db.batch([
    update,
    ...(payment
      ? [
          db
            .prepare(
              `INSERT INTO payments (order_number, kind, amount_cents, reference, month, at)
               SELECT ?1, ?2, ?3, NULL, ?4, ?5 WHERE changes() = 1`,
            )
            .bind(order.number, payment.kind, payment.amount, month, at),
        ]
      : []),
    ...events.map((e) =>
      db
        .prepare(
          `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
        )
        .bind(order.number, e.kind, e.status, at, staff, JSON.stringify(e.detail), e.month),
    ),
  ]);
  if (results[0]?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Order ${order.number} was changed by someone else just now. Reload it and try again.`,
    });

  if (m.to === 'shipped')
    c.executionCtx.waitUntil(
      emailPatient(c.env, order, {
        kind: 'shipped',
        carrier: m.carrier!,
        trackingNumber: m.trackingNumber || null,
      }),
    );
  if (m.to === 'share-billed') c.executionCtx.waitUntil(emailPatient(c.env, order, { kind: 'bill' }));
}
