import type { Metadata, Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { site } from '@/data/site';
import { toRanges } from '@/lib/domain/id-ranges';
import type { Locale } from '@/lib/domain/locale';
import { absoluteUrl } from '@/lib/domain/paths';
import { getCategories, getProductIds } from './catalog';

// Each page sets its own title, description, canonical URL, languages and share cards through `pageMetadata`.
export const siteMetadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = { themeColor: '#1e3a8a', width: 'device-width', initialScale: 1 };

/** What a root layout gives the frame: its language, named for the page's render, and the catalogue's lists. */
export function frameProps(locale: Locale) {
  setRequestLocale(locale);
  return { locale, categories: getCategories(), productIds: toRanges(getProductIds()) };
}
