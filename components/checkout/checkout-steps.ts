import { site } from '@/data/site';

/** The checkout's four steps, in order. */
export const checkoutSteps = ['Cart Review', 'Shipping', 'Payment', 'Confirmation'] as const;
export type CheckoutStep = 1 | 2 | 3 | 4;

/** The checkout's page title on a step, as the tab and the share cards name it. */
export function checkoutTitle(step: CheckoutStep): string {
  return `${checkoutSteps[step - 1]} - Checkout | ${site.name}`;
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
