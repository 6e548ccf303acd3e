import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { htmlLang, localizedRoute, type Locale } from '@/lib/domain/locale';
import { assetPath, basePath } from '@/lib/domain/paths';

/** The contact page is entered and left by a full page load: a third-party script may run there, under its own policy. */
const loadedWhole = (route: string) => /^(\/es)?\/contact\/?$/.test(route.split(/[?#]/)[0] ?? '');

/**
 * The store's link to one of its own pages, in the shopper's language: `next/link`, so following it renders the next
 * page in place from its exported data (the cart, the checkout's state and a toast go on with the shopper), under
 * the deployment's base path, which Next adds. It fetches the next page's data when pressed, in one file (its
 * `index.txt`: 11.3 KiB gzip for a product), not before: prefetched in view, a listing of 16 cards fetches every
 * product's data on a phone's connection, and she opens one; prefetched on hover, a product costs 14.2 KiB in seven
 * segment files, and a phone has no hover to gain time from (`npm run bench` measures what a link costs).
 * A route that is not yet in the shopper's language opens in English, and says so (`hrefLang`).
 */
export function Link({
  href,
  locale,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; locale: Locale }) {
  const route = localizedRoute(locale, href);
  const english = route === href && locale !== 'en';
  if (loadedWhole(route))
    return <a href={assetPath(route)} {...(english ? { hrefLang: htmlLang.en } : {})} {...props} />;
  return (
    <NextLink href={route} prefetch={false} {...(english ? { hrefLang: htmlLang.en } : {})} {...props} />
  );
}

/**
 * A link to an address already in the page's language (a listing's other pages, the cart, the calculator), as the
 * page's HTML writes it, under the base path: followed in place like `Link` (next/link adds the base path itself).
 */
export function RouteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const route = basePath && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;
  if (loadedWhole(route)) return <a href={href} {...props} />;
  return <NextLink href={route} prefetch={false} {...props} />;
}
