import { parsePricedProduct, type PricedProduct } from '@/lib/domain/priced-product';
import { fetchPriceFile, forgetPriceFile } from './price-files';

/**
 * A product's checkout facts from its price file (lib/browser/price-files.ts, fetched once per visit): null when
 * the store no longer sells it; a network failure or an unreadable file rejects, and the next call tries again.
 */
export async function loadPricedProduct(id: number): Promise<PricedProduct | null> {
  const raw = await fetchPriceFile(id);
  if (raw === null) return null;
  const product = parsePricedProduct(raw, id);
  if (product) return product;
  forgetPriceFile(id);
  throw new Error(`Prices for product ${id}: unreadable`);
}
