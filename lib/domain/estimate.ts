import { medicare } from '@/data/medicare-rules';
import { partBDeductible, type PartBDeductible } from './deductible';
import { formatMoney, percentOf, toCents, type Cents } from './money';

/**
 * Every Medicare figure the store shows (product page, calculator, checkout, confirmation, the back office) comes
 * from here, so the same cart with the same answer about the deductible costs the same on every screen.
 */

/** "Have you met this year's Part B deductible?" Not sure counts as not met. */
export const deductibleAnswers = ['yes', 'no', 'unsure'] as const;
export type DeductibleAnswer = (typeof deductibleAnswers)[number];

/** How Medicare pays for an item: bought outright, rented to ownership (13 months), or oxygen (36 months). */
export const medicareBillings = ['purchase', 'capped-rental', 'oxygen'] as const;
export type MedicareBilling = (typeof medicareBillings)[number];

/** A product's Medicare terms, in cents, as the catalogue gives them. */
export interface MedicareTerms {
  eligible: boolean;
  billing: MedicareBilling;
  /** Medicare's allowed amount for one, when the supplier gives it (purchases). */
  allowedAmount?: Cents;
  /** Medicare's monthly amount for one, when the supplier gives it (rentals). */
  monthlyRental?: Cents;
}

export interface EstimateLine {
  price: Cents;
  quantity: number;
  medicare: MedicareTerms;
}

/** What a line's estimate rests on: the allowed amount, the store's price, the monthly amount, or nothing yet. */
type EstimateBasis = 'allowed' | 'price' | 'monthly' | 'unconfirmed';

export interface LineEstimate {
  basis: EstimateBasis;
  /** The Medicare-approved amount billed now: the purchase, or a rental's first month. */
  approvedNow: Cents;
  /** For rentals: the months Medicare pays rent and, when known, each month's approved amount and share. */
  rental: { months: number; monthly: Cents | null; monthlyShare: Cents | null } | null;
}

export interface Split {
  /** The Medicare-approved amount the split is of. */
  approved: Cents;
  deductibleApplied: Cents;
  medicarePays: Cents;
  patientPays: Cents;
}

export interface MedicareEstimate extends Split {
  answer: DeductibleAnswer;
  deductible: PartBDeductible;
  /** One per eligible line, in order; lines Medicare does not cover have none. */
  lines: (LineEstimate | null)[];
  /** The store's price of what is billed to Medicare, which the patient does not pay at that price. */
  billedToMedicare: Cents;
}

const rentalMonths: Record<MedicareBilling, number> = {
  purchase: 0,
  'capped-rental': medicare.rentalMonths,
  oxygen: medicare.oxygenRentalMonths,
};

/** The patient's coinsurance of an amount once the deductible is met. */
function coinsurance(amount: Cents): Cents {
  return amount - percentOf(amount, medicare.coveragePercent);
}

/**
 * Medicare's rule on an approved amount: the patient pays what is left of the deductible first, then
 * Medicare pays 80% of the rest and the patient 20%.
 */
export function splitApproved(approved: Cents, deductibleLeft: Cents): Split {
  const deductibleApplied = Math.min(approved, Math.max(0, deductibleLeft));
  const medicarePays = percentOf(approved - deductibleApplied, medicare.coveragePercent);
  return { approved, deductibleApplied, medicarePays, patientPays: approved - medicarePays };
}

/** The deductible still to pay, as the answer has it: all of it unless the patient says it is met. */
function deductibleLeft(answer: DeductibleAnswer, deductible: PartBDeductible): Cents {
  return answer === 'yes' ? 0 : deductible.amount;
}

function lineEstimate({ price, quantity, medicare }: EstimateLine): LineEstimate {
  if (medicare.billing === 'purchase') {
    const allowed = medicare.allowedAmount;
    return {
      basis: allowed === undefined ? 'price' : 'allowed',
      approvedNow: (allowed ?? price) * quantity,
      rental: null,
    };
  }
  const monthly = medicare.monthlyRental === undefined ? null : medicare.monthlyRental * quantity;
  return {
    basis: monthly === null ? 'unconfirmed' : 'monthly',
    approvedNow: monthly ?? 0,
    rental: {
      months: rentalMonths[medicare.billing],
      monthly,
      monthlyShare: monthly === null ? null : coinsurance(monthly),
    },
  };
}

/**
 * The estimate for a cart (or one product) billed to Medicare: what Medicare and the patient pay now for the
 * eligible lines, and each rental's monthly share after that.
 */
export function estimateMedicare(
  lines: readonly EstimateLine[],
  answer: DeductibleAnswer,
  deductible: PartBDeductible = partBDeductible(),
): MedicareEstimate {
  const estimates = lines.map((l) => (l.medicare.eligible ? lineEstimate(l) : null));
  const approved = estimates.reduce((sum, e) => sum + (e?.approvedNow ?? 0), 0);
  const billedToMedicare = lines.reduce(
    (sum, l) => sum + (l.medicare.eligible ? l.price * l.quantity : 0),
    0,
  );
  return {
    ...splitApproved(approved, deductibleLeft(answer, deductible)),
    answer,
    deductible,
    lines: estimates,
    billedToMedicare,
  };
}

/** A rented item's months and, when the catalogue gives its monthly amount, the patient's monthly share. */
export interface RentalShare {
  name: string;
  months: number;
  monthlyShare: Cents | null;
}

/** The rentals of an estimate, by name, for "what you pay and when". */
export function rentalShares(lines: readonly { name: string }[], estimate: MedicareEstimate): RentalShare[] {
  return estimate.lines.flatMap((e, i) =>
    e?.rental
      ? [{ name: lines[i]?.name ?? '', months: e.rental.months, monthlyShare: e.rental.monthlyShare }]
      : [],
  );
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
  const supplementalPays = supplemental ? Math.round(split.patientPays / 2) : 0;
  return { ...split, patientPays: split.patientPays - supplementalPays, supplementalPays };
}

/** "2026 Part B deductible ($283)", naming an older year when this year's figure is not known yet. */
export function deductibleLabel(deductible: PartBDeductible): string {
  return `${deductible.year} Part B deductible (${formatMoney(deductible.amount).replace(/\.00$/, '')})`;
}

/** Which answer a figure uses, in words. */
export function answerNote(answer: DeductibleAnswer, deductible: PartBDeductible): string {
  const label = deductibleLabel(deductible);
  if (answer === 'yes') return `You said your ${label} is met.`;
  if (answer === 'no') return `You said your ${label} is not met yet: it is counted first.`;
  return `Not sure about your ${label}: counted as not met yet.`;
}

/** What a line's figure rests on, in words. */
export function basisNote(estimate: LineEstimate): string {
  switch (estimate.basis) {
    case 'allowed':
      return 'Based on the Medicare allowed amount.';
    case 'price':
      return 'Based on our price; Medicare may approve less.';
    case 'monthly':
      return 'Based on the Medicare monthly rental amount.';
    case 'unconfirmed':
      return 'We will confirm the monthly amount.';
  }
}

/** Dollars with cents from the catalogue, as the estimate holds them. */
export function termsFromCatalogue(m: {
  eligible: boolean;
  billing: MedicareBilling;
  allowedAmount?: number;
  monthlyRental?: number;
}): MedicareTerms {
  return {
    eligible: m.eligible,
    billing: m.billing,
    ...(m.allowedAmount === undefined ? {} : { allowedAmount: toCents(m.allowedAmount) }),
    ...(m.monthlyRental === undefined ? {} : { monthlyRental: toCents(m.monthlyRental) }),
  };
}
