import * as z from 'zod/mini';
import type { CardProduct } from '@/lib/domain/product';
import type { CategorySlug } from '@/lib/domain/catalog-schema';
import { productFilePath } from '@/lib/domain/paths';
import { searchForms, type Coverage, type SortKey } from '@/lib/domain/listing';
import type { Cents } from '@/lib/domain/money';
import { assetPath } from '@/lib/domain/paths';
import {
  gramAt,
  gramOffsets,
  gramPath,
  matchingProducts,
  queryFacts,
  searchFactsPath,
  type GramFile,
  type SearchFacts,
} from '@/lib/domain/search-index';
import type { Locale } from '@/lib/domain/locale';

/**
 * The browser's side of the search index (lib/domain/search-index.ts): fetches the facts, the grams a search needs and
 * the cards of the page it shows, each once per visit, and believes none of them unchecked. The listing loads
 * this module only when a shopper searches, sorts or filters a listing longer than a page.
 */

const count = z.int().check(z.nonnegative());
const factsSchema = z.object({
  categories: z.array(z.string()),
  products: z.array(z.tuple([count, count, count, z.number(), count, count])),
  grams: z.record(z.string(), count),
});
const gramSchema = z.array(count);
const cardSchema = z.object({
  id: count,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: count,
  originalPrice: count,
  rating: z.number(),
  reviews: count,
  medicareEligible: z.boolean(),
  image: z.string(),
  imageAlt: z.string(),
  features: z.array(z.string()),
  es: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      features: z.array(z.string()),
      imageAlt: z.string(),
    }),
  ),
});

const files = new Map<string, Promise<unknown>>();

/** A file of the catalogue, fetched once per visit; a failure rejects and the next call fetches it again. */
function load<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  let file = files.get(path);
  if (!file) {
    const pending = fetch(assetPath(path)).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`${path}: not what the store writes`);
      return parsed.data;
    });
    files.set(path, pending);
    pending.catch(() => {
      if (files.get(path) === pending) files.delete(path);
    });
    file = pending;
  }
  return file as Promise<T>;
}

const loadFacts = (locale: Locale): Promise<SearchFacts> => load(searchFactsPath(locale), factsSchema);

/** The catalogue positions of the products matching `search`, or null when there is no search. */
async function matches(facts: SearchFacts, search: string, locale: Locale): Promise<Set<number> | null> {
  const forms = searchForms(search);
  if (forms.length === 0) return null;
  // Each form's matches (as typed, and without plural endings), together.
  const found = await Promise.all(
    forms.map(async (form) => {
      const offsets = gramOffsets(form, facts.grams);
      if (!offsets) return new Set<number>();
      const grams: GramFile[] = await Promise.all(
        offsets.map((o) => load(gramPath(gramAt(form, o), locale), gramSchema)),
      );
      return matchingProducts(form, offsets, grams);
    }),
  );
  return new Set(found.flatMap((set) => [...set]));
}

export interface SearchResults {
  /** The cards of the page asked for. */
  products: CardProduct[];
  /** How many products match in all. */
  of: number;
  /** The page shown: the one asked for, or the last there is when it asked past the end. */
  page: number;
}

/** What a listing asks of the whole catalogue: `page` counts from 1 and `pageSize` products make a page. */
export interface SearchQuery {
  category?: CategorySlug;
  search: string;
  maxPrice: number;
  coverage: Coverage;
  minRating: number;
  sort: SortKey;
  page: number;
  pageSize: number;
  /** The listing's language: its index is searched, and its cards are in it. */
  locale: Locale;
}

/**
 * One page of a listing's results over the whole catalogue: the category when there is one, name or
 * description containing the search (ignoring case), price up to `maxPrice` dollars, in the chosen order.
 */
export async function searchCatalog(query: SearchQuery): Promise<SearchResults> {
  const facts = await loadFacts(query.locale);
  const ids = queryFacts(facts, query, await matches(facts, query.search, query.locale));
  const pages = Math.max(1, Math.ceil(ids.length / query.pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  const shown = ids.slice((page - 1) * query.pageSize, page * query.pageSize);
  const cards = await Promise.all(shown.map((id) => load(productFilePath(id), cardSchema)));
  return {
    products: cards.map(({ es, ...card }) => ({
      ...card,
      // A Spanish listing shows the card's Spanish, and the English of a product without it, marked so.
      ...(query.locale === 'es' ? (es ?? { lang: 'en' as const }) : {}),
      price: card.price as Cents,
      originalPrice: card.originalPrice as Cents,
    })),
    of: ids.length,
    page,
  };
}
