import Stripe from 'stripe';
import { formatMoney } from '@/lib/domain/money';
import type { OrderRecord } from './admin/order-rows';
import type { IntakeEnv } from './env';
import { now, Refused } from './http';
import { stripeOf } from './payments';

/**
 * Money returned, recorded as it was made: one refund at a time per order (a claim in D1 taken before Stripe is
 * called and given back when it answers), each request to Stripe with a key of its own, each refund written once by
 * its Stripe id, and never more returned than was paid.
 */

/** A claim older than this was left by a request that died: the next refund may take it. */
const CLAIM_SECONDS = 120;

export interface RefundAsked {
  amount: number;
  /** Who asked (null: the intake itself, or Stripe's dashboard). */
  staff: string | null;
  reason: string;
  /** Whether returning the whole of what was paid makes the order's step "refunded" (not for a cancelled order). */
  finalStep: boolean;
}

/** The statements that record one refund, each only if the one before it wrote: a refund seen twice counts once. */
function refundStatements(
  db: D1Database,
  o: Pick<OrderRecord, 'number' | 'paid_cents' | 'refunded_cents' | 'status'>,
  paymentId: number,
  refund: { amount: number; stripeId: string | null; text: string },
  asked: Omit<RefundAsked, 'amount'>,
  at = now(),
): D1PreparedStatement[] {
  const whole = asked.finalStep && o.refunded_cents + refund.amount >= o.paid_cents;
  const detail = JSON.stringify({
    amount: refund.amount,
    reason: `Refunded: ${asked.reason}`,
    text: refund.text,
  });
  return [
    db
      .prepare(
        `INSERT INTO refunds (order_number, payment_id, amount_cents, stripe_id, at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (stripe_id) DO NOTHING`,
      )
      .bind(o.number, paymentId, refund.amount, refund.stripeId, at),
    db
      .prepare(
        `UPDATE payments SET refunded_cents = refunded_cents + ?2
         WHERE id = ?1 AND refunded_cents + ?2 <= amount_cents AND changes() = 1`,
      )
      .bind(paymentId, refund.amount),
    db
      .prepare(
        `UPDATE orders SET refunded_cents = refunded_cents + ?2,
           status = CASE WHEN ?3 AND refunded_cents + ?2 >= paid_cents THEN 'refunded' ELSE status END
         WHERE number = ?1 AND changes() = 1`,
      )
      .bind(o.number, refund.amount, whole ? 1 : 0),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1`,
      )
      .bind(o.number, whole ? 'status' : 'payment', whole ? 'refunded' : null, at, asked.staff, detail),
  ];
}

const readOrder = (db: D1Database, number: string) =>
  db.prepare('SELECT * FROM orders WHERE number = ?1').bind(number).first<OrderRecord>();

/** Stripe's refusal in words staff can act on. */
function refusal(error: unknown, done: number): Refused {
  const said = error instanceof Stripe.errors.StripeError ? error.message : 'Stripe did not answer.';
  const before = done ? ` ${formatMoney(done)} was refunded before it refused; the order shows it.` : '';
  return new Refused(422, { message: `Stripe refused the refund: ${said}${before}` });
}

/**
 * Returns `asked.amount` of an order's payments, newest first: a card payment through Stripe, a payment taken by
 * phone by the store's own means (recorded as such). Refused with a sentence while another refund of the order is
 * being made, when more is asked than is left, or when Stripe refuses (its reason in words).
 */
export async function refundOrder(env: IntakeEnv, number: string, asked: RefundAsked): Promise<void> {
  const db = env.DB;
  const claim = crypto.randomUUID();
  const at = now();
  const stale = new Date(Date.now() - CLAIM_SECONDS * 1000).toISOString();
  const taken = await db
    .prepare(
      `UPDATE orders SET refund_claim = ?2, refund_claimed_at = ?3
       WHERE number = ?1 AND (refund_claim IS NULL OR refund_claimed_at < ?4)`,
    )
    .bind(number, claim, at, stale)
    .run();
  if (taken.meta.changes !== 1)
    throw new Refused(409, {
      message: `Another refund of order ${number} is being made right now. Wait for it to finish, reload the order and try again.`,
    });
  let done = 0;
  try {
    let o = await readOrder(db, number);
    if (!o) throw new Refused(404, { message: `There is no order ${number}.` });
    const left = o.paid_cents - o.refunded_cents;
    if (asked.amount <= 0) throw new Refused(422, { message: 'Give the amount to refund.' });
    if (asked.amount > left)
      throw new Refused(422, { message: `At most ${formatMoney(left)} is left to refund.` });
    const { results } = await db
      .prepare(
        `SELECT id, amount_cents, refunded_cents, reference FROM payments WHERE order_number = ?1 ORDER BY id DESC`,
      )
      .bind(number)
      .all<{ id: number; amount_cents: number; refunded_cents: number; reference: string | null }>();
    const stripe = stripeOf(env);
    let rest = asked.amount;
    for (const p of results) {
      const part = Math.min(rest, p.amount_cents - p.refunded_cents);
      if (part <= 0) continue;
      let refund: { amount: number; stripeId: string | null; text: string };
      if (p.reference && stripe) {
        let made: Stripe.Refund;
        try {
          made = await stripe.refunds.create(
            { payment_intent: p.reference, amount: part, metadata: { order: number, claim } },
            { idempotencyKey: `refund-${claim}-${p.id}` },
          );
        } catch (error) {
          throw refusal(error, done);
        }
        refund = { amount: part, stripeId: made.id, text: `refunded to the card, Stripe ${made.id}` };
      } else
        refund = {
          amount: part,
          stripeId: null,
          text: `returned by the store (${p.reference ? 'card' : 'taken by phone'})`,
        };
      await db.batch(refundStatements(db, o, p.id, refund, asked));
      done += part;
      rest -= part;
      o = (await readOrder(db, number)) ?? o;
      if (rest === 0) break;
    }
  } finally {
    await db
      .prepare(
        'UPDATE orders SET refund_claim = NULL, refund_claimed_at = NULL WHERE number = ?1 AND refund_claim = ?2',
      )
      .bind(number, claim)
      .run();
  }
}

/**
 * A refund made elsewhere (Stripe's dashboard): Stripe's `charge.refunded` names the payment; every refund of it the
 * order does not yet hold is recorded, once, with Stripe's id.
 */
export async function recordStripeRefunds(
  env: IntakeEnv,
  stripe: Stripe,
  paymentIntent: string,
): Promise<D1PreparedStatement[]> {
  const db = env.DB;
  const payment = await db
    .prepare('SELECT id, order_number FROM payments WHERE reference = ?1')
    .bind(paymentIntent)
    .first<{ id: number; order_number: string }>();
  if (!payment) return [];
  const o = await readOrder(db, payment.order_number);
  if (!o) return [];
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  const { results: known } = await db
    .prepare('SELECT stripe_id FROM refunds WHERE payment_id = ?1')
    .bind(payment.id)
    .all<{ stripe_id: string | null }>();
  const seen = new Set(known.map((k) => k.stripe_id));
  let refunded = o.refunded_cents;
  const statements: D1PreparedStatement[] = [];
  for (const r of refunds.data) {
    if (seen.has(r.id) || (r.status !== 'succeeded' && r.status !== 'pending')) continue;
    const ours = !!r.metadata?.claim;
    statements.push(
      ...refundStatements(
        db,
        { ...o, refunded_cents: refunded },
        payment.id,
        {
          amount: r.amount,
          stripeId: r.id,
          text: `refunded to the card, Stripe ${r.id}`,
        },
        {
          staff: null,
          reason: ours ? 'from the back office' : 'in Stripe’s dashboard',
          finalStep: o.status !== 'cancelled',
        },
      ),
    );
    refunded += r.amount;
  }
  return statements;
}
