import { medicare } from '@/data/medicare-rules';
import { partBDeductible, type PartBDeductible } from './deductible';
import { percentOf, toCents, type Cents } from './money';

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

/**
 * The deductible still to pay: what Medicare said is left, when an eligibility check has asked; otherwise as the
 * patient's answer has it, all of it unless she says it is met.
 */
function deductibleLeft(answer: DeductibleAnswer, deductible: PartBDeductible): Cents {
  if (deductible.left !== undefined) return Math.min(deductible.left, deductible.amount);
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

/** A run of months in which the patient pays the same share each month: months `from` to `to`, `share` each. */
interface ScheduleStep {
  from: number;
  to: number;
  share: Cents;
}

/** What the patient pays month by month, and what happens after the last month of rent. */
export interface PaymentSchedule {
  steps: ScheduleStep[];
  /** The last month rent is paid. */
  lastMonth: number;
  /** Capped-rental equipment is hers after its 13th month; oxygen equipment stays the supplier's. */
  owns: 'all' | 'some' | 'none';
  /** A rental whose monthly amount the supplier has still to confirm, so it is not in the figures. */
  unconfirmed: boolean;
}

/** Month 1's share first: runs of equal months joined into one step each. */
export function runsOf(shares: readonly Cents[]): ScheduleStep[] {
  const steps: ScheduleStep[] = [];
  shares.forEach((share, i) => {
    const last = steps.at(-1);
    if (last?.share === share) last.to = i + 1;
    else steps.push({ from: i + 1, to: i + 1, share });
  });
  return steps;
}

/**
 * Month by month, for a cart with rentals: month 1 is the estimate's share now (purchases and the first month's
 * rent); each later month is that month's rent, the deductible not yet met used up first (all of each month's
 * rent until it is met), then 20%. Null when nothing is rented. Runs of equal months are joined.
 */
export function paymentSchedule(estimate: MedicareEstimate): PaymentSchedule | null {
  const rentals = estimate.lines.flatMap((e) => (e?.rental ? [e.rental] : []));
  if (rentals.length === 0) return null;
  const known = rentals.filter((r) => r.monthly !== null);
  const lastMonth = Math.max(...rentals.map((r) => r.months));
  let left = deductibleLeft(estimate.answer, estimate.deductible) - estimate.deductibleApplied;
  const shares = [estimate.patientPays];
  for (let month = 2; month <= lastMonth; month++) {
    const rent = known.reduce((sum, r) => sum + (month <= r.months ? (r.monthly ?? 0) : 0), 0);
    const split = splitApproved(rent, left);
    left -= split.deductibleApplied;
    shares.push(split.patientPays);
  }
  // Nothing known of the rent: no figures, only "we will confirm the monthly amount".
  const steps = known.length === 0 ? [] : runsOf(shares);
  return {
    steps,
    lastMonth,
    owns: rentals.every((r) => r.months === medicare.rentalMonths)
      ? 'all'
      : rentals.some((r) => r.months === medicare.rentalMonths)
        ? 'some'
        : 'none',
    unconfirmed: known.length < rentals.length,
  };
}

/**
 * What the patient pays over the whole rental, month 1 (with any purchase) to the last month of rent; null when no
 * monthly amount is known yet, so there is nothing to add up.
 */
export function scheduleTotal(schedule: PaymentSchedule): Cents | null {
  if (schedule.steps.length === 0) return null;
  return schedule.steps.reduce((sum, step) => sum + step.share * (step.to - step.from + 1), 0);
}

/**
 * How the calculator should count what a cart or an order sends it: as a rental of its kind when every item
 * billed to Medicare is rented for the same months (its approved amount is then one month's rent), else as a
 * purchase of the approved amount.
 */
export function calculatorBilling(rentalMonths: readonly number[], medicareLines: number): MedicareBilling {
  const months = new Set(rentalMonths);
  if (medicareLines === 0 || rentalMonths.length !== medicareLines || months.size !== 1) return 'purchase';
  return months.has(medicare.oxygenRentalMonths) ? 'oxygen' : 'capped-rental';
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
