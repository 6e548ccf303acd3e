import type { MetadataRoute } from 'next';
import { catalogModified } from '@/lib/build/catalog';
import { absoluteUrl } from '@/lib/domain/paths';
import { indexableRoutes } from '@/lib/build/routes';
import { htmlLang, languagesOf, localizedPath } from '@/lib/domain/locale';

export const dynamic = 'force-static';

/** Every indexable page in each of its languages; a page in two names both, as its own head does. */
export default function sitemap(): MetadataRoute.Sitemap {
  // Every page is built from the catalogue and the store's facts: it changes when the catalogue does.
  const lastModified = catalogModified();
  return indexableRoutes().flatMap((path) => {
    const languages = languagesOf(path);
    const alternates =
      languages.length > 1
        ? {
            alternates: {
              languages: Object.fromEntries(
                languages.map((l) => [htmlLang[l], absoluteUrl(localizedPath(l, path))]),
              ),
            },
          }
        : {};
    return languages.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      lastModified,
      ...alternates,
    }));
  });
}
