import { getProducts } from '@/lib/build/catalog';
import { toCardProduct } from './product';
import {
  defaultListingState,
  filterProducts,
  isQueryActive,
  listingPagePath,
  listingQueryString,
  pageOf,
  parseListingParams,
  sortProducts,
  textMatcher,
} from './listing';

const cards = getProducts().map((p) => toCardProduct(p));

describe('listing filter', () => {
  it('keeps only the route category', () => {
    const result = filterProducts(cards, { category: 'braces', search: '' });
    expect(result.map((p) => p.id).sort()).toEqual([13, 14]);
  });

  it('matches name or description, case-insensitively', () => {
    expect(filterProducts(cards, { search: 'cpap' }).map((p) => p.id)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    // Only the full face mask says this, and only in its description.
    expect(filterProducts(cards, { search: 'BREATHE THROUGH THE MOUTH' }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(cards, { search: 'no such thing' })).toEqual([]);
  });

  it('reads the search as plain text: brackets, dots and stars are only characters', () => {
    expect(textMatcher('(150)')('Rollator Walker (150)')).toBe(true);
    expect(textMatcher('(150)')('Rollator Walker 150')).toBe(false);
    expect(textMatcher('a.b')('axb')).toBe(false);
    expect(textMatcher('5*')('Size 5* wide')).toBe(true);
    expect(textMatcher('[x]')('x')).toBe(false);
    expect(textMatcher(' ÉCHARPE ')('une écharpe chaude')).toBe(true);
    expect(textMatcher('   ')('anything')).toBe(true);
    expect(textMatcher('\\d+')('Size 12')).toBe(false);
    expect(textMatcher('\\d+')('C:\\d+')).toBe(true);
  });

  it('reads at most 200 characters of a search, however long the text it is given', () => {
    const huge = 'a'.repeat(40_000);
    expect(() => textMatcher(huge)('short')).not.toThrow();
    expect(textMatcher(huge)('a'.repeat(200))).toBe(true);
    expect(textMatcher(huge)('a'.repeat(199))).toBe(false);
    expect(parseListingParams(new URLSearchParams({ search: huge })).search).toHaveLength(200);
  });

  it('includes both ends of the price range', () => {
    expect(filterProducts(cards, { search: '', minPrice: 35, maxPrice: 35 }).map((p) => p.id)).toEqual([8]);
    expect(filterProducts(cards, { search: '', maxPrice: 50 }).map((p) => p.price)).toEqual(
      expect.arrayContaining([3500, 4500, 4900]),
    );
    expect(filterProducts(cards, { search: '', maxPrice: 0 })).toEqual([]);
    expect(
      filterProducts(cards, { search: '', minPrice: 2195 })
        .map((p) => p.price)
        .sort(),
    ).toEqual([219500, 229900]);
  });
});

describe('listing sort', () => {
  it('sorts by name, price both ways and rating', () => {
    const names = sortProducts(cards, 'name').map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    // Numbers in names go by value.
    const sized = ['Knee Brace (23)', 'Knee Brace (199)', 'knee brace (3)'].map((name) => ({
      ...cards[0]!,
      name,
    }));
    expect(sortProducts(sized, 'name').map((p) => p.name)).toEqual([
      'knee brace (3)',
      'Knee Brace (23)',
      'Knee Brace (199)',
    ]);
    const low = sortProducts(cards, 'price-low').map((p) => p.price);
    expect(low[0]).toBe(3500);
    expect(low.at(-1)).toBe(229900);
    expect(sortProducts(cards, 'price-high').map((p) => p.price)).toEqual([...low].reverse());
    const ratings = sortProducts(cards, 'rating').map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('listing URL state', () => {
  it('round-trips a view through the query string', () => {
    const state = {
      search: 'knee brace',
      sort: 'price-high',
      maxPrice: 1500,
      view: 'list',
      page: 3,
    } as const;
    const query = listingQueryString(state);
    expect(query).toBe('?search=knee+brace&sort=price-high&max=1500&view=list&page=3');
    expect(parseListingParams(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back to defaults for invalid values and snaps the price to the slider step', () => {
    expect(parseListingParams(new URLSearchParams('sort=cheapest&max=abc&view=tiles&page=0'))).toEqual({
      search: '',
      sort: 'name',
      maxPrice: 5000,
      view: 'grid',
      page: 1,
    });
    expect(parseListingParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('max=1234')).maxPrice).toBe(1250);
    expect(parseListingParams(new URLSearchParams('max=99999')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=%20')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=0')).maxPrice).toBe(0);
    expect(listingQueryString({ search: '', sort: 'name', maxPrice: 5000, view: 'grid', page: 1 })).toBe('');
  });

  it('reads a page number of up to six digits, and no other', () => {
    expect(parseListingParams(new URLSearchParams('page=12')).page).toBe(12);
    expect(parseListingParams(new URLSearchParams('page=999999')).page).toBe(999999);
    expect(parseListingParams(new URLSearchParams('page=1000000')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('page=1a')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('page=02')).page).toBe(1);
  });

  it('counts a search of spaces as no search, and any sort or price limit as a changed view', () => {
    expect(isQueryActive(defaultListingState)).toBe(false);
    expect(isQueryActive({ ...defaultListingState, search: '   ', view: 'list', page: 3 })).toBe(false);
    expect(isQueryActive({ ...defaultListingState, search: 'cane' })).toBe(true);
    expect(isQueryActive({ ...defaultListingState, sort: 'price-low' })).toBe(true);
    expect(isQueryActive({ ...defaultListingState, maxPrice: 4950 })).toBe(true);
    expect(defaultListingState).toEqual({ search: '', sort: 'name', maxPrice: 5000, view: 'grid', page: 1 });
  });

  it('leaves the page out when nothing is searched, sorted or filtered: the static pages are those', () => {
    expect(listingQueryString({ search: 'cane', sort: 'name', maxPrice: 5000, view: 'grid', page: 1 })).toBe(
      '?search=cane',
    );
    expect(listingQueryString({ search: '', sort: 'name', maxPrice: 5000, view: 'list', page: 4 })).toBe(
      '?view=list',
    );
    expect(listingQueryString({ search: '', sort: 'rating', maxPrice: 5000, view: 'grid', page: 4 })).toBe(
      '?sort=rating&page=4',
    );
  });
});

describe('listing pages', () => {
  const numbers = Array.from({ length: 50 }, (_, i) => i + 1);

  it('cuts a listing into pages of 24 and keeps a page past the end on the last', () => {
    expect(pageOf(numbers, 1)).toEqual({ items: numbers.slice(0, 24), page: 1, pages: 3 });
    expect(pageOf(numbers, 3)).toEqual({ items: [49, 50], page: 3, pages: 3 });
    expect(pageOf(numbers, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('puts page 1 at the listing itself and later pages under page/', () => {
    expect(listingPagePath('/products/', 1)).toBe('/products/');
    expect(listingPagePath('/products/braces/', 2)).toBe('/products/braces/page/2/');
  });
});
