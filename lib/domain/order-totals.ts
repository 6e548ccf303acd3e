import { shippingMethods, type ShippingMethod } from '@/data/shipping-methods';
import { taxRatePercent } from '@/data/sales-tax';
import { partBDeductible, type PartBDeductible } from './deductible';
import {
  estimateMedicare,
  type DeductibleAnswer,
  type EstimateLine,
  type MedicareEstimate,
  type RentalShare,
} from './estimate';
import type { OrderTotals } from './intake-contract';
import type { PaymentMethod } from './payment-methods';
import { percentOf, toCents, type Cents } from './money';

export type { OrderTotals } from './intake-contract';

/** A cart line priced from the catalogue: its price, tax status and Medicare terms. */
export interface PricedLine extends EstimateLine {
  taxable: boolean;
}

/** A line of an order as the summary and the confirmation show it. */
export interface OrderLine {
  id: number;
  name: string;
  price: Cents;
  quantity: number;
  medicareEligible: boolean;
  taxable: boolean;
}

/** How the order is paid: by card, or billed to Medicare with the patient's answer about the deductible. */
export interface Payment {
  method: PaymentMethod;
  deductible: DeductibleAnswer;
}

export function shippingCost(method: ShippingMethod): Cents {
  const option = shippingMethods.find((o) => o.id === method);
  return option ? toCents(option.price) : 0;
}

/**
 * What the shopper pays. By card: the items, shipping, and sales tax on the taxable items. Billed to
 * Medicare: the covered items are not charged at the store's price; the patient's estimated share of them
 * (lib/domain/estimate.ts) is, with the other items, shipping and their tax.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod,
  payment: Payment,
  deductible: PartBDeductible = partBDeductible(),
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const shipping = shippingCost(method);
  const medicare = payment.method === 'medicare';
  const billed = (l: PricedLine) => medicare && l.medicare.eligible;
  const taxable = lines.reduce((sum, l) => sum + (l.taxable && !billed(l) ? l.price * l.quantity : 0), 0);
  const tax = percentOf(taxable, taxRatePercent);
  const estimate = medicare ? estimateMedicare(lines, payment.deductible, deductible) : null;
  const billedToMedicare = estimate?.billedToMedicare ?? 0;
  const patientShare = estimate?.patientPays ?? 0;
  return {
    subtotal,
    shipping,
    taxable,
    tax,
    billedToMedicare,
    medicareApproved: estimate?.approved ?? 0,
    medicarePays: estimate?.medicarePays ?? 0,
    patientShare,
    total: subtotal - billedToMedicare + patientShare + shipping + tax,
  };
}

/** The rentals of an order's estimate, by name, for "what you pay and when" (the confirmation and the back office). */
export function rentalShares(lines: readonly { name: string }[], estimate: MedicareEstimate): RentalShare[] {
  return estimate.lines.flatMap((e, i) =>
    e?.rental
      ? [{ name: lines[i]?.name ?? '', months: e.rental.months, monthlyShare: e.rental.monthlyShare }]
      : [],
  );
}
