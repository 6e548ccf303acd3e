import type { CardProduct, CategorySlug } from './catalog';
import { filterProducts, sortProducts, type SortKey } from './listing';
import type { Cents } from './money';
import { assetPath } from './paths';

/**
 * The listing index: every product's card, in files of up to `INDEX_FILE_SIZE` products in catalogue order
 * (`/catalog/listing-1.json`, `-2`, …), fetched together only when a shopper searches, sorts or filters a
 * listing that is longer than a page. Each product is one array, in the order of `IndexRow`, so the field names
 * are not repeated thousands of times.
 */
type IndexRow = [
  id: number,
  name: string,
  description: string,
  category: string,
  price: number,
  originalPrice: number,
  rating: number,
  reviews: number,
  medicareEligible: 0 | 1,
  image: string,
  imageAlt: string,
  features: string[],
  /** The product's place in the catalogue sorted by name, so the browser never sorts thousands of names. */
  nameRank: number,
];

export interface ListingIndexFile {
  products: IndexRow[];
}

/** A product as the index gives it: its card and its place by name. */
export interface IndexedProduct extends CardProduct {
  nameRank: number;
}

/**
 * Products per index file. A browser takes the body of a response past about 2 MB several times longer to
 * read than two of half the size (measured in Chromium with a 4× CPU slowdown: 2.2 MB in 180–350 ms, 1.1 MB in
 * about 45), and a file of 1,000 products stays well under that.
 */
export const INDEX_FILE_SIZE = 1000;

/** How many index files a catalogue of `products` products has. */
export function indexFileCount(products: number): number {
  return Math.max(1, Math.ceil(products / INDEX_FILE_SIZE));
}

/** The URL path of index file `n` (from 1). */
export function listingIndexPath(n: number): string {
  return `/catalog/listing-${n}.json`;
}

/** Index file `n` (from 1) of these cards, the whole catalogue in its order (built with the store's pages). */
export function toListingIndex(cards: readonly CardProduct[], n = 1): ListingIndexFile {
  const ranks = new Map(sortProducts(cards, 'name').map((card, rank) => [card.id, rank]));
  return {
    products: cards
      .slice((n - 1) * INDEX_FILE_SIZE, n * INDEX_FILE_SIZE)
      .map((c) => [
        c.id,
        c.name,
        c.description,
        c.category,
        c.price,
        c.originalPrice,
        c.rating,
        c.reviews,
        c.medicareEligible ? 1 : 0,
        c.image,
        c.imageAlt,
        c.features,
        ranks.get(c.id) ?? 0,
      ]),
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function toIndexed(row: unknown): IndexedProduct | null {
  if (!Array.isArray(row) || row.length !== 13) return null;
  const [id, name, description, category, price, originalPrice, rating, reviews, medicare, image, alt] = row;
  const [features, nameRank] = [row[11] as unknown, row[12] as unknown];
  const ok =
    isNumber(id) &&
    isString(name) &&
    isString(description) &&
    isString(category) &&
    isNumber(price) &&
    isNumber(originalPrice) &&
    isNumber(rating) &&
    isNumber(reviews) &&
    (medicare === 0 || medicare === 1) &&
    isString(image) &&
    isString(alt) &&
    Array.isArray(features) &&
    features.every(isString) &&
    isNumber(nameRank);
  if (!ok) return null;
  return {
    id,
    name,
    description,
    category,
    price: price as Cents,
    originalPrice: originalPrice as Cents,
    rating,
    reviews,
    medicareEligible: medicare === 1,
    image,
    imageAlt: alt,
    features,
    nameRank,
  };
}

/** The index file's products, or null when the file is not what the store writes. */
export function parseListingIndex(raw: unknown): IndexedProduct[] | null {
  const products = (raw as Partial<ListingIndexFile> | null)?.products;
  if (!Array.isArray(products)) return null;
  const parsed: IndexedProduct[] = [];
  for (const row of products) {
    const product = toIndexed(row);
    if (!product) return null;
    parsed.push(product);
  }
  return parsed;
}

/**
 * The specification's listing rules over the index: the category when there is one, name or description
 * containing the text (ignoring case), price within the range inclusive, then the chosen sort (by name, the
 * place the build gave each product, so the browser never compares thousands of names).
 */
export function queryIndex(
  products: readonly IndexedProduct[],
  query: { category?: CategorySlug; search: string; maxPrice: number; sort: SortKey },
): IndexedProduct[] {
  const found = filterProducts(products, query);
  return query.sort === 'name'
    ? found.sort((a, b) => a.nameRank - b.nameRank)
    : sortProducts(found, query.sort);
}

const loaded = new Map<number, Promise<IndexedProduct[]>>();

/** Index file `n`, fetched once per visit; a failure rejects and the next call fetches it again. */
function loadIndexFile(n: number): Promise<IndexedProduct[]> {
  let file = loaded.get(n);
  if (!file) {
    const pending = fetch(assetPath(listingIndexPath(n))).then(async (response) => {
      if (!response.ok) throw new Error(`Listing index ${n}: HTTP ${response.status}`);
      const products = parseListingIndex(await response.json());
      if (!products) throw new Error(`Listing index ${n}: unreadable`);
      return products;
    });
    loaded.set(n, pending);
    pending.catch(() => {
      if (loaded.get(n) === pending) loaded.delete(n);
    });
    file = pending;
  }
  return file;
}

const joined = new Map<number, Promise<IndexedProduct[]>>();

/**
 * The whole index, its `files` fetched at once, in catalogue order; the same array for every call once loaded,
 * so what is computed from it is not computed again. If a file fails it rejects, and the next call fetches
 * only what is missing.
 */
export function loadListingIndex(files: number): Promise<IndexedProduct[]> {
  let all = joined.get(files);
  if (!all) {
    const pending = Promise.all(Array.from({ length: files }, (_, i) => loadIndexFile(i + 1))).then((parts) =>
      parts.flat(),
    );
    joined.set(files, pending);
    pending.catch(() => {
      if (joined.get(files) === pending) joined.delete(files);
    });
    all = pending;
  }
  return all;
}
