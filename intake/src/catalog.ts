import { validateCatalog } from '@/lib/catalog-schema';
import type { PricedLine } from '@/lib/checkout';
import { termsFromCatalogue } from '@/lib/estimate';
import { toCents } from '@/lib/money';
// `store-catalog` is data/catalog (wrangler.jsonc's alias); a test bundle points it at another copy.
import categories from 'store-catalog/categories.json';
import products from 'store-catalog/products.json';
import reviews from 'store-catalog/reviews.json';

/** What the intake prices an order line with. */
export interface SoldProduct extends Omit<PricedLine, 'quantity'> {
  id: number;
  name: string;
}

let sold: Map<number, SoldProduct> | undefined;

/**
 * The catalogue the site is built from, bundled into the Worker at deploy and checked with the same schema,
 * so an order is priced from the same files as the pages the shopper saw.
 */
export function soldProducts(): Map<number, SoldProduct> {
  if (!sold) {
    const result = validateCatalog({
      'categories.json': categories,
      'products.json': products,
      'reviews.json': reviews,
    });
    if (!result.ok) throw new Error(`The bundled catalogue is not valid: ${result.problems.join('; ')}`);
    sold = new Map(
      result.catalog.products.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          price: toCents(p.price),
          taxable: p.taxable,
          medicare: termsFromCatalogue(p.medicareInfo),
        },
      ]),
    );
  }
  return sold;
}
