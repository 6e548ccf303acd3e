import type { CardProduct, CategorySlug } from './catalog';
import { PRICE_MAX, PRICE_MIN, sortProducts, type SortKey } from './listing';
import type { Cents } from './money';
import { assetPath } from './paths';

/**
 * The listing index: every product's card in one file (`/catalog/listing.json`), fetched only when a shopper
 * searches, sorts or filters a listing that is longer than a page. Each product is one array, in the order
 * of `IndexRow`, so the field names are not repeated thousands of times.
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

export const listingIndexPath = '/catalog/listing.json';

/** The index file for these cards (built with the store's pages). */
export function toListingIndex(cards: readonly CardProduct[]): ListingIndexFile {
  const ranks = new Map(sortProducts(cards, 'name').map((card, rank) => [card.id, rank]));
  return {
    products: cards.map((c) => [
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

interface SearchText {
  name: string;
  description: string;
}

const lowered = new WeakMap<readonly IndexedProduct[], SearchText[]>();

/** The index's names and descriptions in lower case, made at the first search rather than on loading. */
function searchText(products: readonly IndexedProduct[]): SearchText[] {
  let text = lowered.get(products);
  if (!text) {
    text = products.map((p) => ({ name: p.name.toLowerCase(), description: p.description.toLowerCase() }));
    lowered.set(products, text);
  }
  return text;
}

/**
 * The specification's listing rules over the index: the category when there is one, name or description
 * containing the text (ignoring case), price within the range inclusive, then the chosen sort.
 */
export function queryIndex(
  products: readonly IndexedProduct[],
  {
    category,
    search,
    maxPrice,
    sort,
  }: { category?: CategorySlug; search: string; maxPrice: number; sort: SortKey },
): IndexedProduct[] {
  const needle = search.trim().toLowerCase();
  const low = PRICE_MIN * 100;
  const high = Math.min(maxPrice, PRICE_MAX) * 100;
  const text = needle ? searchText(products) : undefined;
  const found = products.filter(
    (p, i) =>
      (!category || p.category === category) &&
      p.price >= low &&
      p.price <= high &&
      (!text ||
        (text[i] as SearchText).name.includes(needle) ||
        (text[i] as SearchText).description.includes(needle)),
  );
  return sort === 'name' ? found.sort((a, b) => a.nameRank - b.nameRank) : sortProducts(found, sort);
}

let loaded: Promise<IndexedProduct[]> | undefined;

/** The index, fetched once per visit; a failed fetch rejects and the next call tries again. */
export function loadListingIndex(): Promise<IndexedProduct[]> {
  if (!loaded) {
    const pending = fetch(assetPath(listingIndexPath)).then(async (response) => {
      if (!response.ok) throw new Error(`Listing index: HTTP ${response.status}`);
      const products = parseListingIndex(await response.json());
      if (!products) throw new Error('Listing index: unreadable');
      return products;
    });
    loaded = pending;
    pending.catch(() => {
      if (loaded === pending) loaded = undefined;
    });
  }
  return loaded;
}
