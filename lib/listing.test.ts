import { getProducts, toCardProduct } from './catalog';
import { filterProducts, listingQueryString, parseListingParams, sortProducts } from './listing';

const cards = getProducts().map(toCardProduct);

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

  it('includes both ends of the price range', () => {
    expect(filterProducts(cards, { search: '', minPrice: 35, maxPrice: 35 }).map((p) => p.id)).toEqual([8]);
    expect(filterProducts(cards, { search: '', maxPrice: 50 }).map((p) => p.price)).toEqual(
      expect.arrayContaining([3500, 4500, 4900]),
    );
    expect(filterProducts(cards, { search: '', maxPrice: 0 })).toEqual([]);
  });
});

describe('listing sort', () => {
  it('sorts by name, price both ways and rating', () => {
    const names = sortProducts(cards, 'name').map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
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
    const state = { search: 'knee brace', sort: 'price-high', maxPrice: 1500, view: 'list' } as const;
    const query = listingQueryString(state);
    expect(query).toBe('?search=knee+brace&sort=price-high&max=1500&view=list');
    expect(parseListingParams(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back to defaults for invalid values and snaps the price to the slider step', () => {
    expect(parseListingParams(new URLSearchParams('sort=cheapest&max=abc&view=tiles'))).toEqual({
      search: '',
      sort: 'name',
      maxPrice: 5000,
      view: 'grid',
    });
    expect(parseListingParams(new URLSearchParams('max=1234')).maxPrice).toBe(1250);
    expect(parseListingParams(new URLSearchParams('max=99999')).maxPrice).toBe(5000);
    expect(listingQueryString({ search: '', sort: 'name', maxPrice: 5000, view: 'grid' })).toBe('');
  });
});
