import { pricedProductPath } from '@/lib/domain/paths';
import type { PricedProduct } from '@/lib/domain/priced-product';

const loaded = new Map<number, Promise<PricedProduct | null>>();

/**
 * A product's checkout facts, fetched once per visit: null when the store no longer sells it (its file is
 * gone); a network failure or an unreadable file rejects, and the next call tries again. The file's check
 * (lib/domain/priced-product.ts, with zod) arrives alongside the first file, so a page with nothing to price loads
 * neither.
 */
export function loadPricedProduct(id: number): Promise<PricedProduct | null> {
  const known = loaded.get(id);
  if (known) return known;
  const pending = Promise.all([fetch(pricedProductPath(id)), import('@/lib/domain/priced-product')]).then(
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
