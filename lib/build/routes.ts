import { medicareTabs } from '@/data/medicare';
import { getCategories, getProductIds, getProductsInCategory } from './catalog';
import { listingPagePath, pageCount } from '@/lib/domain/listing';
import { categoryPath, productPath } from '@/lib/domain/paths';

/** What the indexable pages depend on: the products' ids and how many products each category lists. */
export interface RouteCatalog {
  productIds: readonly number[];
  categories: readonly { slug: string; products: number }[];
}

/** A listing and its further static pages (page/2/ and on; page/1/ is the listing itself). */
function listingPages(rootPath: string, products: number): string[] {
  return Array.from({ length: pageCount(products) }, (_, i) => listingPagePath(rootPath, i + 1));
}

/** Every page of a catalogue a search engine should index. /checkout and the terms-of-service placeholder are left out. */
export function routesOf({ productIds, categories }: RouteCatalog): string[] {
  return [
    '/',
    ...listingPages('/products/', productIds.length),
    ...categories.flatMap((c) => listingPages(categoryPath(c.slug), c.products)),
    ...productIds.map(productPath),
    '/medicare-info/',
    ...medicareTabs.filter((t) => t.slug !== 'overview').map((t) => `/medicare-info/${t.slug}/`),
    '/contact/',
    '/return-policy/',
    '/shipping-info/',
    '/privacy-policy/',
    '/language-assistance/',
  ];
}

/** Every page of the store's catalogue a search engine should index. */
export function indexableRoutes(): string[] {
  return routesOf({
    productIds: getProductIds(),
    categories: getCategories().map((c) => ({
      slug: c.slug,
      products: getProductsInCategory(c.slug).length,
    })),
  });
}
