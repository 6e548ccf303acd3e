import { partBDeductible, type PartBDeductible } from './deductible';
import {
  estimateMedicare,
  paymentSchedule,
  runsOf,
  splitApproved,
  type MedicareBilling,
  type PaymentSchedule,
  type Split,
} from './estimate';
import { toCents, type Cents } from './money';

/**
 * The Medicare calculator's arithmetic and what its links carry, on the same rules as every other estimate
 * (estimate.ts).
 */

/** The most the calculator reads from what is typed: far above any order, well inside a number's exact range. */
const MAX_TYPED_COST = toCents(100_000_000);

/**
 * A typed cost, as a patient writes an amount: "1250", "1,250", "$1,250" or "1250.00" (commas only between
 * groups of three, at most two decimals, spaces around it ignored), in cents; null when it cannot be read as one
 * ("abc", "1,25", "-40", "12.345"), and the calculator then says so and counts it as 0. Empty is 0, with nothing
 * to say.
 */
export function parseEquipmentCost(input: string): Cents | null {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return input.trim() === '' ? 0 : null;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) && total <= MAX_TYPED_COST ? total : null;
}

/** The most the calculator accepts from a link: a CPAP order of a thousand machines, give or take. */
const MAX_LINKED_COST = toCents(1_000_000);

/**
 * The approved amount a link asks for (`?cost=1798` or `?cost=17.80`, as the product page and checkout write
 * it), in cents from $0.01 to $1,000,000, or null when the parameter is missing or is anything else, so the
 * calculator keeps its default. A linked cost keeps its cents, as a typed one does, so the calculator shows the
 * same figure as the page that linked to it.
 */
export function costFromSearch(search: string): Cents | null {
  const raw = new URLSearchParams(search).get('cost');
  if (raw === null || !/^\d{1,7}(\.\d{1,2})?$/.test(raw)) return null;
  const cost = toCents(Number(raw));
  return cost >= 1 && cost <= MAX_LINKED_COST ? cost : null;
}

/**
 * How Medicare pays for what a link sends (`?billing=capped-rental` or `oxygen`: its cost is then one month's
 * rent, as a rented product's page writes it); anything else is a purchase.
 */
export function billingFromSearch(search: string): MedicareBilling {
  const billing = new URLSearchParams(search).get('billing');
  return billing === 'capped-rental' || billing === 'oxygen' ? billing : 'purchase';
}

export interface CalculatorResult extends Split {
  supplementalPays: Cents;
}

/** The calculator: one approved amount; supplemental insurance pays half of the patient's share. */
export function calculatorEstimate(
  cost: Cents,
  deductibleMet: boolean,
  supplemental: boolean,
  deductible: PartBDeductible = partBDeductible(),
): CalculatorResult {
  const split = splitApproved(cost, deductibleMet ? 0 : deductible.amount);
  const supplementalPays = supplemental ? supplementalHalf(split.patientPays) : 0;
  return { ...split, patientPays: split.patientPays - supplementalPays, supplementalPays };
}

/** Half of the patient's share, which the calculator's supplemental insurance pays. */
function supplementalHalf(share: Cents): Cents {
  return Math.round(share / 2);
}

/**
 * The calculator's month by month, for equipment Medicare rents at `monthly` an approved month: the same schedule
 * a product page shows, each month's share halved when she has supplemental insurance (as the calculator's
 * split of month 1 is). Null for a purchase.
 */
export function calculatorSchedule(
  monthly: Cents,
  billing: MedicareBilling,
  deductibleMet: boolean,
  supplemental: boolean,
  deductible: PartBDeductible = partBDeductible(),
): PaymentSchedule | null {
  if (billing === 'purchase') return null;
  const rented = estimateMedicare(
    [{ price: monthly, quantity: 1, medicare: { eligible: true, billing, monthlyRental: monthly } }],
    deductibleMet ? 'yes' : 'no',
    deductible,
  );
  const schedule = paymentSchedule(rented)!;
  if (!supplemental) return schedule;
  const shares = schedule.steps.flatMap((step) =>
    Array.from({ length: step.to - step.from + 1 }, () => step.share - supplementalHalf(step.share)),
  );
  return { ...schedule, steps: runsOf(shares) };
}
