import type { MetadataRoute } from 'next';
import { catalogModified } from '@/lib/build/catalog';
import { absoluteUrl } from '@/lib/domain/paths';
import { indexableRoutes } from '@/lib/build/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // Every page is built from the catalogue and the store's facts: it changes when the catalogue does.
  const lastModified = catalogModified();
  return indexableRoutes().map((path) => ({ url: absoluteUrl(path), lastModified }));
}
