import { MAX_SEARCH_LENGTH } from './field-limits';
import type { Category, CategorySlug, Product } from './catalog-schema';
import type { Cents } from './money';

/** The orders a listing can be sorted in, each with the key of its words in the Listing messages. */
export const sortOptions = [
  { value: 'name', word: 'sortName' },
  { value: 'price-low', word: 'sortPriceLow' },
  { value: 'price-high', word: 'sortPriceHigh' },
  { value: 'rating', word: 'sortRating' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];
export type ViewMode = 'grid' | 'list';

export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;
export const PRICE_STEP = 50;

/** Products on one listing page: static pages hold this many, and so does each page of results. */
export const PAGE_SIZE = 24;

export interface ListingItem {
  name: string;
  description: string;
  category: CategorySlug;
  price: Cents;
  rating: number;
  medicareEligible: boolean;
}

/** The Filters panel's coverage choices: Medicare Part B eligible items, private-pay items, or both (none ticked). */
export interface Coverage {
  medicare: boolean;
  privatePay: boolean;
}

/** The lowest rating the Filters panel offers to keep ("4 stars & up" … "1 star & up"); 0 keeps every rating. */
export const minRatings = [4, 3, 2, 1] as const;

export interface ListingState {
  search: string;
  sort: SortKey;
  maxPrice: number;
  /** Medicare Part B eligible only, private pay only: each ticked keeps its items (neither or both keep all). */
  coverage: Coverage;
  /** The lowest rating kept (the URL's `rating`); 0 for any. */
  minRating: number;
  view: ViewMode;
  /** The page of results while a search, sort or filter is on (the URL's `page`). */
  page: number;
}

export const defaultListingState: ListingState = {
  search: '',
  sort: 'name',
  maxPrice: PRICE_MAX,
  coverage: { medicare: false, privatePay: false },
  minRating: 0,
  view: 'grid',
  page: 1,
};

/** Whether the coverage choices narrow the listing: one ticked without the other. */
function coverageNarrows(coverage: Coverage): boolean {
  return coverage.medicare !== coverage.privatePay;
}

/** True when the shopper has narrowed or reordered the listing, so it is no longer the static pages' view. */
export function isQueryActive(state: ListingState): boolean {
  return (
    state.search.trim() !== '' ||
    state.sort !== defaultListingState.sort ||
    state.maxPrice !== PRICE_MAX ||
    coverageNarrows(state.coverage) ||
    state.minRating > 0
  );
}

/** Whether an item is kept by the coverage choices. */
export function coverageKeeps(coverage: Coverage, medicareEligible: boolean): boolean {
  if (!coverageNarrows(coverage)) return true;
  return coverage.medicare ? medicareEligible : !medicareEligible;
}

/** How many pages `total` products fill: at least one, so an empty listing still has its page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The products on page `page` (1-based); a page past the end is clamped to the last. */
export function pageOf<T>(items: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pages };
}

/** The static page `page` of a listing: the listing itself for page 1, then `page/2/`, `page/3/` and on. */
export function listingPagePath(rootPath: string, page: number): string {
  return page <= 1 ? rootPath : `${rootPath}page/${page}/`;
}

export function filterProducts<T extends ListingItem>(
  items: readonly T[],
  {
    category,
    search,
    minPrice = PRICE_MIN,
    maxPrice = PRICE_MAX,
    coverage = defaultListingState.coverage,
    minRating = 0,
  }: {
    category?: CategorySlug;
    search: string;
    minPrice?: number;
    maxPrice?: number;
    coverage?: Coverage;
    minRating?: number;
  },
): T[] {
  const contains = textMatcher(search);
  return items.filter(
    (p) =>
      (!category || p.category === category) &&
      p.price >= minPrice * 100 &&
      p.price <= maxPrice * 100 &&
      coverageKeeps(coverage, p.medicareEligible) &&
      p.rating >= minRating &&
      (contains(p.name) || contains(p.description)),
  );
}

/** What a search looks for: the text trimmed, at most MAX_SEARCH_LENGTH characters, in lower case. */
function searchNeedle(search: string): string {
  return search.trim().slice(0, MAX_SEARCH_LENGTH).toLowerCase();
}

/**
 * Text as a search compares it: lower case, accents dropped ("oxígeno" is "oxigeno") and no spaces ("wheel chair"
 * is "wheelchair"). It maps each character on its own, so a text that contains another still does once both are
 * compared this way.
 */
export function searchForm(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/gu, '');
}

/**
 * A word without its plural ending, in English or Spanish, by dropping letters only: "wheelchairs" → "wheelchair",
 * "sillas" → "silla", "andadores" → "andador", "batteries" → "batter". Short words are left as they are.
 */
function singular(word: string): string {
  if (!/\p{L}$/u.test(word)) return word;
  if (word.length > 5 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length > 4 && /[^aeiou]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The forms a search is looked for in (each in `searchForm`): as typed, and with each word's plural ending
 * dropped. A product matches when its name or description, in that form, contains one of them; so every product
 * whose name or description contains the text as typed (the specification's rule) is found, and more:
 * "Wheelchairs", "wheel chair", "oxigeno" and "sillas de ruedas" find what they mean.
 */
export function searchForms(search: string): string[] {
  const needle = searchNeedle(search);
  if (!needle) return [];
  const typed = searchForm(needle);
  const singulars = searchForm(
    needle
      .split(/\s+/u)
      .map((w) => singular(searchForm(w)))
      .join(''),
  );
  return singulars === typed ? [typed] : [typed, singulars];
}

/**
 * Whether a text matches the search (see `searchForms`); any text matches an empty search. A plain comparison
 * of text: what the shopper types is never made into a pattern.
 */
export function textMatcher(search: string): (text: string) => boolean {
  const forms = searchForms(search);
  if (forms.length === 0) return () => true;
  return (text) => {
    const haystack = searchForm(text);
    return forms.some((f) => haystack.includes(f));
  };
}

/** Alphabetical as a shopper reads it: case aside, and numbers by value ("Size 2" before "Size 10"). */
const compareNames = new Intl.Collator('en-US', { numeric: true }).compare;

const compareBy: Record<SortKey, (a: ListingItem, b: ListingItem) => number> = {
  name: (a, b) => compareNames(a.name, b.name),
  'price-low': (a, b) => a.price - b.price,
  'price-high': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
};

export function sortProducts<T extends ListingItem>(items: readonly T[], sort: SortKey): T[] {
  return [...items].sort(compareBy[sort]);
}

function isSortKey(value: string | null): value is SortKey {
  return sortOptions.some((o) => o.value === value);
}

/** Reads the shareable part of a listing view from the URL; anything invalid falls back to the default. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  // An empty `max=` is no limit, not a limit of $0.
  const max = Number(params.get('max')?.trim() || NaN);
  const hasMax = Number.isFinite(max);
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: isSortKey(sort) ? sort : defaultListingState.sort,
    maxPrice: hasMax
      ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(max / PRICE_STEP) * PRICE_STEP))
      : PRICE_MAX,
    coverage: { medicare: params.get('medicare') === '1', privatePay: params.get('private') === '1' },
    minRating: minRatings.find((r) => String(r) === params.get('rating')) ?? 0,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: /^[1-9]\d{0,5}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1,
  };
}

/** The query string for a listing view, leaving out whatever is at its default. */
export function listingQueryString(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== defaultListingState.sort) params.set('sort', state.sort);
  if (state.maxPrice !== PRICE_MAX) params.set('max', String(state.maxPrice));
  if (state.coverage.medicare) params.set('medicare', '1');
  if (state.coverage.privatePay) params.set('private', '1');
  if (state.minRating > 0) params.set('rating', String(state.minRating));
  if (state.view !== defaultListingState.view) params.set('view', state.view);
  if (state.page > 1 && isQueryActive(state)) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What one static page of a listing shows: its products, its place among the listing's pages, the categories. */
export interface ListingData {
  title: string;
  category?: Category;
  /** The products this page shows: all of them when the listing fits one page, else 24 by name. */
  shown: Product[];
  total: number;
  page: number;
  rootPath: string;
  categories: { name: string; path: string; current: boolean }[];
}
