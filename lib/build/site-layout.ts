import type { Metadata, Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { site } from '@/data/site';
import { toRanges, type IdRanges } from '@/lib/domain/id-ranges';
import type { Locale } from '@/lib/domain/locale';
import { absoluteUrl, assetPath } from '@/lib/domain/paths';
import { getCategories, getProductIds } from './catalog';

// Each page sets its own title, description, canonical URL, languages and share cards through `pageMetadata`.
// The icons and the web manifest are the site's static files (public/), under the deployment's base path.
export const siteMetadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  applicationName: site.name,
  formatDetection: { telephone: false },
  icons: {
    icon: { url: assetPath('/favicon.svg'), type: 'image/svg+xml' },
    apple: assetPath('/apple-touch-icon.png'),
  },
  manifest: assetPath('/site.webmanifest'),
};

export const siteViewport: Viewport = { themeColor: '#1e3a8a', width: 'device-width', initialScale: 1 };

let productIds: IdRanges | undefined;

/**
 * What a root layout gives the frame: its language, named for the page's render, and the catalogue's lists. The
 * ids' ranges are worked out once per build process, not once per page (at 5,000 products, sorting them on each of
 * 10,000 pages cost a build's static generation about 4% of its time).
 */
export function frameProps(locale: Locale) {
  setRequestLocale(locale);
  productIds ??= toRanges(getProductIds());
  return { locale, categories: getCategories(), productIds };
}
