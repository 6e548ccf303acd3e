import type { Product } from './catalog-schema';

/**
 * Grows the catalogue to `size` products by repeating the real ones under new ids. Used only by
 * `npm run bench -- --catalog=1000` (CATALOG_SIZE) to show that page weight does not grow with the catalogue,
 * and by the end-to-end tests' 200-product build.
 */
export function expandCatalog(base: readonly Product[], size: number): readonly Product[] {
  if (!Number.isInteger(size) || size <= base.length) return base;
  const firstId = firstCopyId(base);
  const extra: Product[] = [];
  for (let k = 0; base.length + k < size; k++) {
    const id = firstId + k;
    // Copies show their original's drawing, not its photos: a photo belongs to the product it was taken of.
    const source = base[k % base.length] as Product;
    const copy: Product = { ...source, id, name: `${source.name} (${id})`, sku: `${source.sku}-${id}` };
    delete copy.photos;
    extra.push(copy);
  }
  return [...base, ...extra];
}

/** Copies are numbered on from the highest real id, so no copy takes a real product's id. */
function firstCopyId(base: readonly Product[]): number {
  return Math.max(0, ...base.map((p) => p.id)) + 1;
}

/** The real product a generated copy repeats; undefined for a real product. */
export function copiedFrom(id: number, base: readonly Product[]): Product | undefined {
  const k = id - firstCopyId(base);
  return k >= 0 && base.length > 0 ? base[k % base.length] : undefined;
}
