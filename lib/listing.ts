import type { CategorySlug } from '@/lib/catalog';
import type { Cents } from './money';

export const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];
export type ViewMode = 'grid' | 'list';

export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;
export const PRICE_STEP = 50;

export interface ListingItem {
  name: string;
  description: string;
  category: CategorySlug;
  price: Cents;
  rating: number;
}

export interface ListingState {
  search: string;
  sort: SortKey;
  maxPrice: number;
  view: ViewMode;
}

export const defaultListingState: ListingState = {
  search: '',
  sort: 'name',
  maxPrice: PRICE_MAX,
  view: 'grid',
};

export function filterProducts<T extends ListingItem>(
  items: readonly T[],
  {
    category,
    search,
    minPrice = PRICE_MIN,
    maxPrice = PRICE_MAX,
  }: { category?: CategorySlug; search: string; minPrice?: number; maxPrice?: number },
): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (p) =>
      (!category || p.category === category) &&
      (!needle || p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)) &&
      p.price >= minPrice * 100 &&
      p.price <= maxPrice * 100,
  );
}

const compareBy: Record<SortKey, (a: ListingItem, b: ListingItem) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'en-US'),
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
  const max = Number(params.get('max'));
  const hasMax = params.has('max') && Number.isFinite(max);
  return {
    search: params.get('search') ?? '',
    sort: isSortKey(sort) ? sort : defaultListingState.sort,
    maxPrice: hasMax
      ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(max / PRICE_STEP) * PRICE_STEP))
      : PRICE_MAX,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query string for a listing view, leaving out whatever is at its default. */
export function listingQueryString(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== defaultListingState.sort) params.set('sort', state.sort);
  if (state.maxPrice !== PRICE_MAX) params.set('max', String(state.maxPrice));
  if (state.view !== defaultListingState.view) params.set('view', state.view);
  const query = params.toString();
  return query ? `?${query}` : '';
}
