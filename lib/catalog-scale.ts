import type { Product } from './catalog-schema';

/**
 * Grows the catalogue to `size` products by repeating the real ones under new ids. Used only by
 * `npm run bench -- --catalog=1000` (CATALOG_SIZE) to show that page weight does not grow with the catalogue,
 * and by the end-to-end tests' 200-product build.
 */
export function expandCatalog(base: readonly Product[], size: number): readonly Product[] {
  if (!Number.isInteger(size) || size <= base.length) return base;
  const extra: Product[] = [];
  for (let id = base.length + 1; id <= size; id++) {
    // Copies show their original's drawing, not its photos: a photo belongs to the product it was taken of.
    const source = base[(id - 1) % base.length] as Product;
    const copy: Product = { ...source, id, name: `${source.name} (${id})`, sku: `${source.sku}-${id}` };
    delete copy.photos;
    extra.push(copy);
  }
  return [...base, ...extra];
}
