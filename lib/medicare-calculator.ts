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

/** The most the calculator accepts from a link: a CPAP order of a thousand machines, give or take. */
const MAX_LINKED_COST = 1_000_000;

/**
 * The equipment cost a link asks for (`?cost=1798`, as checkout writes it): whole dollars from 1 to
 * 1,000,000, or null when the parameter is missing or is anything else, so the calculator keeps its default.
 */
export function costFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('cost');
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const cost = Number(raw);
  return cost >= 1 && cost <= MAX_LINKED_COST ? cost : null;
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
