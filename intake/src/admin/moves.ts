import type { Context } from 'hono';
import type { BillChange, Move } from '@/lib/domain/admin-contract';
import type { OrderTotals } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import { canMove, refusedMove, statusLabels, type OrderStatus } from '@/lib/domain/order-path';
import { formatDay, serviceMoment, storeDay } from '@/lib/domain/store-time';
import type { IntakeContext } from '../env';
import { now, Refused } from '../http';
import { emailPatient } from '../patient-mail';
import { expireOpenPages } from '../payments';
import { refundOrder } from '../refunds';
import { listed, loadDocuments, outstanding } from './documents';
import { latestCheck } from './eligibility';
import { postedRemittance } from './remittances';
import { pathState, type EventDetail, type OrderRecord } from './order-rows';

/** What the order's own figures allow a move: her share from Medicare's remittance, and what the patient owes. */
interface Bounds {
  month: number | null;
  /** What she is billed for the month being billed, from its posted remittance (null before one is posted). */
  share: number | null;
  owed: number;
  /** Where the latest claim for the month being billed stands (null before one is sent). */
  claim: string | null;
}

async function boundsOf(db: D1Database, order: OrderRecord): Promise<Bounds> {
  const month = order.rental_months ? (order.rental_month ?? 1) : null;
  const [paid, claim, remittance] = await Promise.all([
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM payments WHERE order_number = ?1 AND kind = 'order'`,
      )
      .bind(order.number)
      .first<{ cents: number }>(),
    db
      .prepare('SELECT state FROM claims WHERE order_number = ?1 AND month = ?2 ORDER BY id DESC LIMIT 1')
      .bind(order.number, month ?? 1)
      .first<{ state: string }>(),
    order.payment_method === 'medicare' ? postedRemittance(db, order.number, month ?? 1) : null,
  ]);
  return {
    month,
    share: remittance?.billed_cents ?? null,
    owed:
      order.payment_method === 'card'
        ? Math.max(0, order.due_now_cents - (paid?.cents ?? 0))
        : (order.bill_cents ?? 0),
    claim: claim?.state ?? null,
  };
}

/** The day an order left with its carrier, on the store's clock, or null for one that did not ship. */
const shipDay = (order: OrderRecord) => (order.shipped_at ? storeDay(new Date(order.shipped_at)) : null);

const forMonth = (b: Bounds) => (b.month ? `month ${b.month}` : 'this order');

/** What a move needs before it can be made, said as the back office's form would; bounded by the order's figures. */
function requirement(order: OrderRecord, m: Move, b: Bounds): string | null {
  switch (m.to) {
    case 'shipped':
      if (order.ship_from && order.ship_from > storeDay())
        return `This refill may ship from ${formatDay(order.ship_from)}: Medicare’s refill rule lets it go no sooner than 10 days before her current supply runs out.`;
      if (!m.carrier) return 'Choose the carrier it ships with.';
      if (m.carrier !== 'van' && !m.trackingNumber) return 'Give the carrier’s tracking number.';
      return null;
    case 'delivered': {
      const shipped = shipDay(order);
      if (order.payment_method === 'medicare' && !m.proofOfDelivery)
        return shipped
          ? 'Medicare needs proof of delivery: keep the carrier’s record that it was delivered to her address, then tick it.'
          : 'Medicare needs proof of delivery: keep the delivery ticket signed by the patient, then tick it.';
      const day = m.serviceDate;
      if (order.ship_from && (day ?? shipped ?? storeDay()) < order.ship_from)
        return `This refill may go to her from ${formatDay(order.ship_from)}: Medicare’s refill rule lets it go no sooner than 10 days before her current supply runs out.`;
      if (day && day > storeDay())
        return `${formatDay(day)} has not come yet: give the day she signed the delivery ticket (or the ship date).`;
      if (shipped && day && day < shipped)
        return `Order ${order.number} shipped on ${formatDay(shipped)}: its date of service is that day or the day the carrier delivered it, not ${formatDay(day)}.`;
      const placed = storeDay(new Date(order.placed_at));
      if (day && day < placed)
        return `Order ${order.number} was placed on ${formatDay(placed)}: it cannot have been delivered on ${formatDay(day)}.`;
      return null;
    }
    case 'claim-submitted':
      return `Send the claim from the Claims section of order ${order.number}: it is built from the order and sent to Medicare through the clearinghouse.`;
    case 'medicare-paid':
      return b.claim === 'paid'
        ? `Medicare’s payment for ${forMonth(b)} is posted from its remittance already.`
        : `Medicare’s payment is posted from its remittance (the 835) when the DME MAC sends it: nothing is typed. Check for Medicare’s answers under Claims.`;
    case 'share-billed':
      if (b.share === null)
        return `Her share is billed from Medicare’s remittance: none is posted for ${forMonth(b)} yet.`;
      if (b.share === 0)
        return `Medicare’s remittance leaves her nothing to pay for ${forMonth(b)}: mark it paid with nothing to bill.`;
      return m.amount !== undefined && m.amount !== b.share
        ? `Her share for ${forMonth(b)} is ${formatMoney(b.share)}, from Medicare’s remittance: it is billed as it is, not typed.`
        : null;
    case 'paid':
      // A Medicare order paid in full by Medicare: nothing is billed, and no amount is asked.
      if (order.payment_method === 'medicare' && order.status === 'medicare-paid') return null;
      if (order.payment_method === 'card' && !m.amount) return 'Give the amount the patient paid.';
      return m.amount !== undefined && m.amount > b.owed
        ? `Order ${order.number} owes ${formatMoney(b.owed)}: a payment of ${formatMoney(m.amount)} cannot be recorded. Record what was taken; a part payment is recorded as a part.`
        : m.amount === 0
          ? 'Give the amount the patient paid (more than $0.00).'
          : null;
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
 * Medicare's paperwork before a Medicare order is confirmed or delivered: confirming waits for every document the
 * items need, unless the staff member says why it goes ahead without them (the answer, recorded with the step); an
 * item on CMS's list of those needing the written order before delivery is never delivered without it.
 */
async function paperworkCheck(db: D1Database, order: OrderRecord, m: Move): Promise<string | null> {
  if (order.payment_method !== 'medicare' || !['confirmed', 'shipped', 'delivered'].includes(m.to))
    return null;
  const docs = await loadDocuments(db, order);
  if (m.to !== 'confirmed') {
    const first = outstanding(docs).find((d) => d.beforeDelivery);
    if (first)
      throw new Refused(422, {
        message: `Order ${order.number} cannot be ${m.to === 'shipped' ? 'shipped' : 'delivered'} yet: Medicare pays for the ${listed(first.codes)} only when the ${first.name.toLowerCase()} is in before delivery (CMS’s list of items needing a written order prior to delivery). Record it first.`,
      });
    return null;
  }
  const names = outstanding(docs).map((d) => d.name.toLowerCase());
  if (names.length === 0) return null;
  if (!m.reason)
    throw new Refused(422, {
      message: `Order ${order.number} cannot be confirmed while Medicare’s paperwork is missing: the ${listed(names)}. Record each as received (or waived, with why), or confirm without them and say why.`,
    });
  return `Confirmed without the ${listed(names)}: ${m.reason}`;
}

/**
 * Medicare's own answer before a Medicare order is confirmed: her Part B active today and no Medicare Advantage plan
 * in its place. Without a check that matched her, the staff member says why it goes ahead (a check on the DME MAC's
 * portal, say), recorded with the step; an inactive Part B or an Advantage plan is never confirmed for Original
 * Medicare. A Qualified Medicare Beneficiary is never billed a share.
 */
async function coverageCheck(db: D1Database, order: OrderRecord, m: Move): Promise<string | null> {
  if (order.payment_method !== 'medicare' || (m.to !== 'confirmed' && m.to !== 'share-billed')) return null;
  const check = await latestCheck(db, order.number);
  if (m.to === 'share-billed') {
    if (check?.qmb)
      throw new Refused(422, {
        message: `Medicare says she is a Qualified Medicare Beneficiary: no share of order ${order.number} may be billed to her. Mark it paid with nothing to bill.`,
      });
    return null;
  }
  if (check?.answer === 'advantage')
    throw new Refused(422, {
      message: `Order ${order.number} cannot be confirmed for Original Medicare: she is in a Medicare Advantage plan (${check.advantagePlan}), which is billed instead. Track Order tells her so; call her about billing her plan, or cancel the order saying why.`,
    });
  if (check?.answer === 'inactive')
    throw new Refused(422, {
      message: `Order ${order.number} cannot be confirmed: Medicare says her Part B is not active, so it will not pay. Ask her about her coverage and check again, or cancel the order saying why.`,
    });
  if (check?.answer === 'active') return null;
  if (!m.reason)
    throw new Refused(422, {
      message: `Order ${order.number} cannot be confirmed before Medicare has answered for her: check her eligibility, or confirm without it and say why.`,
    });
  return `Confirmed without an eligibility check that matched her: ${m.reason}`;
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
  const bounds = await boundsOf(c.env.DB, order);
  const missing = requirement(order, m, bounds);
  if (missing) throw new Refused(422, { message: missing });
  const without = [await paperworkCheck(c.env.DB, order, m), await coverageCheck(c.env.DB, order, m)]
    .filter(Boolean)
    .join('; ');
  // Money goes back as Stripe returns it, one refund at a time per order (refunds.ts).
  if (m.to === 'refunded')
    return refundOrder(c.env, order.number, {
      amount: m.amount ?? 0,
      staff,
      reason: m.reason ?? '',
      finalStep: true,
    });
  // Cancelling or taking payment by phone makes paying online moot: every open page is expired first.
  if (m.to === 'cancelled' || m.to === 'paid') await expireOpenPages(c.env, order.number);

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
      step('confirmed', without ? { reason: without } : {});
      // A card order paid online before a specialist confirmed it is paid once confirmed.
      if (order.payment_method === 'card' && order.paid_cents >= totals.total && totals.total > 0) {
        status = 'paid';
        step('paid');
      }
      break;
    case 'shipped':
      set.carrier = m.carrier;
      set.tracking_number = m.trackingNumber || null;
      set.shipped_at = at;
      step('shipped', { carrier: m.carrier, trackingNumber: m.trackingNumber || undefined });
      break;
    case 'delivered': {
      // The date of service, Medicare's and every rental month's: the day she signed the ticket, or for an item a
      // carrier took, the ship date unless staff give the day it arrived; kept as noon that day in New York.
      const day = m.serviceDate ?? shipDay(order) ?? storeDay();
      set.delivered_at = serviceMoment(day);
      if (order.rental_months) set.rental_month = 1;
      const serials = (m.serials ?? []).filter((x) => x.serial).map((x) => x.serial);
      step(
        'delivered',
        {
          proofOfDelivery: m.proofOfDelivery ? (order.shipped_at ? 'carrier' : true) : undefined,
          serviceDate: day,
          text: serials.length ? `serial or lot ${serials.join(', ')}` : undefined,
        },
        order.rental_months ? 1 : null,
      );
      break;
    }
    case 'share-billed':
      set.bill_cents = bounds.share;
      step('share-billed', { amount: bounds.share ?? 0, text: 'her share, from Medicare’s remittance' });
      break;
    case 'paid': {
      if (order.payment_method === 'medicare' && order.status === 'medicare-paid') {
        // Medicare paid it all (or her share is billed to another payer): nothing is billed, nothing is taken.
        set.bill_cents = null;
        step('paid', { reason: m.reason, text: 'nothing to bill' });
        break;
      }
      const amount = m.amount ?? bounds.owed;
      payment = { kind: order.payment_method === 'card' ? 'order' : 'share', amount };
      set.paid_cents = order.paid_cents + amount;
      const part = amount < bounds.owed;
      if (order.payment_method === 'medicare') set.bill_cents = part ? bounds.owed - amount : null;
      if (part) {
        // A part payment: recorded as one, and the order waits for the rest at the same step.
        status = order.status;
        events.push({
          status: null,
          kind: 'payment',
          detail: {
            amount,
            reason: m.reason,
            text: `taken by phone, part payment: ${formatMoney(bounds.owed - amount)} still owed`,
          },
          month,
        });
      } else step('paid', { amount, reason: m.reason, text: 'taken by phone' });
      break;
    }
    case 'cancelled':
      // Nothing more is needed of the sealed details once an order is cancelled: they are deleted with it.
      set.sealed_medicare = null;
      set.bill_cents = null;
      step('cancelled', { reason: m.reason });
      break;
    default:
      step(m.to);
  }

  const db = c.env.DB;
  const columns = Object.keys(set);
  // The update holds only if nobody moved the order in between; the events are written only if it did.
  const update = db
    .prepare(
      `UPDATE orders SET status = ?3${columns.map((k, i) => `, ${k} = ?${i + 4}`).join('')}
       WHERE number = ?1 AND status = ?2 AND paid_cents = ?${columns.length + 4}`,
    )
    .bind(order.number, order.status, status, ...columns.map((k) => set[k]), order.paid_cents);
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
    // Its documents' sealed parts go with the order's own once it is cancelled.
    // Each item's serial or lot number, as read off it at delivery.
    ...(m.to === 'delivered'
      ? (m.serials ?? [])
          .filter((x) => x.serial)
          .map((x) =>
            db
              .prepare(
                `UPDATE order_lines SET serial = ?3 WHERE order_number = ?1 AND product_id = ?2
                 AND (SELECT status FROM orders WHERE number = ?1) = 'delivered'`,
              )
              .bind(order.number, x.id, x.serial),
          )
      : []),
    ...(m.to === 'cancelled'
      ? [
          db
            .prepare(
              `UPDATE order_documents SET sealed_request = NULL, sealed_receipt = NULL
               WHERE order_number = ?1 AND (SELECT status FROM orders WHERE number = ?1) = 'cancelled'`,
            )
            .bind(order.number),
        ]
      : []),
  ]);
  if (results[0]?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Order ${order.number} was changed by someone else just now. Reload it and try again.`,
    });

  // The signed copies go with the rest of what is sealed once an order is cancelled.
  if (m.to === 'cancelled') {
    const { results: files } = await db
      .prepare('SELECT object_key FROM document_files WHERE order_number = ?1')
      .bind(order.number)
      .all<{ object_key: string }>();
    if (files.length) {
      await c.env.DOCUMENTS.delete(files.map((f) => f.object_key));
      await db.prepare('DELETE FROM document_files WHERE order_number = ?1').bind(order.number).run();
    }
  }
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

/**
 * A bill corrected or voided before it is paid, with a reason: its open payment page is expired first, the patient
 * is e-mailed the corrected bill, and Pay a Bill shows the new amount from then on. Voiding takes the order back to
 * "Medicare paid", to bill again or mark nothing to bill.
 */
export async function changeBill(c: Context<IntakeContext>, order: OrderRecord, change: BillChange) {
  const staff = c.get('staff');
  if (order.status !== 'share-billed' || !order.bill_cents)
    throw new Refused(409, {
      message: `Order ${order.number} has no unpaid bill: only a bill not yet paid can be corrected or voided.`,
    });
  if (change.action === 'correct') {
    const b = await boundsOf(c.env.DB, order);
    // Lowered (her supplemental insurer paid part, say), never raised past what Medicare's remittance says is hers.
    if (b.share !== null && change.amount > b.share)
      throw new Refused(422, {
        message: `Her share for ${forMonth(b)} is at most ${formatMoney(b.share)}, from Medicare’s remittance: ${formatMoney(change.amount)} is more.`,
      });
    if (change.amount === order.bill_cents)
      throw new Refused(422, { message: `The bill is ${formatMoney(order.bill_cents)} already.` });
  }
  await expireOpenPages(c.env, order.number);
  const db = c.env.DB;
  const at = now();
  const month = order.rental_months ? (order.rental_month ?? 1) : null;
  const voided = change.action === 'void';
  const detail: EventDetail = voided
    ? { amount: order.bill_cents, reason: change.reason, text: 'bill voided' }
    : {
        amount: change.amount,
        reason: change.reason,
        text: `bill corrected from ${formatMoney(order.bill_cents)}`,
      };
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET bill_cents = ?3, status = ?4 WHERE number = ?1 AND status = 'share-billed' AND bill_cents = ?2`,
      )
      .bind(
        order.number,
        order.bill_cents,
        voided ? null : change.amount,
        voided ? 'medicare-paid' : 'share-billed',
      ),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
      )
      .bind(
        order.number,
        voided ? 'status' : 'payment',
        voided ? 'medicare-paid' : null,
        at,
        staff,
        JSON.stringify(detail),
        month,
      ),
  ]);
  if (update?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Order ${order.number} was changed by someone else just now. Reload it and try again.`,
    });
  if (!voided) c.executionCtx.waitUntil(emailPatient(c.env, order, { kind: 'bill', corrected: true }));
}
