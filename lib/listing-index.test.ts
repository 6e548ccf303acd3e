import type { CardProduct } from './catalog';
import type { Cents } from './money';
import {
  INDEX_FILE_SIZE,
  indexFileCount,
  listingIndexPath,
  parseListingIndex,
  queryIndex,
  toListingIndex,
} from './listing-index';

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

/** The index as the browser reads it: written by the build, sent as JSON, parsed back (in each test that reads it). */
const readIndex = () => parseListingIndex(JSON.parse(JSON.stringify(toListingIndex(cards))))!;
const ids = (found: { id: number }[]) => found.map((p) => p.id);

describe('listing index', () => {
  it('gives back every card as written, with its place in the name order', () => {
    const asCard = (p: object) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'nameRank'));
    const index = readIndex();
    expect(index.map(asCard)).toEqual(cards);
    expect(index.map((p) => p.medicareEligible)).toEqual([false, true, false, true, false]);
    // Walker, Cane, Back Brace, Wheelchair, anti-slip socks: by name they run socks, Back, Cane, Walker, Wheel.
    expect(index.map((p) => p.nameRank)).toEqual([3, 2, 1, 4, 0]);
  });

  it('sorts by name as the listing does, ignoring case', () => {
    const index = readIndex();
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'name' }))).toEqual([5, 3, 2, 1]);
  });

  it('matches the text anywhere in the name or description, ignoring case', () => {
    const index = readIndex();
    expect(ids(queryIndex(index, { search: 'oxygen', maxPrice: 5000, sort: 'name' }))).toEqual([2]);
    expect(ids(queryIndex(index, { search: ' ALK ', maxPrice: 5000, sort: 'name' }))).toEqual([1]);
    expect(ids(queryIndex(index, { search: 'home care', maxPrice: 5000, sort: 'name' }))).toEqual([5, 3, 1]);
  });

  it('keeps the price range inclusive: $5,000 is in, $5,000.01 is out', () => {
    const index = readIndex();
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'price-high' }))).toEqual([3, 1, 2, 5]);
    expect(ids(queryIndex(index, { search: '', maxPrice: 25, sort: 'price-low' }))).toEqual([5, 2]);
  });

  it('keeps the category and sorts by rating, highest first', () => {
    const index = readIndex();
    expect(
      ids(queryIndex(index, { category: 'mobility', search: '', maxPrice: 5000, sort: 'rating' })),
    ).toEqual([2]);
    expect(ids(queryIndex(index, { search: '', maxPrice: 5000, sort: 'rating' }))).toEqual([2, 5, 1, 3]);
  });

  it('refuses a file that is not an index', () => {
    expect(parseListingIndex(null)).toBeNull();
    expect(parseListingIndex({})).toBeNull();
    expect(parseListingIndex({ products: 'all' })).toBeNull();
    expect(parseListingIndex({ products: [[1, 'Walker']] })).toBeNull();
    expect(parseListingIndex({ products: ['Walker'] })).toBeNull();
  });

  it('refuses a row with any field of the wrong type, and keeps an empty index', () => {
    const row = toListingIndex(cards).products[0]!;
    expect(parseListingIndex({ products: [row] })).toHaveLength(1);
    expect(parseListingIndex({ products: [] })).toEqual([]);
    // In each position, something of another type: a string for a number, a number for a string, and so on.
    const wrong: unknown[] = ['1', 7, 7, 7, '89.00', '99.00', '4.5', '10', true, 7, 7, 'Light', '3'];
    wrong.forEach((value, i) => {
      const broken: unknown[] = [...row];
      broken[i] = value;
      expect([i, parseListingIndex({ products: [row, broken] })]).toEqual([i, null]);
    });
    // A feature that is not text, and Medicare eligibility other than 0 or 1.
    expect(parseListingIndex({ products: [[...row.slice(0, 11), ['Light', 3], row[12]]] })).toBeNull();
    expect(parseListingIndex({ products: [[...row.slice(0, 8), 2, ...row.slice(9)]] })).toBeNull();
    expect(parseListingIndex({ products: [[...row, 'extra']] })).toBeNull();
  });
});

describe('index files', () => {
  const many = Array.from({ length: INDEX_FILE_SIZE * 2 + 1 }, (_, i) =>
    card(i + 1, `Walker ${INDEX_FILE_SIZE * 3 - i}`, 8900, 4),
  );

  it('splits a large catalogue into files of 1,000 in catalogue order, ranks over the whole catalogue', () => {
    expect(indexFileCount(16)).toBe(1);
    expect(indexFileCount(1000)).toBe(1);
    expect(indexFileCount(2001)).toBe(3);
    const files = [1, 2, 3].map((n) => toListingIndex(many, n).products);
    expect(files.map((rows) => rows.length)).toEqual([1000, 1000, 1]);
    expect(files.flat().map((row) => row[0])).toEqual(many.map((c) => c.id));
    // Names count down, so the last product is first by name and the first is last.
    expect(files[2]![0]![12]).toBe(0);
    expect(files[0]![0]![12]).toBe(2000);
    expect(listingIndexPath(2)).toBe('/catalog/listing-2.json');
  });
});

describe('loading the index', () => {
  const file = (n: number, rows: CardProduct[]) => ({
    ok: true,
    status: 200,
    json: async () => JSON.parse(JSON.stringify(toListingIndex(rows, n))),
  });

  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('fetches every file at once and joins them in order; after a failure, only what is missing', async () => {
    const many = Array.from({ length: INDEX_FILE_SIZE + 5 }, (_, i) => card(i + 1, `Cane ${i}`, 2500, 4));
    const { loadListingIndex } = await import('./listing-index');
    const fetched: string[] = [];
    let failSecond = true;
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      const n = Number(/listing-(\d+)/.exec(url)![1]);
      if (n === 2 && failSecond) return { ok: false, status: 503 } as Response;
      return file(n, many) as unknown as Response;
    }) as unknown as typeof fetch;
    await expect(loadListingIndex(2)).rejects.toThrow('Listing index 2: HTTP 503');
    expect(fetched).toEqual(['/catalog/listing-1.json', '/catalog/listing-2.json']);
    failSecond = false;
    const products = await loadListingIndex(2);
    expect(fetched).toEqual([
      '/catalog/listing-1.json',
      '/catalog/listing-2.json',
      '/catalog/listing-2.json',
    ]);
    expect(products.map((p) => p.id)).toEqual(many.map((c) => c.id));
    expect(await loadListingIndex(2)).toBe(products);
    expect(fetched).toHaveLength(3);
  });

  it('refuses a file that is not an index, and reads it again on the next try', async () => {
    const { loadListingIndex } = await import('./listing-index');
    let broken = true;
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      const n = Number(/listing-(\d+)/.exec(url)![1]);
      if (n === 4 && broken)
        return { ok: true, status: 200, json: async () => ({ products: 'all' }) } as unknown as Response;
      return file(n, [card(n, `Cane ${n}`, 2500, 4)]) as unknown as Response;
    }) as unknown as typeof fetch;
    await expect(loadListingIndex(4)).rejects.toThrow('Listing index 4: unreadable');
    broken = false;
    await expect(loadListingIndex(4)).resolves.toEqual(expect.any(Array));
    expect(asked.filter((url) => url.endsWith('listing-4.json'))).toHaveLength(2);
  });
});
