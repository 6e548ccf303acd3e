import type { ComponentProps } from 'react';
import { localizedHref, type Locale } from '@/lib/domain/locale';

/**
 * The store's link to one of its own pages, in the shopper's language, under the deployment's base path. Every
 * page is exported as HTML with its styles inline, so following a link loads that page whole from the bucket: no
 * client router ships with every page, and a shopper who lands from a search downloads only what the page in hand
 * needs. A route that is not yet in the shopper's language opens in English, and says so (`hrefLang`).
 */
export function Link({
  href,
  locale,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; locale: Locale }) {
  const target = localizedHref(locale, href);
  // Only a link that needs one carries `hrefLang`: an absent prop costs the page's data nothing.
  return <a href={target.href} {...(target.hrefLang ? { hrefLang: target.hrefLang } : {})} {...props} />;
}
