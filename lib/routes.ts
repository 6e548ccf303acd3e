import { medicareTabs } from '@/data/medicare';
import { getCategories, getProductIds } from './catalog';
import { categoryPath, productPath } from './paths';

export const placeholderPages = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-of-service', title: 'Terms of Service' },
  { slug: 'return-policy', title: 'Return Policy' },
  { slug: 'shipping-info', title: 'Shipping Info' },
] as const;

/** Every page a search engine should index. /checkout and the placeholders are left out. */
export function indexableRoutes(): string[] {
  return [
    '/',
    '/products/',
    ...getCategories().map((c) => categoryPath(c.slug)),
    ...getProductIds().map(productPath),
    '/medicare-info/',
    ...medicareTabs.filter((t) => t.slug !== 'overview').map((t) => `/medicare-info/${t.slug}/`),
    '/contact/',
  ];
}
