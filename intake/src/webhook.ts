import type { Context } from 'hono';
import Stripe from 'stripe';
import { formatMoney } from '@/lib/domain/money';
import type { OrderRecord } from './admin/order-rows';
import type { IntakeContext, IntakeEnv } from './env';
import { now, Refused } from './http';
import { expireOpenPages, stripeOf } from './payments';
import { emailPatient } from './patient-mail';
import { recordStripeRefunds, refundOrder } from './refunds';

/**
 * Stripe's signed events. A payment counts only when it is for a page the intake itself opened (checkout_sessions),
 * for that order and purpose, with the amount and currency it asked, paid; anything else changes nothing but a line
 * in the order's timeline. The event's id is written in the same D1 batch as what it records, so an event whose
 * writing failed is not taken as seen when Stripe sends it again.
 */

interface AskedPage {
  id: string;
  order_number: string;
  purpose: 'order' | 'share';
  month: number | null;
  amount_cents: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  created_at: string;
}

const amountIn = (amount: number, currency: string) =>
  currency === 'usd' ? formatMoney(amount) : `${amount} ${currency.toUpperCase()} (in its smallest unit)`;

/** Why a completed session is not the payment the intake asked for, or null when it is. */
function mismatch(session: Stripe.Checkout.Session, asked: AskedPage | null, named: string): string | null {
  if (!asked) return 'the store never opened this payment page';
  if (named && named !== asked.order_number) return `the page was opened for order ${asked.order_number}`;
  if (session.mode !== 'payment') return `it is a ${session.mode} page, not a payment`;
  if (session.currency !== asked.currency)
    return `it is in ${String(session.currency).toUpperCase()}, not ${asked.currency.toUpperCase()}`;
  if (session.amount_total !== asked.amount_cents)
    return `the store asked for ${formatMoney(asked.amount_cents)}`;
  return null;
}

/** What the order still owes for what the page was opened for: her order, or the bill of that month. */
async function owedFor(db: D1Database, o: OrderRecord, asked: AskedPage): Promise<number> {
  if (o.status === 'cancelled' || o.status === 'refunded') return 0;
  if (asked.purpose === 'share')
    return o.status === 'share-billed' && (o.rental_months ? (o.rental_month ?? 1) : null) === asked.month
      ? (o.bill_cents ?? 0)
      : 0;
  const paid = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM payments WHERE order_number = ?1 AND kind = 'order'`,
    )
    .bind(o.number)
    .first<{ cents: number }>();
  return Math.max(0, o.due_now_cents - (paid?.cents ?? 0));
}

const eventLine = (db: D1Database, number: string, at: string, text: string, amount?: number) =>
  db
    .prepare(`INSERT INTO order_events (order_number, kind, at, detail_json) VALUES (?1, 'payment', ?2, ?3)`)
    .bind(number, at, JSON.stringify({ ...(amount === undefined ? {} : { amount }), text }));

/** The statements that record a payment the intake asked for, and what it moves the order to. */
function paymentStatements(
  db: D1Database,
  o: OrderRecord,
  asked: AskedPage,
  amount: number,
  owed: number,
  reference: string,
  at: string,
  paidAt: string,
): D1PreparedStatement[] {
  const applied = Math.min(amount, owed);
  const share = asked.purpose === 'share';
  // A card order a specialist has confirmed is paid once all of it is; a share billed is paid once all of it is.
  const whole = applied > 0 && applied === owed;
  const next =
    whole && share
      ? 'paid'
      : whole && o.payment_method === 'card' && o.status === 'confirmed'
        ? 'paid'
        : o.status;
  const detail = JSON.stringify({ amount, text: `paid by card, Stripe ${reference}` });
  return [
    db
      .prepare(
        `INSERT INTO payments (order_number, kind, amount_cents, reference, month, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(o.number, asked.purpose, amount, reference, asked.month, paidAt),
    db.prepare(`UPDATE checkout_sessions SET status = 'complete' WHERE id = ?1`).bind(asked.id),
    db
      .prepare(
        `UPDATE orders SET paid_cents = paid_cents + ?2, status = ?3,
           bill_cents = CASE WHEN ?4 THEN (CASE WHEN bill_cents - ?5 > 0 THEN bill_cents - ?5 ELSE NULL END) ELSE bill_cents END,
           checkout_session = CASE WHEN checkout_session = ?6 THEN NULL ELSE checkout_session END,
           checkout_url = CASE WHEN checkout_session = ?6 THEN NULL ELSE checkout_url END,
           checkout_expires = CASE WHEN checkout_session = ?6 THEN NULL ELSE checkout_expires END,
           checkout_return = CASE WHEN checkout_session = ?6 THEN NULL ELSE checkout_return END,
           checkout_count = checkout_count + 1
         WHERE number = ?1`,
      )
      .bind(o.number, amount, next, share ? 1 : 0, applied, asked.id),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month) VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6)`,
      )
      .bind(
        o.number,
        next !== o.status ? 'status' : 'payment',
        next !== o.status ? next : null,
        at,
        detail,
        asked.month,
      ),
  ];
}

/** What to do after the batch is written: money taken that nothing was owed for goes back at once. */
type After = {
  refund: { number: string; amount: number; why: string } | null;
  paidInFull: string | null;
  /** The payment recorded, for her receipt by e-mail. */
  receipt: { order: OrderRecord; amount: number; at: string } | null;
};

async function completed(
  env: IntakeEnv,
  session: Stripe.Checkout.Session,
  at: string,
  paidAt: string,
): Promise<{ statements: D1PreparedStatement[]; after: After }> {
  const db = env.DB;
  const none: After = { refund: null, paidInFull: null, receipt: null };
  const asked = await db
    .prepare('SELECT * FROM checkout_sessions WHERE id = ?1')
    .bind(session.id)
    .first<AskedPage>();
  const named = session.metadata?.order ?? session.client_reference_id ?? '';
  const number = asked?.order_number ?? named;
  const o = await db.prepare('SELECT * FROM orders WHERE number = ?1').bind(number).first<OrderRecord>();
  if (!o) return { statements: [], after: none };
  const wrong = mismatch(session, asked, named);
  const arrived = `a Stripe payment of ${amountIn(session.amount_total ?? 0, String(session.currency ?? ''))} (page ${session.id})`;
  if (wrong || !asked)
    return {
      statements: [eventLine(db, o.number, at, `Not applied: ${arrived}, because ${wrong}.`)],
      after: none,
    };
  // An asynchronous method (a bank debit) completes the page before it pays: its own event comes when it does.
  if (session.payment_status !== 'paid') return { statements: [], after: none };
  if (asked.status === 'complete')
    return {
      statements: [eventLine(db, o.number, at, `Not applied again: ${arrived} is recorded already.`)],
      after: none,
    };
  const reference =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? session.id);
  const amount = session.amount_total ?? 0;
  const owed = await owedFor(db, o, asked);
  const excess = amount - Math.min(amount, owed);
  const why =
    o.status === 'cancelled'
      ? 'the order was cancelled before this page was paid'
      : o.status === 'refunded'
        ? 'the order was refunded before this page was paid'
        : owed === 0
          ? 'it was paid already'
          : 'more was paid than was owed';
  // Stripe's clock counts whole seconds: never dated before the page it was paid on was made.
  const when = paidAt < asked.created_at ? asked.created_at : paidAt;
  const statements = paymentStatements(db, o, asked, amount, owed, reference, at, when);
  if (excess > 0)
    statements.push(eventLine(db, o.number, at, `${formatMoney(excess)} of it is refunded at once: ${why}.`));
  return {
    statements,
    after: {
      refund: excess > 0 ? { number: o.number, amount: excess, why } : null,
      paidInFull: excess === 0 && amount === owed ? o.number : null,
      receipt: excess === 0 ? { order: o, amount, at: when } : null,
    },
  };
}

/** POST /payments/webhook: Stripe's signed events, each handled once; anything else is answered and changes nothing. */
export async function paymentWebhook(c: Context<IntakeContext>) {
  const stripe = stripeOf(c.env);
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new Refused(404, { message: 'This store takes no payments online.' });
  const body = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      body,
      c.req.header('Stripe-Signature') ?? '',
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    throw new Refused(400, { message: 'The event is not signed by the store’s payment processor.' });
  }
  const db = c.env.DB;
  const seen = () => db.prepare('SELECT 1 AS seen FROM payment_events WHERE id = ?1').bind(event.id).first();
  if (await seen()) return c.json({ received: true, duplicate: true });

  const at = now();
  // When she paid: the moment Stripe made the event, never later than its arrival here.
  const made = Number.isFinite(event.created) ? new Date(event.created * 1000).toISOString() : at;
  const paidAt = made < at ? made : at;
  let statements: D1PreparedStatement[] = [];
  let after: After = { refund: null, paidInFull: null, receipt: null };
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  )
    ({ statements, after } = await completed(c.env, event.data.object, at, paidAt));
  else if (event.type === 'checkout.session.expired')
    // The page can no longer be used: the order waits for payment, and asking again makes a new page.
    statements = [
      db
        .prepare(`UPDATE checkout_sessions SET status = 'expired' WHERE id = ?1 AND status = 'open'`)
        .bind(event.data.object.id),
      db
        .prepare(
          `UPDATE orders SET checkout_session = NULL, checkout_url = NULL, checkout_expires = NULL,
             checkout_return = NULL, checkout_count = checkout_count + 1 WHERE checkout_session = ?1`,
        )
        .bind(event.data.object.id),
    ];
  else if (event.type === 'charge.refunded') {
    const intent = event.data.object.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (id) statements = await recordStripeRefunds(c.env, stripe, id);
  }

  try {
    // The event is marked seen with what it records, in one transaction: both are written, or neither.
    await db.batch([
      db
        .prepare('INSERT INTO payment_events (id, type, received_at) VALUES (?1, ?2, ?3)')
        .bind(event.id, event.type, at),
      ...statements,
    ]);
  } catch (error) {
    // The same event delivered twice at once: the other delivery wrote it.
    if (await seen()) return c.json({ received: true, duplicate: true });
    throw error;
  }

  if (after.refund) {
    const { number, amount, why } = after.refund;
    // The order keeps its step (cancelled, or paid as it was): only the money paid on this page goes back.
    await refundOrder(c.env, number, {
      amount,
      staff: null,
      reason: `returned at once: ${why}`,
      finalStep: false,
    }).catch(async (error: Error) => {
      await eventLine(
        db,
        number,
        now(),
        `The refund could not be made: ${error.message} Refund it from this order.`,
      ).run();
    });
  }
  // Her receipt, when patients are e-mailed: what she paid and when, nothing of what it was for.
  if (after.receipt) {
    const { order, amount, at: when } = after.receipt;
    c.executionCtx.waitUntil(emailPatient(c.env, order, { kind: 'receipt', amount, at: when }));
  }
  // Paid in full: any other page still open for it can no longer be paid.
  if (after.paidInFull) await expireOpenPages(c.env, after.paidInFull).catch(() => undefined);
  return c.json({ received: true });
}
