'use client';

import { useEffect } from 'react';
import { basePath, FALLBACK_PRODUCT_ID, PRODUCT_NOT_FOUND } from '@/lib/domain/paths';
import { localizedRoute, routeOf } from '@/lib/domain/locale';

/**
 * Where a path the store does not have should lead: the spec's fallbacks for a static site, and a listing's
 * page that no longer exists (or `page/1/`, which is the listing itself) to that listing.
 */
function fallbackFor(pathname: string): string {
  // A Spanish address leads to the Spanish page where there is one.
  const { locale, path } = routeOf(
    pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname,
  );
  const listing = /^(\/products\/(?:[a-z0-9-]+\/)?)page\/\d+\/?$/.exec(path);
  if (listing) return `${basePath}${localizedRoute(locale, listing[1]!)}`;
  // A product the store does not have: the first product, saying why she sees it.
  if (/^\/product(\/|$)/.test(path))
    return `${basePath}${localizedRoute(locale, `/product/${FALLBACK_PRODUCT_ID}/`)}#${PRODUCT_NOT_FOUND}`;
  return `${basePath}${localizedRoute(locale, '/')}`;
}

export function NotFoundRedirect() {
  useEffect(() => {
    const target = fallbackFor(window.location.pathname);
    if (target.split('#')[0] !== window.location.pathname) window.location.replace(target);
  }, []);
  return null;
}
