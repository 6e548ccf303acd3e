import { validateCatalog } from '@/lib/domain/catalog-schema';
import type { Documentation } from '@/lib/domain/documentation';
import type { EstimateLine } from '@/lib/domain/estimate';
import { pricedLine, type PricedLineFacts } from '@/lib/domain/priced-product';
// `store-catalog` is data/catalog (wrangler.jsonc's alias); a test bundle points it at another copy.
import categories from 'store-catalog/categories.json';
import documentation from 'store-catalog/documentation.json';
import products from 'store-catalog/products.json';
import reviews from 'store-catalog/reviews.json';

/** What the intake prices an order line with, and the code Medicare bills it under. */
export type SoldProduct = PricedLineFacts & { hcpcs?: string };

let loaded:
  | {
      sold: Map<number, SoldProduct>;
      names: Map<number, { en: string; es: string }>;
      documentation: Documentation;
    }
  | undefined;

/**
 * The catalogue the site is built from, bundled into the Worker at deploy and checked with the same schema,
 * then priced with the same mapping as the price files the checkout reads (lib/domain/priced-product.ts), so an
 * order is priced from the same files, the same way, as the pages the shopper saw.
 */
function load() {
  if (!loaded) {
    const result = validateCatalog({
      'categories.json': categories,
      'products.json': products,
      'reviews.json': reviews,
      'documentation.json': documentation,
    });
    if (!result.ok) throw new Error(`The bundled catalogue is not valid: ${result.problems.join('; ')}`);
    loaded = {
      sold: new Map(
        result.catalog.products.map((p) => [
          p.id,
          { ...pricedLine(p), ...(p.medicareEligible ? { hcpcs: p.medicareInfo.hcpcs } : {}) },
        ]),
      ),
      names: new Map(result.catalog.products.map((p) => [p.id, { en: p.name, es: p.es?.name ?? p.name }])),
      documentation: result.catalog.documentation,
    };
  }
  return loaded;
}

/** The products the intake sells, by id, as it prices them. */
export const soldProducts = (): Map<number, SoldProduct> => load().sold;

/** Each product's name in both languages, for the pages the intake answers (a refill's items). */
export const productNames = (): Map<number, { en: string; es: string }> => load().names;

/** What Medicare needs on file for each HCPCS code the catalogue carries (data/catalog/documentation.json). */
export const documentationRules = (): Documentation => load().documentation;

/**
 * An order's lines as Medicare bills them, in the order she chose them: the price and quantity it was placed at,
 * the catalogue's Medicare terms and the HCPCS code the line was kept with. For the claim's lines, its ceiling and
 * the share an eligibility check works out.
 */
export async function billedLines(
  db: D1Database,
  number: string,
): Promise<(EstimateLine & { hcpcs: string | null })[]> {
  const { results } = await db
    .prepare(
      'SELECT product_id, hcpcs, quantity, unit_cents FROM order_lines WHERE order_number = ?1 ORDER BY position',
    )
    .bind(number)
    .all<{ product_id: number; hcpcs: string | null; quantity: number; unit_cents: number }>();
  return results.map((l) => ({
    price: l.unit_cents,
    quantity: l.quantity,
    hcpcs: l.hcpcs,
    medicare: soldProducts().get(l.product_id)?.medicare ?? { eligible: false, billing: 'purchase' },
  }));
}
