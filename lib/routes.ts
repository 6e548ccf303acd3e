import { medicareTabs } from '@/data/medicare';
import { getCategories, getProductIds } from './catalog';
import { categoryPath, productPath } from './paths';

/** Every page a search engine should index. /checkout and the terms-of-service placeholder are left out. */
export function indexableRoutes(): string[] {
  return [
    '/',
    '/products/',
    ...getCategories().map((c) => categoryPath(c.slug)),
    ...getProductIds().map(productPath),
    '/medicare-info/',
    ...medicareTabs.filter((t) => t.slug !== 'overview').map((t) => `/medicare-info/${t.slug}/`),
    '/contact/',
    '/return-policy/',
    '/shipping-info/',
    '/privacy-policy/',
  ];
}
