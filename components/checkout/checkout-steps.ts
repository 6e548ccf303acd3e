import { fill } from '@/lib/domain/fill';
import { ORDER_NUMBER } from '@/lib/domain/order-number';
import type { CheckoutWords } from './checkout-words';

export type CheckoutStep = 1 | 2 | 3 | 4;

const stepKeys = { 1: 'cart', 2: 'shipping', 3: 'payment', 4: 'confirmation' } as const;

/** A step's name in the page's language. */
export function stepName(step: CheckoutStep, words: CheckoutWords): string {
  return words.steps[stepKeys[step]];
}

/** The checkout's four steps' names, in order. */
export function checkoutSteps(words: CheckoutWords): string[] {
  return ([1, 2, 3, 4] as const).map((step) => stepName(step, words));
}

/** The checkout's page title on a step, as the tab and the share cards name it (the page fills in the store). */
export function checkoutTitle(step: CheckoutStep, words: CheckoutWords): string {
  return fill(words.pageTitle, { step: stepName(step, words) });
}

/** How each step appears in the address bar, so Back, Forward and reload land on it. */
const stepParams = ['', 'shipping', 'payment', 'confirmation'] as const;

export function stepFromSearch(search: string): CheckoutStep {
  const index = stepParams.indexOf(new URLSearchParams(search).get('step') as (typeof stepParams)[number]);
  return index > 0 ? ((index + 1) as CheckoutStep) : 1;
}

export function stepSearch(step: CheckoutStep): string {
  return step === 1 ? '' : `?step=${stepParams[step - 1]}`;
}

/**
 * Back from Stripe's page to the confirmation: the order it was for, and whether she paid (Stripe adds its session)
 * or went back without paying. Null for any other address.
 */
export function paymentReturnOf(search: string): { orderNumber: string; paid: boolean } | null {
  const query = new URLSearchParams(search);
  const orderNumber = query.get('order') ?? '';
  if (query.get('step') !== 'confirmation' || !ORDER_NUMBER.test(orderNumber)) return null;
  if (query.has('session')) return { orderNumber, paid: true };
  if (query.get('payment') === 'cancelled') return { orderNumber, paid: false };
  return null;
}
