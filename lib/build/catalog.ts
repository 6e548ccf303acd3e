import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { facts } from '@/data/facts';
import {
  catalogFileNames,
  fillFacts,
  validateCatalog,
  type Catalog,
  type CatalogFiles,
  type Category,
  type Product,
  type ProductReviews,
} from '@/lib/domain/catalog-schema';
import { partBDeductible } from '@/lib/domain/deductible';
import { parseCatalogJson } from './catalog-json';

/** Where the supplier keeps the catalogue; CATALOG_DIR points the build at another copy. */
export const catalogDir = path.resolve(process.env.CATALOG_DIR || path.join(process.cwd(), 'data/catalog'));

/** A catalogue that cannot be used, with every reason. */
export class CatalogError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    super(
      `The catalogue in ${path.relative(process.cwd(), dir) || '.'} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'CatalogError';
  }
}

/** Reads and checks the catalogue's files, throwing a CatalogError that lists every problem. */
export function readCatalog(dir: string = catalogDir): Catalog {
  const files = {} as CatalogFiles;
  const problems: string[] = [];
  for (const name of catalogFileNames) {
    let text: string;
    try {
      text = readFileSync(path.join(dir, name), 'utf8');
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : (error as Error).message;
      problems.push(`${name}: ${reason}`);
      continue;
    }
    const parsed = parseCatalogJson(name, text);
    if ('problems' in parsed) problems.push(...parsed.problems);
    else files[name] = parsed.value;
  }
  if (problems.length > 0) throw new CatalogError(dir, problems);
  const result = validateCatalog(files);
  if (!result.ok) throw new CatalogError(dir, result.problems);
  const missing = result.catalog.products.flatMap((p) =>
    (p.photos ?? [])
      .map((photo, i) => ({ photo, i }))
      .filter(({ photo }) => !existsSync(photoSource(photo.file, dir)))
      .map(
        ({ photo, i }) =>
          `products.json: product ${p.id}: photos[${i}].file: "${photo.file}" is not in the photos folder (${path.join(path.relative(process.cwd(), dir) || '.', 'photos')})`,
      ),
  );
  if (missing.length > 0) throw new CatalogError(dir, missing);
  return result.catalog;
}

/**
 * When the supplier last changed the catalogue: the newest of the files the pages show, for the sitemap's lastmod
 * (Medicare's documentation rules change the back office, not a page).
 */
export function catalogModified(dir: string = catalogDir): Date {
  const shown = catalogFileNames.filter((name) => name !== 'documentation.json');
  return new Date(Math.max(...shown.map((name) => statSync(path.join(dir, name)).mtimeMs)));
}

/** Where a product photo's original file is: the `photos` folder beside the catalogue's JSON files. */
export function photoSource(file: string, dir: string = catalogDir): string {
  return path.join(dir, 'photos', file);
}

const { coveragePercent, coinsurancePercent, rentalMonths } = facts.medicare;
const textFacts = {
  coveragePercent,
  coinsurancePercent,
  rentalMonths,
  deductible: `$${partBDeductible().amount / 100}`,
};

const filled = (text: string) => fillFacts(text, textFacts);

/** The product as pages show it: the store facts its Medicare text names are filled in, in both languages. */
function withFacts(p: Product): Product {
  const { medicareInfo: m } = p;
  const es = p.es?.medicare;
  return {
    ...p,
    medicareInfo: {
      ...m,
      coverage: filled(m.coverage),
      requirements: m.requirements.map(filled),
      process: m.process.map(filled),
    },
    ...(p.es && es
      ? {
          es: {
            ...p.es,
            medicare: {
              ...(es.coverage ? { coverage: filled(es.coverage) } : {}),
              ...(es.requirements ? { requirements: es.requirements.map(filled) } : {}),
              ...(es.process ? { process: es.process.map(filled) } : {}),
            },
          },
        }
      : {}),
  };
}

let loaded: { catalog: Catalog; products: readonly Product[]; byId: Map<number, Product> } | undefined;

/** The catalogue, read once per build. */
function catalog() {
  if (!loaded) {
    const read = readCatalog();
    const products = read.products.map(withFacts);
    loaded = { catalog: read, products, byId: new Map(products.map((p) => [p.id, p])) };
  }
  return loaded;
}

export function getProducts(): readonly Product[] {
  return catalog().products;
}

export function getProductIds(): number[] {
  return getProducts().map((p) => p.id);
}

export function getProduct(id: number | string): Product | undefined {
  return catalog().byId.get(Number(id));
}

export function getCategories(): readonly Category[] {
  return catalog().catalog.categories;
}

export function getCategory(slug: string): Category | undefined {
  return getCategories().find((c) => c.slug === slug);
}

export function getProductsInCategory(slug: string): Product[] {
  return getProducts().filter((p) => p.category === slug);
}

const noReviews: ProductReviews = { stars: [0, 0, 0, 0, 0], reviews: [] };

/** A product's star breakdown and shown reviews; a product with no reviews in reviews.json has none. */
export function getReviews(product: Product): ProductReviews {
  return catalog().catalog.reviews.get(product.id) ?? noReviews;
}
