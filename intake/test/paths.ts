import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PricedLine } from '@/lib/domain/order-totals';
import { termsFromCatalogue, type MedicareBilling } from '@/lib/domain/estimate';
import { toCents } from '@/lib/domain/money';

/** Where the intake's tests keep their bundle and catalogue (git-ignored). */
export const testDir = path.resolve('intake/.test');
export const TEST_CATALOG_SIZE = 60;

interface CatalogueProduct {
  id: number;
  price: number;
  taxable: boolean;
  medicareInfo: {
    eligible: boolean;
    billing: MedicareBilling;
    allowedAmount?: number;
    monthlyRental?: number;
  };
}

let products: CatalogueProduct[] | undefined;

/** A line of the test catalogue (written by global-setup.ts: the store's 16, then numbered copies), priced. */
export function testCatalogLine(id: number, quantity = 1): PricedLine & { id: number } {
  products ??= JSON.parse(
    readFileSync(path.join(testDir, 'catalog/products.json'), 'utf8'),
  ) as CatalogueProduct[];
  const p = products.find((x) => x.id === id);
  // An id the catalogue lacks keeps a price, so the intake, not the test, refuses it.
  if (!p)
    return { id, quantity, price: 100, taxable: false, medicare: { eligible: false, billing: 'purchase' } };
  return {
    id,
    quantity,
    price: toCents(p.price),
    taxable: p.taxable,
    medicare: termsFromCatalogue(p.medicareInfo),
  };
}
