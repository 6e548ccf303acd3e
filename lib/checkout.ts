import {
  MEDICARE_COVERAGE_PERCENT,
  TAX_RATE_PERCENT,
  shippingOptions,
  type ShippingMethod,
} from '@/data/checkout';
import { percentOf, toCents, type Cents } from './money';

export interface PricedLine {
  price: Cents;
  quantity: number;
  medicareEligible: boolean;
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
  const option = shippingOptions.find((o) => o.id === method);
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
  const tax = percentOf(subtotal, TAX_RATE_PERCENT);
  const medicareSavings = medicareApplied ? percentOf(eligibleTotal, MEDICARE_COVERAGE_PERCENT) : 0;
  return {
    subtotal,
    shipping,
    tax,
    eligibleTotal,
    medicareSavings,
    total: subtotal + shipping + tax - medicareSavings,
  };
}
