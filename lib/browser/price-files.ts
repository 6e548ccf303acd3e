import { pricedProductPath } from '@/lib/domain/paths';

const fetched = new Map<number, Promise<unknown>>();

/**
 * A product's price file as it arrived, fetched once per visit: null when the store no longer sells it (its file
 * is gone); a network failure rejects, and the next call tries again. The checkout page asks for its lines' files
 * at once, with none of the code that reads them (lib/browser/cart-prices.ts, in the wizard's own chunk).
 */
export function fetchPriceFile(id: number): Promise<unknown> {
  const known = fetched.get(id);
  if (known) return known;
  const pending = fetch(pricedProductPath(id)).then((response) => {
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Prices for product ${id}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  fetched.set(id, pending);
  pending.catch(() => fetched.delete(id));
  return pending;
}

/** Fetch the file again next time (it arrived but could not be read). */
export function forgetPriceFile(id: number) {
  fetched.delete(id);
}
