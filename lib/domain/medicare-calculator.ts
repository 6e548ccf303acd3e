import type { MedicareBilling } from './estimate';
import { toCents, type Cents } from './money';

/** The spec parses the cost as an integer; anything non-numeric (or negative) counts as 0. */
export function parseEquipmentCost(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isNaN(value) || value < 0 ? 0 : value;
}

/** The most the calculator accepts from a link: a CPAP order of a thousand machines, give or take. */
const MAX_LINKED_COST = toCents(1_000_000);

/**
 * The approved amount a link asks for (`?cost=1798` or `?cost=17.80`, as the product page and checkout write
 * it), in cents from $0.01 to $1,000,000, or null when the parameter is missing or is anything else, so the
 * calculator keeps its default. A typed cost is whole dollars (the specification); a linked one keeps its
 * cents, so the calculator shows the same figure as the page that linked to it.
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
