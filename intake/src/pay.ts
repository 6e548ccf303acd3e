import type { Context } from 'hono';
import { addressLines, type ShippingDetails } from '@/lib/domain/checkout-fields';
import { billRequestSchema, receiptRequestSchema, type PaymentStatus } from '@/lib/domain/intake-contract';
import type { OrderRecord } from './admin/order-rows';
import type { IntakeContext } from './env';
import { readBody, Refused } from './http';
import { say, spoken } from './language';
import { dueOf, payPage, stripeOf } from './payments';
import { limitRate } from './rate-limit';

const notFound = (c: Context<IntakeContext>) => new Refused(404, { message: say(c, 'noBill') }, spoken(c));

/** The order its confirmation follows up: the number and the receipt its placing answered with. */
async function byReceipt(c: Context<IntakeContext>): Promise<{ order: OrderRecord; site?: string }> {
  const { orderNumber, receipt, site } = await readBody(c, receiptRequestSchema);
  const order = await c.env.DB.prepare('SELECT * FROM orders WHERE number = ?1 AND receipt = ?2')
    .bind(orderNumber, receipt)
    .first<OrderRecord>();
  if (!order) throw notFound(c);
  return { order, site };
}

/** The order a bill is paid for: its number and ZIP code, as on Track Order; a wrong pair is an unknown number. */
async function byZip(c: Context<IntakeContext>): Promise<{ order: OrderRecord; site?: string }> {
  await limitRate(c, 'bills');
  const { orderNumber, zipCode, site } = await readBody(c, billRequestSchema);
  const order = await c.env.DB.prepare('SELECT * FROM orders WHERE number = ?1 AND zip5 = ?2')
    .bind(orderNumber, zipCode.slice(0, 5))
    .first<OrderRecord>();
  if (!order) throw notFound(c);
  return { order, site };
}

async function status(c: Context<IntakeContext>, order: OrderRecord, more: Partial<PaymentStatus> = {}) {
  const body: PaymentStatus = {
    ...(await dueOf(c.env.DB, order)),
    online: stripeOf(c.env) !== null,
    ...more,
  };
  return c.json(body);
}

/** POST /payments/status: what the order just placed owes and has paid (the confirmation shows "paid" from this). */
export async function paymentStatus(c: Context<IntakeContext>) {
  await limitRate(c, 'payments');
  const { order } = await byReceipt(c);
  const shipping = JSON.parse(order.shipping_json) as ShippingDetails;
  // The confirmation repeats where it ships; the browser keeps no address once the order is placed.
  return status(c, order, { shipTo: addressLines(shipping) });
}

/** POST /payments/checkout: the page to pay the order on again, after a payment left unfinished. */
export async function payOrder(c: Context<IntakeContext>) {
  await limitRate(c, 'payments');
  const { order, site } = await byReceipt(c);
  return c.json({ url: await payPage(c, order, site, 'checkout') });
}

/** POST /bills: what the patient owes (her share after Medicare, or her order), by order number and ZIP code. */
export async function showBill(c: Context<IntakeContext>) {
  return status(c, (await byZip(c)).order);
}

/** POST /bills/checkout: the page to pay it on. */
export async function payBill(c: Context<IntakeContext>) {
  const { order, site } = await byZip(c);
  return c.json({ url: await payPage(c, order, site, 'bill') });
}
