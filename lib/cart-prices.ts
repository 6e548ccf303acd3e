import type { PricedProduct } from './catalog';
import { assetPath } from './paths';

/** The file with what the checkout prices a product's cart line with: one small file per product. */
export function pricedProductPath(id: number): string {
  return assetPath(`/catalog/${id}.json`);
}

/** A price file's contents, if they are what the store writes: anything else is not believed. */
export function parsePricedProduct(raw: unknown, id: number): PricedProduct | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const p = raw as Record<string, unknown>;
  const ok =
    p.id === id &&
    typeof p.name === 'string' &&
    p.name !== '' &&
    typeof p.price === 'number' &&
    Number.isInteger(p.price) &&
    p.price > 0 &&
    typeof p.medicareEligible === 'boolean' &&
    typeof p.image === 'string' &&
    typeof p.imageAlt === 'string';
  if (!ok) return null;
  return {
    id,
    name: p.name as string,
    price: p.price as PricedProduct['price'],
    medicareEligible: p.medicareEligible as boolean,
    image: p.image as string,
    imageAlt: p.imageAlt as string,
  };
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
