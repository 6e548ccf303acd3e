import { medicare as rules } from '@/data/medicare-rules';
import type { EstimateLine } from './estimate';
import type { Cents } from './money';

/**
 * The most Medicare can pay for a month of an order: what the supplier bills it that month. Month 1 bills every
 * covered line (a purchase at its allowed amount, else the store's price; a rental's first month); each later month
 * bills only the rentals still running that month. A rental whose monthly amount the catalogue does not give is
 * bounded by the item's price, the most the store would ever bill for it. Staff's figures for what Medicare paid,
 * and the share they bill after it, are checked against this.
 */
export function monthCeiling(lines: readonly EstimateLine[], month: number): Cents {
  return lines.reduce((sum, { price, quantity, medicare }) => {
    if (!medicare.eligible) return sum;
    if (medicare.billing === 'purchase')
      return month === 1 ? sum + (medicare.allowedAmount ?? price) * quantity : sum;
    const months = medicare.billing === 'oxygen' ? rules.oxygenRentalMonths : rules.rentalMonths;
    return month <= months ? sum + (medicare.monthlyRental ?? price) * quantity : sum;
  }, 0);
}
