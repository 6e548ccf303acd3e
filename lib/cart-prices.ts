import { assetPath } from './paths';
import type { PricedProduct } from './priced-product';

/** A product's own small file by name within /catalog/: `1.json`. */
export function productFileName(id: number): string {
  return `${id}.json`;
}

/** Which product a file name within /catalog/ names; null for any other name. */
export function parseProductFileName(file: string): number | null {
  const match = /^([1-9]\d*)\.json$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * A product's own small file (before the base path): what the checkout prices its cart line with, and what a
 * listing card of search results shows.
 */
export function productFilePath(id: number): string {
  return `/catalog/${productFileName(id)}`;
}

/** The URL of the file the checkout prices a product's cart line with. */
export function pricedProductPath(id: number): string {
  return assetPath(productFilePath(id));
}

const loaded = new Map<number, Promise<PricedProduct | null>>();

/**
 * A product's checkout facts, fetched once per visit: null when the store no longer sells it (its file is
 * gone); a network failure or an unreadable file rejects, and the next call tries again. The file's check
 * (lib/priced-product.ts, with zod) arrives alongside the first file, so a page with nothing to price loads
 * neither.
 */
export function loadPricedProduct(id: number): Promise<PricedProduct | null> {
  const known = loaded.get(id);
  if (known) return known;
  const pending = Promise.all([fetch(pricedProductPath(id)), import('./priced-product')]).then(
    async ([response, { parsePricedProduct }]) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Prices for product ${id}: HTTP ${response.status}`);
      const product = parsePricedProduct(await response.json(), id);
      if (!product) throw new Error(`Prices for product ${id}: unreadable`);
      return product;
    },
  );
  loaded.set(id, pending);
  pending.catch(() => loaded.delete(id));
  return pending;
}
