import { facts, shippingMethods, type ShippingMethod } from '@/data/facts';
import { site } from '@/data/site';
import { percentOf, toCents, type Cents } from './money';

export interface PricedLine {
  price: Cents;
  quantity: number;
  medicareEligible: boolean;
}

/** A line of an order as the summary and the confirmation show it. */
export interface OrderLine extends PricedLine {
  id: number;
  name: string;
}

export interface OrderTotals {
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
  eligibleTotal: Cents;
  medicareSavings: Cents;
  total: Cents;
}

export function shippingCost(method: ShippingMethod): Cents {
  const option = shippingMethods.find((o) => o.id === method);
  return option ? toCents(option.price) : 0;
}

/** Total = subtotal + shipping + 8% tax on the subtotal − 80% of the eligible items when Part B applies. */
export function orderTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod,
  medicareApplied: boolean,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const eligibleTotal = lines.reduce((sum, l) => sum + (l.medicareEligible ? l.price * l.quantity : 0), 0);
  const shipping = shippingCost(method);
  const tax = percentOf(subtotal, facts.taxRatePercent);
  const medicareSavings = medicareApplied ? percentOf(eligibleTotal, facts.medicare.coveragePercent) : 0;
  return {
    subtotal,
    shipping,
    tax,
    eligibleTotal,
    medicareSavings,
    total: subtotal + shipping + tax - medicareSavings,
  };
}

/** The calculator, prefilled with the Medicare-eligible part of the order in whole dollars. */
export function calculatorPath(eligibleTotal: Cents): string {
  return `/medicare-info/calculator/?cost=${Math.round(eligibleTotal / 100)}`;
}

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
