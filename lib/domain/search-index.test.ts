import { generateCatalog } from '@/bench/catalog-generator';
import { filterProducts, searchForm, searchForms, sortProducts, type SortKey } from './listing';
import {
  buildSearchIndex,
  gramAt,
  gramOffsets,
  gramPath,
  matchingProducts,
  queryFacts,
  type IndexedItem,
} from './search-index';
import { catalogDir } from '@/lib/build/catalog';
import type { CategorySlug } from './catalog-schema';
import type { Cents } from './money';

// A generated catalogue of distinct products: the store's 16, then 584 drawn from the benchmark's vocabulary.
const raw = generateCatalog(catalogDir, 600).products;
const products = raw.map((p) => ({
  id: p.id,
  name: p.name,
  description: p.description as string,
  category: p.category as CategorySlug,
  price: Math.round(p.price * 100) as Cents,
  rating: p.rating as number,
  medicareEligible: p.medicareEligible as boolean,
}));
// Both kinds are in it, so the coverage filters below narrow it.
if (!products.some((p) => p.medicareEligible) || products.every((p) => p.medicareEligible))
  throw new Error('The generated catalogue should mix eligible and private-pay products');
const ranks = new Map(sortProducts(products, 'name').map((p, rank) => [p.id, rank]));
const { facts, files } = buildSearchIndex(products satisfies IndexedItem[], (id) => ranks.get(id) ?? 0);

/** What the index answers for `search`, as the browser computes it from the files it fetches. */
function searchIndex(search: string): number[] {
  const forms = searchForms(search);
  if (forms.length === 0) return products.map((p) => p.id);
  const found = new Set<number>();
  for (const form of forms) {
    const offsets = gramOffsets(form, facts.grams);
    if (!offsets) continue;
    const read = offsets.map((o) => files.get(gramPath(gramAt(form, o))) ?? []);
    for (const n of matchingProducts(form, offsets, read)) found.add(n);
  }
  return [...found].sort((a, b) => a - b).map((n) => products[n]!.id);
}

/** What the listing's own filter finds in place (lib/domain/listing.ts), for a listing that fits one page. */
function plainFilter(search: string): number[] {
  return filterProducts(products, { search }).map((p) => p.id);
}

/** What the specification's rule finds: name or description contains the text, ignoring case. */
function substringFilter(search: string): number[] {
  const needle = search.trim().toLowerCase();
  return products
    .filter((p) => p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle))
    .map((p) => p.id);
}

/** mulberry32, so the same substrings are drawn on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random piece of a random product's name or description, up to 30 characters. */
function randomSubstring(rnd: () => number): string {
  const product = products[Math.floor(rnd() * products.length)]!;
  const text = rnd() < 0.3 ? product.name : product.description;
  const length = 1 + Math.floor(rnd() * Math.min(30, text.length));
  const start = Math.floor(rnd() * (text.length - length + 1));
  return text.slice(start, start + length);
}

describe('the search index', () => {
  test('finds exactly what the plain filter finds for 1,000 random substrings of the catalogue’s text', () => {
    const rnd = random(20261125);
    const differences: string[] = [];
    let withResults = 0;
    for (let k = 0; k < 1000; k++) {
      // Some in another case, some with the spaces a shopper leaves around a search.
      let search = randomSubstring(rnd);
      if (rnd() < 0.3) search = search.toUpperCase();
      if (rnd() < 0.2) search = ` ${search}  `;
      const expected = plainFilter(search);
      if (expected.length > 0) withResults++;
      const found = searchIndex(search);
      if (found.join() !== expected.join())
        differences.push(`${JSON.stringify(search)}: ${found.length} / ${expected.length}`);
    }
    expect(differences).toEqual([]);
    // Each substring is in at least the product it was drawn from.
    expect(withResults).toBe(1000);
  });

  test('finds every product the specification’s substring rule finds, for 1,000 more random substrings', () => {
    const rnd = random(20261202);
    const missing: string[] = [];
    for (let k = 0; k < 1000; k++) {
      const search = randomSubstring(rnd);
      const found = new Set(searchIndex(search));
      for (const id of substringFilter(search))
        if (!found.has(id)) missing.push(`${JSON.stringify(search)}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  test('finds plurals and spacing in the index as in place: "Wheelchairs" and "wheel chair" find the wheelchairs', () => {
    const wheelchairs = substringFilter('wheelchair');
    expect(wheelchairs.length).toBeGreaterThan(1);
    for (const search of ['Wheelchairs', 'wheel chair', 'WHEEL CHAIRS']) {
      expect(searchIndex(search)).toEqual(expect.arrayContaining(wheelchairs));
      expect(searchIndex(search)).toEqual(plainFilter(search));
    }
  });

  test('finds nothing where the plain filter finds nothing, and agrees on texts across words and fields', () => {
    const searches = [
      'zzzq',
      'cpap machinex',
      'machine\nan',
      'oxygen  concentrator',
      'a',
      'ab',
      'xyz',
      'ß',
      '(13',
      'ResMed AirSense 10 AutoSet CPAP Machine',
      'CPAP Machine\nA',
      'aaaa',
    ];
    for (const search of searches)
      expect([search, searchIndex(search)]).toEqual([search, plainFilter(search)]);
  });

  test('a search reads one gram per three characters at most, and nothing when a gram is in no product', () => {
    // The search as the index holds it: no spaces.
    const needle = searchForm('portable oxygen concentrator');
    const offsets = gramOffsets(needle, facts.grams)!;
    expect(offsets[0]).toBe(0);
    expect(offsets.at(-1)).toBe(needle.length - 3);
    expect(offsets.length).toBeLessThanOrEqual(Math.ceil(needle.length / 3) + 1);
    // Every character is covered: no gap between grams is wider than three.
    offsets.slice(1).forEach((o, i) => expect(o - offsets[i]!).toBeLessThanOrEqual(3));
    expect(gramOffsets('qqqq', facts.grams)).toBeNull();
    expect(gramOffsets('é', facts.grams)).toBeNull();
  });

  test('gram files are named by code units, so any character makes a safe name', () => {
    expect(gramPath('cpa')).toBe('/catalog/search/006300700061.json');
    expect(gramPath('é/')).toBe('/catalog/search/00e9002f.json');
  });

  test.each<SortKey>(['name', 'price-low', 'price-high', 'rating'])(
    'the facts give the listing’s own order and filters for sort %s',
    (sort) => {
      const matches = new Set(
        products.flatMap((p, n) => (/walker/i.test(p.name + p.description) ? [n] : [])),
      );
      const query = {
        category: 'mobility' as CategorySlug,
        maxPrice: 300,
        sort,
        coverage: { medicare: false, privatePay: false },
        minRating: 0,
      };
      const expected = sortProducts(
        filterProducts(products, { category: 'mobility', search: 'walker', maxPrice: 300 }),
        sort,
      ).map((p) => p.id);
      expect(expected.length).toBeGreaterThan(5);
      expect(queryFacts(facts, query, matches)).toEqual(expected);
      expect(queryFacts(facts, { ...query, category: 'no-such' as CategorySlug }, null)).toEqual([]);
      const all = { maxPrice: 5000, sort, coverage: { medicare: false, privatePay: false }, minRating: 0 };
      expect(queryFacts(facts, all, null)).toHaveLength(products.length);
      // The coverage and rating filters, as the listing's own filter has them.
      for (const coverage of [
        { medicare: true, privatePay: false },
        { medicare: false, privatePay: true },
      ])
        for (const minRating of [0, 3, 4]) {
          const narrowed = sortProducts(filterProducts(products, { search: '', coverage, minRating }), sort);
          expect(queryFacts(facts, { ...all, coverage, minRating }, null)).toEqual(narrowed.map((p) => p.id));
        }
    },
  );
});
