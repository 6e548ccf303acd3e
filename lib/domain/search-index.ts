import type { CategorySlug } from './catalog-schema';
import { coverageKeeps, searchForm, type Coverage, type SortKey } from './listing';
import type { Locale } from './locale';

/**
 * The search index of a catalogue too long for one listing page, written by the build into `/catalog/search/`:
 *
 * - `facts.json`: every product's listing facts in catalogue order (id, category, price, rating and its place
 *   by name), which the price filter and the sorts read, and every n-gram the index holds, with its weight;
 * - one file per n-gram (its name the gram's UTF-16 code units in hex): for a one- or two-character gram the
 *   products whose name or description, in the search's form (lower case, no accents, no spaces), contains it;
 *   for a three-character gram, those products and where in that text it stands.
 *
 * A search fetches only the grams that cover each of its forms (as typed, and without plural endings), at most one
 * file per three characters: a product matches when those grams stand next to each other as they do in the form,
 * which is the listing's own rule (lib/domain/listing.ts, a superset of the specification's) without reading any
 * text.
 */

/** A product's listing facts: [id, category (index), price in cents, rating, place by name, Medicare eligible (1/0)]. */
type FactsRow = [
  id: number,
  category: number,
  price: number,
  rating: number,
  nameRank: number,
  medicare: number,
];

export interface SearchFacts {
  categories: string[];
  products: FactsRow[];
  /** Every gram the index has a file for, with its file's length (how much fetching it costs). */
  grams: Record<string, number>;
}

/** A gram's file: products as gaps from the previous one; a three-character gram adds each one's positions. */
export type GramFile = number[];

/** Each language has its index: the products' names and descriptions in it, and its order by name. */
function searchDir(locale: Locale): string {
  return locale === 'en' ? '/catalog/search' : `/catalog/search/${locale}`;
}

export function searchFactsPath(locale: Locale = 'en'): string {
  return `${searchDir(locale)}/facts.json`;
}

/** The file of gram `gram`, named by its UTF-16 code units so that any character makes a safe file name. */
export function gramPath(gram: string, locale: Locale = 'en'): string {
  let hex = '';
  for (let i = 0; i < gram.length; i++) hex += gram.charCodeAt(i).toString(16).padStart(4, '0');
  return `${searchDir(locale)}/${hex}.json`;
}

/**
 * What the index searches in: name and description as a search compares them (lib/domain/listing.ts: lower case,
 * no accents, no spaces), with a line break between (never in either).
 */
function searchText(p: { name: string; description: string }): string {
  return `${searchForm(p.name)}\n${searchForm(p.description)}`;
}

/** The gram file of one- or two-character grams: ascending product numbers as gaps. */
function encodeSet(products: number[]): GramFile {
  return products.map((n, i) => n - (i === 0 ? -1 : (products[i - 1] as number)));
}

function decodeSet(file: GramFile): Set<number> {
  const found = new Set<number>();
  let n = -1;
  for (const gap of file) found.add((n += gap));
  return found;
}

/** A three-character gram's file: per product, its gap from the last, how many positions, then their gaps. */
function encodePositions(entries: [number, number[]][]): GramFile {
  const out: number[] = [];
  let last = -1;
  for (const [n, positions] of entries) {
    out.push(n - last, positions.length);
    last = n;
    let at = 0;
    for (const p of positions) {
      out.push(p - at);
      at = p;
    }
  }
  return out;
}

function decodePositions(file: GramFile): Map<number, Set<number>> {
  const found = new Map<number, Set<number>>();
  let n = -1;
  for (let i = 0; i < file.length;) {
    n += file[i++] as number;
    const count = file[i++] as number;
    const positions = new Set<number>();
    let at = 0;
    for (let k = 0; k < count; k++) positions.add((at += file[i++] as number));
    found.set(n, positions);
  }
  return found;
}

export interface IndexedItem {
  id: number;
  name: string;
  description: string;
  category: string;
  /** In cents. */
  price: number;
  rating: number;
  medicareEligible: boolean;
}

/**
 * The index of these products (the catalogue, in its order; `nameRank` is each one's place by name): the facts
 * file, and each gram's file by its path.
 */
export function buildSearchIndex(
  products: readonly IndexedItem[],
  nameRank: (id: number) => number,
  locale: Locale = 'en',
): { facts: SearchFacts; files: Map<string, GramFile> } {
  const categories = [...new Set(products.map((p) => p.category))];
  const sets = new Map<string, number[]>();
  const positions = new Map<string, [number, number[]][]>();
  products.forEach((p, n) => {
    const text = searchText(p);
    const seen = new Set<string>();
    const at = new Map<string, number[]>();
    for (let i = 0; i < text.length; i++) {
      for (const len of [1, 2, 3]) {
        const gram = text.slice(i, i + len);
        if (gram.length < len || gram.includes('\n')) continue;
        if (len < 3) seen.add(gram);
        else if (at.has(gram)) at.get(gram)?.push(i);
        else at.set(gram, [i]);
      }
    }
    for (const gram of seen) {
      if (sets.has(gram)) sets.get(gram)?.push(n);
      else sets.set(gram, [n]);
    }
    for (const [gram, where] of at) {
      if (positions.has(gram)) positions.get(gram)?.push([n, where]);
      else positions.set(gram, [[n, where]]);
    }
  });
  const files = new Map<string, GramFile>();
  const grams: Record<string, number> = {};
  const add = (gram: string, file: GramFile) => {
    files.set(gramPath(gram, locale), file);
    grams[gram] = file.length;
  };
  for (const [gram, list] of sets) add(gram, encodeSet(list));
  for (const [gram, entries] of positions) add(gram, encodePositions(entries));
  return {
    facts: {
      categories,
      products: products.map((p) => [
        p.id,
        categories.indexOf(p.category),
        p.price,
        p.rating,
        nameRank(p.id),
        p.medicareEligible ? 1 : 0,
      ]),
      grams,
    },
    files,
  };
}

/**
 * Where in `needle` (trimmed and lower case, at least one character) the grams a search reads start: the
 * whole needle when it is three characters or fewer, otherwise three-character grams covering every character,
 * the first and the last always, chosen for the smallest files to fetch. `null` when a gram it needs is in no
 * product: nothing matches, and nothing need be fetched.
 */
export function gramOffsets(needle: string, grams: Readonly<Record<string, number>>): number[] | null {
  if (needle.length <= 3) return Object.hasOwn(grams, needle) ? [0] : null;
  const last = needle.length - 3;
  const weight = (i: number) =>
    Object.hasOwn(grams, needle.slice(i, i + 3)) ? (grams[needle.slice(i, i + 3)] as number) : Infinity;
  // The cheapest chain of grams from the first to the last, each starting at most three after the one before.
  const cost: number[] = [weight(0)];
  const previous: number[] = [-1];
  for (let i = 1; i <= last; i++) {
    cost[i] = Infinity;
    previous[i] = -1;
    for (let j = Math.max(0, i - 3); j < i; j++) {
      if ((cost[j] as number) + weight(i) < (cost[i] as number)) {
        cost[i] = (cost[j] as number) + weight(i);
        previous[i] = j;
      }
    }
  }
  if (!Number.isFinite(cost[last])) return null;
  const chosen: number[] = [];
  for (let i = last; i >= 0; i = previous[i] as number) chosen.unshift(i);
  return chosen;
}

/** The gram that starts at `offset` in `needle` (see `gramOffsets`). */
export function gramAt(needle: string, offset: number): string {
  return needle.slice(offset, offset + 3);
}

/**
 * The catalogue positions (0-based, in facts order) of the products whose name or description contains
 * `needle`, from the files of the grams at `offsets` (from `gramOffsets`), given in the same order.
 */
export function matchingProducts(
  needle: string,
  offsets: readonly number[],
  files: readonly GramFile[],
): Set<number> {
  if (needle.length < 3) return decodeSet(files[0] ?? []);
  if (needle.length === 3) return new Set(decodePositions(files[0] ?? []).keys());
  const postings = files.map(decodePositions);
  const [first, ...rest] = postings;
  const found = new Set<number>();
  for (const [n, starts] of first ?? []) {
    const others = rest.map((p) => p.get(n));
    if (others.some((o) => !o)) continue;
    for (const start of starts) {
      if (others.every((o, k) => o?.has(start + (offsets[k + 1] as number) - (offsets[0] as number)))) {
        found.add(n);
        break;
      }
    }
  }
  return found;
}

/**
 * The ids of the listing's results in their order: the category when there is one, the search's matches
 * (`matches`, or every product when there is no search), the price at most `maxPrice` dollars, then the sort
 * (ties keep catalogue order, as the listing's own sort does).
 */
export function queryFacts(
  facts: SearchFacts,
  query: { category?: CategorySlug; maxPrice: number; sort: SortKey; coverage: Coverage; minRating: number },
  matches: Set<number> | null,
): number[] {
  const category = query.category === undefined ? null : facts.categories.indexOf(query.category);
  const rows = facts.products.filter(
    ([, cat, price, rating, , medicare], n) =>
      (category === null || cat === category) &&
      price <= query.maxPrice * 100 &&
      coverageKeeps(query.coverage, medicare === 1) &&
      rating >= query.minRating &&
      (!matches || matches.has(n)),
  );
  const by: Record<SortKey, (a: FactsRow, b: FactsRow) => number> = {
    name: (a, b) => a[4] - b[4],
    'price-low': (a, b) => a[2] - b[2],
    'price-high': (a, b) => b[2] - a[2],
    rating: (a, b) => b[3] - a[3],
  };
  return rows.sort(by[query.sort]).map(([id]) => id);
}
