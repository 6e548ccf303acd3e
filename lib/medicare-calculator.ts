import { FALLBACK_DEDUCTIBLE } from '@/data/medicare';
import { percentOf, toCents, type Cents } from './money';

export interface CalculatorInput {
  /** Equipment cost in whole dollars. */
  cost: number;
  deductibleMet: boolean;
  supplemental: boolean;
  /** Part B deductible in dollars; falls back to 233 when missing. */
  deductible?: number;
}

export interface CalculatorResult {
  cost: Cents;
  deductibleApplied: Cents;
  medicarePays: Cents;
  patientPays: Cents;
  supplementalPays: Cents;
}

/** The spec parses the cost as an integer; anything non-numeric (or negative) counts as 0. */
export function parseEquipmentCost(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isNaN(value) || value < 0 ? 0 : value;
}

export function calculateMedicareCost({
  cost,
  deductibleMet,
  supplemental,
  deductible,
}: CalculatorInput): CalculatorResult {
  const total = toCents(cost);
  const deductibleCents = toCents(deductible ?? FALLBACK_DEDUCTIBLE);
  let medicarePays: Cents;
  let patientPays: Cents;
  let deductibleApplied: Cents = 0;
  if (deductibleMet) {
    medicarePays = percentOf(total, 80);
    patientPays = total - medicarePays;
  } else if (total <= deductibleCents) {
    deductibleApplied = total;
    medicarePays = 0;
    patientPays = total;
  } else {
    deductibleApplied = deductibleCents;
    const remainder = total - deductibleCents;
    medicarePays = percentOf(remainder, 80);
    patientPays = deductibleCents + (remainder - medicarePays);
  }
  const supplementalPays = supplemental ? Math.round(patientPays / 2) : 0;
  return {
    cost: total,
    deductibleApplied,
    medicarePays,
    patientPays: patientPays - supplementalPays,
    supplementalPays,
  };
}
