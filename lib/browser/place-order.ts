import { shippingMethods, type ShippingMethod } from '@/data/shipping-methods';
import type { PaymentDetails, ShippingDetails } from '@/lib/domain/checkout-fields';
import type { OrderLine, OrderTotals } from '@/lib/domain/order-totals';
import type { DeductibleAnswer, PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { saveOrderSnapshot } from './order-snapshot-storage';
import { callIntake, IntakeRefusal, IntakeUnreachable } from './intake-client';
import { siteAddress } from './intake-url';
import type { Locale } from '@/lib/domain/locale';
import { orderAcceptedSchema, type OrderAccepted, type OrderRequest } from '@/lib/domain/intake-contract';
import type { PaymentMethod } from '@/lib/domain/payment-methods';
import { importPublicKey, seal } from '@/lib/domain/sealing';
import { safeStorage } from './storage';
import { storageKeys } from '@/lib/domain/storage-keys';
import { addressLines } from '@/lib/domain/checkout-fields';

/**
 * Place Order, loaded only when the shopper presses it: seals the Medicare details to the supplier's public key,
 * sends the order, and retries a lost connection under the same attempt key, so the intake keeps one order however
 * many times it is sent. A card is never typed here: the intake answers with the processor's page to pay on.
 */

export interface OrderDraft {
  lines: { id: number; quantity: number }[];
  shipping: ShippingDetails;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  deductible: DeductibleAnswer;
  payment: PaymentDetails;
  shown: OrderTotals;
  /** The page's language: Stripe's page brings her back to it. */
  language: Locale;
  /** She asked for refill reminders. */
  reminders: boolean;
}

const ATTEMPT_KEY = storageKeys.orderAttempt;
const session = safeStorage('sessionStorage');

/**
 * The attempt key for this order: the same while the order is the same (a retry, or a reload after an answer
 * that never arrived), a new one once anything the intake stores has changed.
 */
function attemptKey(draft: Omit<OrderDraft, 'payment'>): string {
  const fingerprint = JSON.stringify(draft);
  try {
    const saved = JSON.parse(session.getItem(ATTEMPT_KEY) ?? 'null') as {
      key?: unknown;
      of?: unknown;
    } | null;
    if (saved && saved.of === fingerprint && typeof saved.key === 'string') return saved.key;
  } catch {
    // An unreadable attempt is a new one.
  }
  const key = crypto.randomUUID();
  session.setItem(ATTEMPT_KEY, JSON.stringify({ key, of: fingerprint }));
  return key;
}

/** Once an order is stored its attempt is over: the next order is a new one. */
function forgetAttempt(): void {
  session.removeItem(ATTEMPT_KEY);
}

/** The Medicare details as the back office reads them. */
function detailsOf(p: PaymentDetails): Record<string, string> {
  return {
    medicareNumber: p.medicareNumber.replace(/[\s-]/g, '').toUpperCase(),
    physicianName: p.physicianName.trim(),
    physicianPhone: p.physicianPhone.trim(),
  };
}

/**
 * The last details sealed on this page, kept in memory only: pressing Place Order again with the same details
 * sends the same ciphertext, which the intake takes as the same attempt. Changed details make another ciphertext,
 * which the intake refuses under the same attempt key rather than keep the first.
 */
let lastSealed: { of: string; sealed: OrderRequest['sealed'] } | null = null;

async function sealDetails(
  method: PaymentMethod,
  p: PaymentDetails,
  orderKey: string,
): Promise<OrderRequest['sealed']> {
  if (method === 'card') return {};
  const publicKey = process.env.NEXT_PUBLIC_ORDER_PUBLIC_KEY ?? '';
  if (!publicKey) throw new IntakeUnreachable('This site was built without the store’s public key.');
  const fields = detailsOf(p);
  // Which details were sealed is remembered by their digest, not as they were typed.
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify([orderKey, fields])),
  );
  const of = btoa(String.fromCharCode(...new Uint8Array(digest)));
  if (lastSealed?.of === of) return lastSealed.sealed;
  lastSealed = { of, sealed: { medicare: await seal(await importPublicKey(publicKey), fields, orderKey) } };
  return lastSealed.sealed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seals and sends the order; a lost connection is tried twice more before the shopper is told. */
export async function submitOrder(draft: OrderDraft): Promise<OrderAccepted> {
  const { payment, ...stored } = draft;
  const idempotencyKey = attemptKey(stored);
  const request: OrderRequest = {
    idempotencyKey,
    lines: draft.lines,
    shipping: draft.shipping,
    shippingMethod: draft.shippingMethod,
    paymentMethod: draft.paymentMethod,
    deductible: draft.deductible,
    sealed: await sealDetails(draft.paymentMethod, payment, idempotencyKey),
    shown: draft.shown,
    site: siteAddress(draft.language),
    ...(draft.reminders ? { reminders: true as const } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const accepted = await callIntake('/orders', orderAcceptedSchema, { body: request });
      forgetAttempt();
      lastSealed = null;
      return accepted;
    } catch (error) {
      if (!(error instanceof IntakeUnreachable) || attempt >= 2) throw error;
      await pause(1000 * (attempt + 1));
    }
  }
}

/** The shipping method's name as the confirmation shows it, in the page's language. */
function shippedBy(id: ShippingMethod, locale: Locale): string {
  const method = shippingMethods.find((m) => m.id === id);
  if (!method) return '';
  return locale === 'es' ? method.es.name : method.name;
}

/**
 * Sends the order and returns its confirmation, kept for a reload in this tab (without any Medicare detail), and
 * the processor's page to pay on when something is paid now.
 */
export async function placeOrder({
  lines,
  rentals,
  schedule,
  ...draft
}: Omit<OrderDraft, 'lines'> & {
  lines: readonly OrderLine[];
  rentals: readonly RentalShare[];
  schedule: PaymentSchedule | null;
}): Promise<{ placed: PlacedOrder; payUrl: string | null }> {
  const accepted = await submitOrder({
    ...draft,
    lines: lines.map(({ id, quantity }) => ({ id, quantity })),
  });
  const medicare = draft.paymentMethod === 'medicare';
  const placed: PlacedOrder = {
    orderNumber: accepted.orderNumber,
    placedAt: accepted.placedAt,
    lines: lines.map(({ id, name, quantity, price, medicareEligible, taxable }) => ({
      id,
      name,
      quantity,
      price,
      medicareEligible,
      taxable,
    })),
    totals: accepted.totals,
    paymentMethod: draft.paymentMethod,
    deductible: draft.deductible,
    rentals: medicare ? [...rentals] : [],
    schedule: medicare ? schedule : null,
    shippingName: draft.shipping.firstName.trim(),
    shipTo: addressLines(draft.shipping),
    shippingMethod: shippedBy(draft.shippingMethod, draft.language),
    emailed: accepted.emailed,
    dueNow: accepted.totals.total - accepted.totals.patientShare,
    payOnline: accepted.payment !== null,
    receipt: accepted.receipt,
  };
  saveOrderSnapshot(placed);
  return { placed, payUrl: accepted.payment?.url ?? null };
}

/** What the intake said, when it refused the order; null when it was not reached at all. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof IntakeRefusal ? error.message : null;
}
