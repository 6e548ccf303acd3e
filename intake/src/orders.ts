import type { Context } from 'hono';
import { estimateMedicare, paymentSchedule } from '@/lib/domain/estimate';
import { orderTotals, rentalShares, type PricedLine } from '@/lib/domain/order-totals';
import { formatMoney } from '@/lib/domain/money';
import {
  orderRequestSchema,
  orderTotalsSchema,
  type OrderAccepted,
  type OrderRequest,
  type OrderTotals,
} from '@/lib/domain/intake-contract';
import { soldProducts, type SoldProduct } from './catalog';
import type { IntakeContext } from './env';
import { now, readBody, Refused } from './http';
import { languageOf, say, spoken } from './language';
import { notifySupplier } from './notify';
import { newOrderNumber } from './order-number';
import type { OrderRecord } from './admin/order-rows';
import { linkPatient } from './admin/patients';
import { emailPatient } from './patient-mail';
import { checkoutPage, dueOf, stripeOf } from './payments';
import { orderSearchText } from '@/lib/domain/order-search';
import { limitRate } from './rate-limit';
import { storeDay } from '@/lib/domain/store-time';

const totalKeys = Object.keys(orderTotalsSchema.shape) as (keyof OrderTotals)[];

/** Each line priced from the bundled catalogue; an unknown product is named in the refusal. */
function priceLines(c: Context<IntakeContext>, order: OrderRequest): (PricedLine & SoldProduct)[] {
  const sold = soldProducts();
  const unknown = order.lines.filter((l) => !sold.has(l.id)).map((l) => l.id);
  if (unknown.length > 0)
    throw new Refused(
      422,
      {
        message: say(c, unknown.length === 1 ? 'unknownOne' : 'unknownMany', { ids: unknown.join(', ') }),
      },
      spoken(c),
    );
  return order.lines.map((l) => ({ ...(sold.get(l.id) as SoldProduct), quantity: l.quantity }));
}

/**
 * What makes an order attempt the same attempt: everything sent, the sealed details included, so a retry with the
 * same attempt key and corrected details is refused rather than quietly kept as first sent.
 */
async function fingerprint(order: OrderRequest): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(order)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** 128 random bits: the shopper's browser follows the order's payment up with it. */
export function receiptOf(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * POST /orders: prices the order again, refuses it if the shopper saw other figures, and stores it in one
 * batch under a new number. The same idempotency key always answers with the same order.
 */
export async function placeOrder(c: Context<IntakeContext>) {
  await limitRate(c, 'orders');
  const order = await readBody(c, orderRequestSchema);
  const lines = priceLines(c, order);
  const totals = orderTotals(lines, order.shippingMethod, {
    method: order.paymentMethod,
    deductible: order.deductible,
  });
  if (totalKeys.some((k) => totals[k] !== order.shown[k]))
    throw new Refused(
      409,
      {
        message: say(c, 'pricesChanged', { total: formatMoney(totals.total) }),
        totals,
        prices: lines.map((l) => ({ id: l.id, price: l.price })),
      },
      spoken(c),
    );

  const db = c.env.DB;
  const number = newOrderNumber();
  const placedAt = now();
  const hash = await fingerprint(order);
  const medicare = order.paymentMethod === 'medicare';
  // The figures she was shown for her rentals, and how many months Medicare rents the longest of them for.
  const estimate = estimateMedicare(lines, order.deductible);
  const rentals = medicare ? rentalShares(lines, estimate) : [];
  const schedule = medicare ? paymentSchedule(estimate) : null;
  const rentalMonths = rentals.length ? Math.max(...rentals.map((r) => r.months)) : null;
  const { shipping } = order;
  // Lines and the first event are written only if this request's order row was (another with the same key
  // may have won the race); the batch is one transaction.
  const mine = 'WHERE EXISTS (SELECT 1 FROM orders WHERE number = ?1)';
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (number, idempotency_key, request_hash, placed_at, shipping_json, zip5,
           shipping_method, payment_method, totals_json, sealed_medicare, first_name, last_name, email,
           phone_digits, deductible, rentals_json, rental_months, due_now_cents, receipt, schedule_json, language,
           search_text)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        number,
        order.idempotencyKey,
        hash,
        placedAt,
        JSON.stringify(shipping),
        shipping.zipCode.slice(0, 5),
        order.shippingMethod,
        order.paymentMethod,
        JSON.stringify(totals),
        medicare ? (order.sealed.medicare ?? null) : null,
        shipping.firstName,
        shipping.lastName,
        shipping.email.toLowerCase(),
        shipping.phone.replace(/\D/g, ''),
        order.deductible,
        JSON.stringify(rentals),
        rentalMonths,
        // Paid now: a card order's total; a Medicare order's items Medicare is not billed for (her share comes later).
        totals.total - totals.patientShare,
        receiptOf(),
        schedule ? JSON.stringify(schedule) : null,
        languageOf(c),
        orderSearchText({
          number,
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          email: shipping.email,
          phoneDigits: shipping.phone.replace(/\D/g, ''),
        }),
      ),
    ...lines.map((l, position) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_number, position, product_id, name, quantity, unit_cents, hcpcs)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 ${mine}`,
        )
        .bind(number, position, l.id, l.name, l.quantity, l.price, l.hcpcs ?? null),
    ),
    db
      .prepare(`INSERT INTO order_events (order_number, status, at) SELECT ?1, 'received', ?2 ${mine}`)
      .bind(number, placedAt),
  ]);

  const stored = await db
    .prepare('SELECT * FROM orders WHERE idempotency_key = ?1')
    .bind(order.idempotencyKey)
    .first<OrderRecord & { request_hash: string }>();
  if (!stored) throw new Error('An order just stored could not be read back');
  if (stored.request_hash !== hash)
    throw new Refused(409, { message: say(c, 'attemptReused', { number: stored.number }) }, spoken(c));
  const fresh = stored.number === number;
  // Her patient record, found or made from this order, and linked to it; her yes to refill reminders, with the day.
  const patientId = await linkPatient(db, stored);
  if (fresh && order.reminders)
    await db
      .prepare(
        `UPDATE patients SET reminders = 'yes', reminders_on = ?2, reminders_by = 'checkout', updated_at = ?3
         WHERE id = ?1`,
      )
      .bind(patientId, storeDay(new Date(placedAt)), placedAt)
      .run();
  if (fresh) {
    c.executionCtx.waitUntil(notifySupplier(c.env, `New order ${number}`));
    c.executionCtx.waitUntil(
      emailPatient(
        c.env,
        { number, first_name: shipping.firstName, email: shipping.email, language: languageOf(c) },
        { kind: 'received' },
      ),
    );
  }
  // What is paid now goes to Stripe's page, the same page however often the attempt is sent; without a processor a
  // specialist takes it by phone.
  const stripe = stripeOf(c.env);
  const due = stripe ? await dueOf(db, stored) : null;
  const payment =
    stripe && due && due.due > 0
      ? { url: await checkoutPage(c, stripe, stored, due, order.site, 'checkout'), amount: due.due }
      : null;
  const body: OrderAccepted = {
    orderNumber: stored.number,
    status: stored.status,
    placedAt: stored.placed_at,
    totals: JSON.parse(stored.totals_json) as OrderTotals,
    emailed: !!c.env.PATIENT_MAIL_FROM,
    payment,
    receipt: stored.receipt ?? '',
  };
  return c.json(body, 201, fresh ? {} : { 'Idempotent-Replayed': 'true' });
}
