import type { Context } from 'hono';
import Stripe from 'stripe';
import type { PaymentStatus } from '@/lib/domain/intake-contract';
import { postedRemittance, remittanceFigures } from './admin/remittances';
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
  const { results: made } = await db
    .prepare(
      `SELECT amount_cents, at, kind, month, reference FROM payments WHERE order_number = ?1 ORDER BY at, id LIMIT 100`,
    )
    .bind(o.number)
    .all<{
      amount_cents: number;
      at: string;
      kind: string;
      month: number | null;
      reference: string | null;
    }>();
  const remittance = share
    ? await postedRemittance(db, o.number, o.rental_months ? (o.rental_month ?? 1) : 1)
    : null;
  return {
    orderNumber: o.number,
    payer: o.payment_method,
    remittance: remittance && remittanceFigures(remittance),
    for: share ? 'share' : 'order',
    due: share || orderDue,
    paid: o.paid_cents,
    refunded: o.refunded_cents,
    month: share && o.rental_months ? (o.rental_month ?? 1) : null,
    months: share && o.rental_months ? o.rental_months : null,
    payments: made.map((p) => ({
      amount: p.amount_cents,
      at: p.at,
      for: p.kind === 'share' ? 'share' : 'order',
      month: p.month,
      // The processor's payments carry its reference; one a specialist took by phone has none.
      how: p.reference === null ? 'phone' : 'online',
    })),
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
    // Asked from another place: the open page is closed first, so the order can never be paid twice; one Stripe
    // will not close just now is offered again as it is.
    const closing = await closePage(c, stripe, o, o.checkout_session);
    if ('open' in closing) return o.checkout_url;
    o = closing.closed;
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
  const db = c.env.DB;
  // What the page was asked for: a payment is recorded later only if it is for this page, this amount, this currency.
  await db.batch([
    db
      .prepare(
        `INSERT INTO checkout_sessions (id, order_number, purpose, month, amount_cents, currency, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'usd', 'open', ?6) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(session.id, o.number, due.for, due.month, due.due, now()),
    db
      .prepare(
        `UPDATE orders SET checkout_session = ?2, checkout_url = ?3, checkout_expires = ?4, checkout_return = ?5
           WHERE number = ?1`,
      )
      .bind(o.number, session.id, session.url, new Date(session.expires_at * 1000).toISOString(), back),
  ]);
  return session.url;
}

/**
 * Closes the order's open Checkout page so another can be made, and says what became of it: closed (the order as it
 * then stands, with its count of pages), still open (Stripe would not close it just now: that same page is offered
 * again), or paid (its webhook says so; she is told her payment has arrived, never asked to pay again).
 */
async function closePage(
  c: Context<IntakeContext>,
  stripe: Stripe,
  o: OrderRecord,
  sessionId: string,
): Promise<{ closed: OrderRecord } | { open: true }> {
  const outcome = await expirePage(c.env, stripe, sessionId);
  if (outcome === 'paid')
    throw new Refused(409, { message: say(c, 'paymentReceived', { number: o.number }) }, spoken(c));
  if (outcome === 'open') return { open: true };
  await forgetPage(c.env.DB, o.number, sessionId);
  const now = await c.env.DB.prepare('SELECT * FROM orders WHERE number = ?1')
    .bind(o.number)
    .first<OrderRecord>();
  return { closed: now ?? o };
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

/** Forgets the order's open page once it can no longer be paid. */
async function forgetPage(db: D1Database, number: string, sessionId: string): Promise<void> {
  await db.batch([
    db
      .prepare(`UPDATE checkout_sessions SET status = 'expired' WHERE id = ?1 AND status = 'open'`)
      .bind(sessionId),
    db
      .prepare(
        `UPDATE orders SET checkout_session = NULL, checkout_url = NULL, checkout_expires = NULL,
           checkout_return = NULL, checkout_count = checkout_count + 1 WHERE number = ?1 AND checkout_session = ?2`,
      )
      .bind(number, sessionId),
  ]);
}

/**
 * Expires a page at Stripe and says what it then is: 'closed' once it can no longer be paid (expired now or before,
 * or unknown to Stripe), 'paid' when it has been paid (its webhook says so), 'open' when Stripe would not expire it
 * and it can still be paid (a failure on the way: nothing was paid).
 */
async function expirePage(
  env: IntakeEnv,
  stripe: Stripe,
  sessionId: string,
): Promise<'closed' | 'paid' | 'open'> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'closed';
  } catch {
    let session: Stripe.Checkout.Session | null;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      // A page Stripe does not know can never be paid; any other failure leaves it as it was.
      return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404
        ? 'closed'
        : 'open';
    }
    if (session.status === 'complete') return 'paid';
    if (session.status === 'open') return 'open';
    await env.DB.prepare(`UPDATE checkout_sessions SET status = 'expired' WHERE id = ?1 AND status = 'open'`)
      .bind(sessionId)
      .run();
    return 'closed';
  }
}

/**
 * Before a move that makes paying online moot (cancelling, a payment taken by phone, a bill corrected or voided),
 * every page of the order still open at Stripe is expired, so nobody can pay on it afterwards. A page being paid
 * this minute stops the move, with a sentence: its payment is recorded first.
 */
export async function expireOpenPages(env: IntakeEnv, number: string, except?: string): Promise<void> {
  const stripe = stripeOf(env);
  const { results } = await env.DB.prepare(
    `SELECT id FROM checkout_sessions WHERE order_number = ?1 AND status = 'open'`,
  )
    .bind(number)
    .all<{ id: string }>();
  for (const { id } of results) {
    if (id === except) continue;
    if (stripe && (await expirePage(env, stripe, id)) !== 'closed')
      throw new Refused(409, {
        message: `Order ${number} is being paid on Stripe’s page right now. Wait a minute for the payment to arrive, reload the order and try again.`,
      });
    await forgetPage(env.DB, number, id);
  }
}
