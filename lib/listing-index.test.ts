import type { CardProduct } from './catalog';
import type { Cents } from './money';
import { parseListingIndex, queryIndex, toListingIndex } from './listing-index';

function card(id: number, name: string, price: number, rating: number, extra: Partial<CardProduct> = {}) {
  return {
    id,
    name,
    description: `${name} for home care.`,
    category: id % 2 === 0 ? 'mobility' : 'braces',
    price: price as Cents,
    originalPrice: price as Cents,
    rating,
    reviews: 10,
    medicareEligible: id % 2 === 0,
    image: `/images/products/${id}-1.svg`,
    imageAlt: `Drawing of ${name}`,
    features: ['Light'],
    ...extra,
  } satisfies CardProduct;
}

const cards = [
  card(1, 'Walker', 8900, 4.2),
  card(2, 'Cane', 2500, 4.8, { description: 'Folding OXYGEN-free aluminium cane.' }),
  card(3, 'Back Brace', 500000, 3.9),
  card(4, 'Wheelchair', 500001, 4.8),
  card(5, 'anti-slip socks', 900, 4.5),
];

/** The index as the browser reads it: written by the build, sent as JSON, parsed back. */
const index = parseListingIndex(JSON.parse(JSON.stringify(toListingIndex(cards))))!;
const ids = (found: { id: number }[]) => found.map((p) => p.id);

describe('listing index', () => {
  it('gives back every card as written, with its place in the name order', () => {
    const asCard = (p: object) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'nameRank'));
    expect(index.map(asCard)).toEqual(cards);
    // Walker, Cane, Back Brace, Wheelchair, anti-slip socks: by name they run socks, Back, Cane, Walker, Wheel.
    expect(index.map((p) => p.nameRank)).toEqual([3, 2, 1, 4, 0]);
  });

  it('sorts by name as the listing does, ignoring case', () => {
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'name' }))).toEqual([5, 3, 2, 1]);
  });

  it('matches the text anywhere in the name or description, ignoring case', () => {
    expect(ids(queryIndex(index, { search: 'oxygen', maxPrice: 5000, sort: 'name' }))).toEqual([2]);
    expect(ids(queryIndex(index, { search: ' ALK ', maxPrice: 5000, sort: 'name' }))).toEqual([1]);
    expect(ids(queryIndex(index, { search: 'home care', maxPrice: 5000, sort: 'name' }))).toEqual([5, 3, 1]);
  });

  it('keeps the price range inclusive: $5,000 is in, $5,000.01 is out', () => {
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'price-high' }))).toEqual([3, 1, 2, 5]);
    expect(ids(queryIndex(index, { search: '', maxPrice: 25, sort: 'price-low' }))).toEqual([5, 2]);
  });

  it('keeps the category and sorts by rating, highest first', () => {
    expect(
      ids(queryIndex(index, { category: 'mobility', search: '', maxPrice: 5000, sort: 'rating' })),
    ).toEqual([2]);
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'rating' }))).toEqual([2, 5, 1, 3]);
  });

  it('refuses a file that is not an index', () => {
    expect(parseListingIndex(null)).toBeNull();
    expect(parseListingIndex({ products: [[1, 'Walker']] })).toBeNull();
    const row = toListingIndex(cards).products[0]!;
    expect(parseListingIndex({ products: [[...row.slice(0, 4), '89.00', ...row.slice(5)]] })).toBeNull();
  });
});
