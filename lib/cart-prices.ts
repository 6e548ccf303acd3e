import * as z from 'zod/mini';
import { medicareBillings } from './estimate';
import { assetPath } from './paths';

const cents = z.int().check(z.positive());

/** What the checkout prices a cart line with: prices always come from the catalogue, never from storage. */
const pricedProductSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  price: cents,
  medicareEligible: z.boolean(),
  taxable: z.boolean(),
  medicare: z.object({
    eligible: z.boolean(),
    billing: z.enum(medicareBillings),
    allowedAmount: z.optional(cents),
    monthlyRental: z.optional(cents),
  }),
  image: z.string(),
  imageAlt: z.string(),
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;

/**
 * A product's own small file (before the base path): what the checkout prices its cart line with, and what a
 * listing card of search results shows.
 */
export function productFilePath(id: number): string {
  return `/catalog/${id}.json`;
}

/** The URL of the file the checkout prices a product's cart line with. */
export function pricedProductPath(id: number): string {
  return assetPath(productFilePath(id));
}

/** A price file's contents, if they are what the store writes for this product: anything else is not believed. */
export function parsePricedProduct(raw: unknown, id: number): PricedProduct | null {
  const parsed = pricedProductSchema.safeParse(raw);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}

const loaded = new Map<number, Promise<PricedProduct | null>>();

/**
 * A product's checkout facts, fetched once per visit: null when the store no longer sells it (its file is
 * gone); a network failure or an unreadable file rejects, and the next call tries again.
 */
export function loadPricedProduct(id: number): Promise<PricedProduct | null> {
  const known = loaded.get(id);
  if (known) return known;
  const pending = fetch(pricedProductPath(id)).then(async (response) => {
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Prices for product ${id}: HTTP ${response.status}`);
    const product = parsePricedProduct(await response.json(), id);
    if (!product) throw new Error(`Prices for product ${id}: unreadable`);
    return product;
  });
  loaded.set(id, pending);
  pending.catch(() => loaded.delete(id));
  return pending;
}
