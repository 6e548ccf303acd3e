import { medicare } from '@/data/medicare-rules';
import { toCents, type Cents } from './money';

/** The Part B deductible an estimate uses: the figure, the year it is for, and whether that is this year. */
export interface PartBDeductible {
  year: number;
  amount: Cents;
  /** False when CMS's figure for this year is not in the store's facts yet and the latest year's is used. */
  current: boolean;
  /** What is left of it this year as Medicare's eligibility answer says: when known it replaces her own answer. */
  left?: Cents;
}

const yearInNewYork = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' });

/** The calendar year on the store's clock in Jamaica, NY. */
export function storeYear(on: Date): number {
  return Number(yearInNewYork.format(on));
}

/**
 * This year's Part B deductible, or the latest year's when this year's is not known yet: an estimate made on
 * New Year's Day still works, and says which year's figure it used.
 */
export function partBDeductible(
  on: Date = new Date(),
  table: Readonly<Record<number, number>> = medicare.partBDeductibles,
): PartBDeductible {
  const year = storeYear(on);
  const known = Object.keys(table)
    .map(Number)
    .filter((y) => y <= year)
    .sort((a, b) => b - a);
  const used = known[0] ?? Math.min(...Object.keys(table).map(Number));
  return { year: used, amount: toCents(table[used] ?? 0), current: used === year };
}
