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

  it('finds plurals, spacing and accents as a shopper types them, in English and Spanish', () => {
    const spanish = getProducts().map((p) => toCardProduct(p, 'es'));
    const ids = (search: string, of = cards) =>
      filterProducts(of, { search })
        .map((p) => p.id)
        .sort((a, b) => a - b);
    // The two wheelchairs (9 and 10), whose names say "Wheelchair".
    expect(ids('wheelchair')).toEqual([9, 10]);
    expect(ids('Wheelchairs')).toEqual([9, 10]);
    expect(ids('wheel chair')).toEqual([9, 10]);
    // The Spanish names say "Silla de ruedas"; the oxygen concentrators say "oxígeno".
    expect(ids('silla de ruedas', spanish)).toEqual([9, 10]);
    expect(ids('sillas de ruedas', spanish)).toEqual([9, 10]);
    expect(ids('oxigeno', spanish)).toEqual(ids('oxígeno', spanish));
    expect(ids('oxigeno', spanish)).toEqual(expect.arrayContaining([5, 6]));
    expect(ids('knee braces')).toEqual(ids('knee brace'));
    expect(ids('walkers')).toEqual(ids('walker'));
  });

  it('finds everything the plain substring finds, and more', () => {
    const plain = (search: string) =>
      cards.filter((p) => `${p.name}\n${p.description}`.toLowerCase().includes(search.toLowerCase().trim()));
    for (const search of ['air', 'cpap mask', 'Lb', 'o2', '(', '4.6', 'ed ', 'mask,', 'masks for'])
      for (const p of plain(search))
        expect(filterProducts(cards, { search }).map((c) => c.id)).toContain(p.id);
  });

  it('filters by coverage and the lowest rating, with the category, search and price', () => {
    const ids = (options: Parameters<typeof filterProducts>[1]) =>
      filterProducts(cards, options)
        .map((p) => p.id)
        .sort((a, b) => a - b);
    const medicare = { medicare: true, privatePay: false };
    const privatePay = { medicare: false, privatePay: true };
    // The catalogue's private-pay items: the pulse oximeter (8) and the shower chair (16).
    expect(ids({ search: '', coverage: privatePay })).toEqual([8, 16]);
    expect(ids({ search: '', coverage: medicare })).toHaveLength(20);
    expect(ids({ search: '', coverage: { medicare: true, privatePay: true } })).toHaveLength(22);
    // Mobility: the two wheelchairs, the walker and the rollator are all eligible.
    expect(ids({ category: 'mobility', search: '', coverage: privatePay })).toEqual([]);
    // Under $100 and private pay: the $35 oximeter and the $49 shower chair.
    expect(ids({ search: '', maxPrice: 100, coverage: privatePay })).toEqual([8, 16]);
    expect(ids({ search: '', maxPrice: 40, coverage: privatePay })).toEqual([8]);
    // Every product here is rated 4.4 or more: "4 and up" keeps them all, as the count then says.
    expect(ids({ search: '', minRating: 4 })).toHaveLength(22);
  });

  it('hides what is rated below the lowest rating chosen, and keeps a rating exactly at it', () => {
    const item = (id: number, rating: number, medicareEligible: boolean) => ({
      ...cards[0]!,
      id,
      rating,
      medicareEligible,
    });
    const rated = [
      item(1, 4.8, true),
      item(2, 4, false),
      item(3, 3.9, true),
      item(4, 2.5, false),
      item(5, 1, true),
    ];
    const ids = (minRating: number, coverage = defaultListingState.coverage) =>
      filterProducts(rated, { search: '', minRating, coverage }).map((p) => p.id);
    expect(ids(4)).toEqual([1, 2]);
    expect(ids(3)).toEqual([1, 2, 3]);
    expect(ids(2)).toEqual([1, 2, 3, 4]);
    expect(ids(1)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(0)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(3, { medicare: true, privatePay: false })).toEqual([1, 3]);
    expect(ids(2, { medicare: false, privatePay: true })).toEqual([2, 4]);
  });

  it('includes both ends of the price range', () => {
    // $35 exactly: the pulse oximeter (8) and the SlimLine tubing (19).
    expect(
      filterProducts(cards, { search: '', minPrice: 35, maxPrice: 35 })
        .map((p) => p.id)
        .sort((a, b) => a - b),
    ).toEqual([8, 19]);
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
    // The cheapest is the $4 disposable filter; the dearest the $2,299 hospital bed.
    expect(low[0]).toBe(400);
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
      coverage: { medicare: true, privatePay: false },
      minRating: 4,
      view: 'list',
      page: 3,
    } as const;
    const query = listingQueryString(state);
    expect(query).toBe('?search=knee+brace&sort=price-high&max=1500&medicare=1&rating=4&view=list&page=3');
    expect(parseListingParams(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back to defaults for invalid values and snaps the price to the slider step', () => {
    expect(
      parseListingParams(
        new URLSearchParams('sort=cheapest&max=abc&view=tiles&page=0&medicare=yes&rating=5'),
      ),
    ).toEqual(defaultListingState);
    expect(parseListingParams(new URLSearchParams('rating=2.5')).minRating).toBe(0);
    expect(parseListingParams(new URLSearchParams('private=1')).coverage).toEqual({
      medicare: false,
      privatePay: true,
    });
    expect(parseListingParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('max=1234')).maxPrice).toBe(1250);
    expect(parseListingParams(new URLSearchParams('max=99999')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=%20')).maxPrice).toBe(5000);
    expect(parseListingParams(new URLSearchParams('max=0')).maxPrice).toBe(0);
    expect(listingQueryString(defaultListingState)).toBe('');
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
    expect(isQueryActive({ ...defaultListingState, minRating: 3 })).toBe(true);
    expect(isQueryActive({ ...defaultListingState, coverage: { medicare: false, privatePay: true } })).toBe(
      true,
    );
    // Both coverage choices ticked keep everything, as neither does.
    expect(isQueryActive({ ...defaultListingState, coverage: { medicare: true, privatePay: true } })).toBe(
      false,
    );
    expect(defaultListingState).toEqual({
      search: '',
      sort: 'name',
      maxPrice: 5000,
      coverage: { medicare: false, privatePay: false },
      minRating: 0,
      view: 'grid',
      page: 1,
    });
  });

  it('leaves the page out when nothing is searched, sorted or filtered: the static pages are those', () => {
    const view = defaultListingState;
    expect(listingQueryString({ ...view, search: 'cane' })).toBe('?search=cane');
    expect(listingQueryString({ ...view, view: 'list', page: 4 })).toBe('?view=list');
    expect(listingQueryString({ ...view, sort: 'rating', page: 4 })).toBe('?sort=rating&page=4');
    expect(listingQueryString({ ...view, minRating: 4, page: 2 })).toBe('?rating=4&page=2');
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
