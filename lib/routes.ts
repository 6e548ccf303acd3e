import { medicareTabs } from '@/data/medicare';
import { getCategories, getProductIds, getProductsInCategory } from './catalog';
import { listingPagePath, pageCount } from './listing';
import { categoryPath, productPath } from './paths';

/** A listing and its further static pages (page/2/ and on; page/1/ is the listing itself). */
function listingPages(rootPath: string, products: number): string[] {
  return Array.from({ length: pageCount(products) }, (_, i) => listingPagePath(rootPath, i + 1));
}

/** Every page a search engine should index. /checkout and the terms-of-service placeholder are left out. */
export function indexableRoutes(): string[] {
  return [
    '/',
    ...listingPages('/products/', getProductIds().length),
    ...getCategories().flatMap((c) =>
      listingPages(categoryPath(c.slug), getProductsInCategory(c.slug).length),
    ),
    ...getProductIds().map(productPath),
    '/medicare-info/',
    ...medicareTabs.filter((t) => t.slug !== 'overview').map((t) => `/medicare-info/${t.slug}/`),
    '/contact/',
    '/return-policy/',
    '/shipping-info/',
    '/privacy-policy/',
  ];
}
