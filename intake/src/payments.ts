import type { Context } from 'hono';
import Stripe from 'stripe';
import type { PaymentStatus } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import type { OrderRecord } from './admin/order-rows';
import type { IntakeContext, IntakeEnv } from './env';
import { now, Refused } from './http';
import { languageOf, say, spoken } from './language';

/**
 * Card payments through Stripe Checkout: the card is typed on Stripe's own page and never reaches the store (the
 * supplier answers PCI DSS SAQ A). What Stripe is told is generic, "Order JMS-…, 2 items": a product can reveal a
 * condition, and a processor signs no business associate agreement. Without STRIPE_SECRET_KEY nothing is taken
 * online and a specialist takes payment by phone.
 */

/** A Checkout page is used within 30 minutes, or expires (Stripe's shortest). */
const CHECKOUT_MINUTES = 30;

export function stripeOf(env: IntakeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    // Stripe's own address unless told otherwise (a local stand-in: npm start -- --payments=test).
    ...(env.STRIPE_API_HOST
      ? {
          host: env.STRIPE_API_HOST,
          port: Number(env.STRIPE_API_PORT) || 443,
          protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 2,
  });
}

/** What is owed now: the order itself (its card payment, or a Medicare order's items Medicare is not billed for), or
 * her share of a month after Medicare paid. */
export async function dueOf(db: D1Database, o: OrderRecord): Promise<Omit<PaymentStatus, 'online'>> {
  const paid = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM payments WHERE order_number = ?1 AND kind = 'order'`,
    )
    .bind(o.number)
    .first<{ cents: number }>();
  const orderDue =
    o.status === 'cancelled' || o.status === 'refunded'
      ? 0
      : Math.max(0, o.due_now_cents - (paid?.cents ?? 0));
  const share = o.status === 'share-billed' && o.bill_cents ? o.bill_cents : 0;
  return {
    orderNumber: o.number,
    for: share ? 'share' : 'order',
    due: share || orderDue,
    paid: o.paid_cents,
    refunded: o.refunded_cents,
    month: share && o.rental_months ? (o.rental_month ?? 1) : null,
    months: share && o.rental_months ? o.rental_months : null,
  };
}

/**
 * Stripe's Checkout page for what the order owes now, made once per order and what it is for: the same attempt,
 * however often or however many at once it asks, gets the same page (Stripe's own idempotency key is the order,
 * what is paid and how many pages it has had), a new one only once the last has expired.
 */
export async function checkoutPage(
  c: Context<IntakeContext>,
  stripe: Stripe,
  o: OrderRecord,
  due: Omit<PaymentStatus, 'online'>,
  site: string | undefined,
  from: 'checkout' | 'bill',
): Promise<string> {
  const store = returnTo(c, site);
  const share = due.for === 'share';
  // Back to where she asked from: the checkout's confirmation, or Pay a Bill (its order number filled in).
  const back =
    from === 'bill'
      ? `${store}/pay/?order=${o.number}`
      : `${store}/checkout/?step=confirmation&order=${o.number}`;
  const soon = new Date(Date.now() + 60_000).toISOString();
  if (o.checkout_url && o.checkout_session && o.checkout_expires && o.checkout_expires > soon) {
    if (o.checkout_return === back) return o.checkout_url;
    // Asked from another place: the open page is closed first, so the order can never be paid twice.
    o = await closePage(c, stripe, o, o.checkout_session);
  }
  const items = await c.env.DB.prepare(
    'SELECT COALESCE(SUM(quantity), 0) AS n FROM order_lines WHERE order_number = ?1',
  )
    .bind(o.number)
    .first<{ n: number }>();
  const count = items?.n ?? 0;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // Stripe's page in the shopper's language.
      locale: languageOf(c),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: due.due,
            product_data: {
              name: share
                ? say(c, 'paymentBalance', { number: o.number })
                : say(c, count === 1 ? 'paymentItem' : 'paymentItems', { number: o.number, count }),
            },
          },
        },
      ],
      client_reference_id: o.number,
      metadata: { order: o.number, for: due.for, month: String(due.month ?? '') },
      payment_intent_data: { metadata: { order: o.number, for: due.for }, description: `Order ${o.number}` },
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
      success_url: `${back}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}&payment=cancelled`,
    },
    { idempotencyKey: `checkout-${o.number}-${due.for}-${due.month ?? 0}-${o.checkout_count}` },
  );
  if (!session.url) throw new Error(`Stripe made no page for order ${o.number}`);
  await c.env.DB.prepare(
    `UPDATE orders SET checkout_session = ?2, checkout_url = ?3, checkout_expires = ?4, checkout_return = ?5
       WHERE number = ?1`,
  )
    .bind(o.number, session.id, session.url, new Date(session.expires_at * 1000).toISOString(), back)
    .run();
  return session.url;
}

/** Expires an open Checkout page at Stripe and forgets it; the order as it then stands, with its count of pages. */
async function closePage(
  c: Context<IntakeContext>,
  stripe: Stripe,
  o: OrderRecord,
  sessionId: string,
): Promise<OrderRecord> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch {
    // Only an open page expires: this one has just been paid, or is being paid, and its webhook will say so.
    throw new Refused(409, { message: say(c, 'paymentInProgress', { number: o.number }) }, spoken(c));
  }
  await c.env.DB.prepare(
    `UPDATE orders SET checkout_session = NULL, checkout_url = NULL, checkout_expires = NULL, checkout_return = NULL,
       checkout_count = checkout_count + 1 WHERE number = ?1 AND checkout_session = ?2`,
  )
    .bind(o.number, sessionId)
    .run();
  const now = await c.env.DB.prepare('SELECT * FROM orders WHERE number = ?1')
    .bind(o.number)
    .first<OrderRecord>();
  return now ?? o;
}

/**
 * Where Stripe's page brings the shopper back to: the store's site she came from (a store may have more than one
 * address, and a base path), if the request came from it and it is one of the store's own; else STORE_URL.
 */
function returnTo(c: Context<IntakeContext>, site: string | undefined): string {
  const origin = c.req.header('Origin');
  const allowed = c.env.SITE_ORIGINS.split(',').map((o) => o.trim());
  if (site && origin && allowed.includes(origin) && new URL(site).origin === origin)
    return site.replace(/\/+$/, '');
  return c.env.STORE_URL.replace(/\/+$/, '');
}

/** The processor's page to pay what is due, or a sentence saying why there is none. */
export async function payPage(
  c: Context<IntakeContext>,
  o: OrderRecord,
  site: string | undefined,
  from: 'checkout' | 'bill',
): Promise<string> {
  const stripe = stripeOf(c.env);
  if (!stripe) throw new Refused(409, { message: say(c, 'cardByPhone') }, spoken(c));
  const due = await dueOf(c.env.DB, o);
  if (due.due === 0)
    throw new Refused(409, { message: say(c, 'nothingToPay', { number: o.number }) }, spoken(c));
  return checkoutPage(c, stripe, o, due, site, from);
}

/** Money received for an order, from the processor or taken by phone, and what it moves the order to. */
async function recordPayment(
  db: D1Database,
  o: OrderRecord,
  payment: {
    kind: 'order' | 'share';
    amount: number;
    reference: string | null;
    staff: string | null;
    month: number | null;
  },
): Promise<void> {
  const at = now();
  const detail = JSON.stringify({
    amount: payment.amount,
    text: payment.reference ? `paid by card, Stripe ${payment.reference}` : 'taken by phone',
  });
  // A card order a specialist has confirmed is paid; a share billed is paid. Anything else keeps its step.
  const next =
    payment.kind === 'share' && o.status === 'share-billed'
      ? 'paid'
      : payment.kind === 'order' && o.payment_method === 'card' && o.status === 'confirmed'
        ? 'paid'
        : o.status;
  await db.batch([
    db
      .prepare(
        `INSERT INTO payments (order_number, kind, amount_cents, reference, month, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(o.number, payment.kind, payment.amount, payment.reference, payment.month, at),
    db
      .prepare(
        `UPDATE orders SET paid_cents = paid_cents + ?2, status = ?3, checkout_session = NULL, checkout_url = NULL,
           checkout_expires = NULL, checkout_return = NULL, checkout_count = checkout_count + 1${next === 'paid' && payment.kind === 'share' ? ', bill_cents = NULL' : ''}
         WHERE number = ?1`,
      )
      .bind(o.number, payment.amount, next),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        o.number,
        next !== o.status ? 'status' : 'payment',
        next !== o.status ? next : null,
        at,
        payment.staff,
        detail,
        payment.month,
      ),
  ]);
}

/**
 * Returns money through the processor, from the order's card payments (the newest first), as one refund or several;
 * a payment taken by phone is returned by the store's own means and recorded as such. Each refund is idempotent.
 */
export async function refundPayments(env: IntakeEnv, o: OrderRecord, amount: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, amount_cents, refunded_cents, reference FROM payments WHERE order_number = ?1 ORDER BY id DESC`,
  )
    .bind(o.number)
    .all<{ id: number; amount_cents: number; refunded_cents: number; reference: string | null }>();
  const stripe = stripeOf(env);
  const done: string[] = [];
  let left = amount;
  for (const p of results) {
    const part = Math.min(left, p.amount_cents - p.refunded_cents);
    if (part <= 0) continue;
    if (p.reference && stripe) {
      const refund = await stripe.refunds.create(
        { payment_intent: p.reference, amount: part, metadata: { order: o.number } },
        { idempotencyKey: `refund-${o.number}-${p.id}-${p.refunded_cents}-${part}` },
      );
      done.push(`${formatMoney(part)} refunded to the card, Stripe ${refund.id}`);
    } else
      done.push(`${formatMoney(part)} refunded by the store (${p.reference ? 'card' : 'taken by phone'})`);
    // Counted once, even if the same refund was asked for twice at once (Stripe answered both with one refund).
    await env.DB.prepare(
      'UPDATE payments SET refunded_cents = refunded_cents + ?2 WHERE id = ?1 AND refunded_cents = ?3',
    )
      .bind(p.id, part, p.refunded_cents)
      .run();
    left -= part;
    if (left === 0) break;
  }
  if (left > 0) done.push(`${formatMoney(left)} refunded by the store`);
  return done;
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
  const first = await db
    .prepare(
      'INSERT INTO payment_events (id, type, received_at) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING RETURNING id',
    )
    .bind(event.id, event.type, now())
    .first();
  if (!first) return c.json({ received: true, duplicate: true });

  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    const number = session.metadata?.order ?? session.client_reference_id ?? '';
    const order = await db
      .prepare('SELECT * FROM orders WHERE number = ?1')
      .bind(number)
      .first<OrderRecord>();
    if (order && session.payment_status === 'paid') {
      const reference =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? session.id);
      const kind = session.metadata?.for === 'share' ? 'share' : 'order';
      const month = Number(session.metadata?.month) || null;
      await recordPayment(db, order, {
        kind,
        amount: session.amount_total ?? 0,
        reference,
        staff: null,
        month,
      });
    }
  } else if (event.type === 'checkout.session.expired') {
    // The page can no longer be used: the order waits for payment, and asking again makes a new page.
    const session = event.data.object;
    await db
      .prepare(
        `UPDATE orders SET checkout_session = NULL, checkout_url = NULL, checkout_expires = NULL,
           checkout_return = NULL, checkout_count = checkout_count + 1 WHERE checkout_session = ?1`,
      )
      .bind(session.id)
      .run();
  }
  return c.json({ received: true });
}
