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
} from './catalog-schema';
import type { PricedProduct } from './priced-product';
import { partBDeductible } from './deductible';
import { termsFromCatalogue } from './estimate';
import { toCents, type Cents } from './money';
import { productImagePath } from './paths';
import { productPhotoBase } from './photos';
import { parseCatalogJson } from './catalog-json';

export type { Accessory, Category, CategorySlug, Product, ProductReviews, Review } from './catalog-schema';

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

/** When the supplier last changed the catalogue: the newest of its files, for the sitemap's lastmod. */
export function catalogModified(dir: string = catalogDir): Date {
  return new Date(Math.max(...catalogFileNames.map((name) => statSync(path.join(dir, name)).mtimeMs)));
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

/** The product as pages show it: the store facts its Medicare text names are filled in. */
function withFacts(p: Product): Product {
  const { medicareInfo: m } = p;
  return {
    ...p,
    medicareInfo: {
      ...m,
      coverage: fillFacts(m.coverage, textFacts),
      requirements: m.requirements.map((r) => fillFacts(r, textFacts)),
      process: m.process.map((r) => fillFacts(r, textFacts)),
    },
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

/** The specifications a shopper checks first (will it fit, can I lift it), at most three. */
const factKeys = ['Dimensions', 'Weight', 'Seat width', 'Seat height', 'Weight capacity', 'Sizes'];

export function productFacts(product: Product): { label: string; value: string }[] {
  const specs = product.specifications;
  const keys = factKeys.filter((k) => specs[k] !== undefined);
  const chosen = keys.length > 0 ? keys : Object.keys(specs);
  return chosen.slice(0, 3).map((label) => ({ label, value: specs[label] ?? '' }));
}

export interface GalleryImage {
  /** A drawing's file (`.svg`) or a photo's base path (see lib/photos.ts). */
  src: string;
  alt: string;
}

/** A product's photos in the catalogue's order, as the build writes them, with the original files. */
export function productPhotos(product: Product): (GalleryImage & { file: string })[] {
  return (product.photos ?? []).map((photo, i) => ({
    src: productPhotoBase(product.id, i),
    alt: photo.alt,
    file: photo.file,
  }));
}

/** The picture that stands for the product on cards, in the cart and in search results. */
export function productPicture(product: Product): GalleryImage {
  const [photo] = productPhotos(product);
  return photo
    ? { src: photo.src, alt: photo.alt }
    : { src: productImagePath(product.id, 0), alt: product.imagePlaceholder };
}

/** The drawing of a product's key facts, last in its gallery. */
export function factsImage(product: Product): GalleryImage {
  const facts = productFacts(product).map((f) => `${f.label.toLowerCase()} ${f.value}`);
  return {
    src: productImagePath(product.id, 1),
    alt: `Key facts about the ${product.name}: ${facts.join('; ')}`,
  };
}

/** The product's drawing (`1-1.svg`), with what it shows in words. */
export function productDrawing(product: Product): GalleryImage {
  return { src: productImagePath(product.id, 0), alt: product.images[0] ?? product.imagePlaceholder };
}

/** The gallery: the product's photos, or else its drawing, then a drawing of its key facts. */
export function productGallery(product: Product): GalleryImage[] {
  const photos = productPhotos(product).map(({ src, alt }) => ({ src, alt }));
  return [...(photos.length > 0 ? photos : [productDrawing(product)]), factsImage(product)];
}

const noReviews: ProductReviews = { stars: [0, 0, 0, 0, 0], reviews: [] };

/** A product's star breakdown and shown reviews; a product with no reviews in reviews.json has none. */
export function getReviews(product: Product): ProductReviews {
  return catalog().catalog.reviews.get(product.id) ?? noReviews;
}

/** What a listing card needs: no specifications, accessories or Medicare text. */
export interface CardProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  price: Cents;
  originalPrice: Cents;
  rating: number;
  reviews: number;
  medicareEligible: boolean;
  image: string;
  imageAlt: string;
  features: string[];
}

export function toCardProduct(p: Product): CardProduct {
  const picture = productPicture(p);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    category: p.category,
    price: toCents(p.price),
    originalPrice: toCents(p.originalPrice),
    rating: p.rating,
    reviews: p.reviews,
    medicareEligible: p.medicareEligible,
    image: picture.src,
    imageAlt: picture.alt,
    features: p.features.slice(0, 3),
  };
}

/** A product's own file (`/catalog/<id>.json`): its checkout prices and its card. */
export function toProductFile(p: Product): PricedProduct & CardProduct {
  return { ...toPricedProduct(p), ...toCardProduct(p) };
}

export function toPricedProduct(p: Product): PricedProduct {
  const picture = productPicture(p);
  return {
    id: p.id,
    name: p.name,
    price: toCents(p.price),
    medicareEligible: p.medicareEligible,
    taxable: p.taxable,
    medicare: termsFromCatalogue(p.medicareInfo),
    image: picture.src,
    imageAlt: picture.alt,
  };
}
