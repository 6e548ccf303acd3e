'use client';

import { useEffect } from 'react';
import { basePath } from '@/lib/domain/paths';

/**
 * Where a path the store does not have should lead: the spec's fallbacks for a static site, and a listing's
 * page that no longer exists (or `page/1/`, which is the listing itself) to that listing.
 */
function fallbackFor(pathname: string): string {
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const listing = /^(\/products\/(?:[a-z0-9-]+\/)?)page\/\d+\/?$/.exec(path);
  if (listing) return `${basePath}${listing[1]}`;
  return /^\/product(\/|$)/.test(path) ? `${basePath}/product/1/` : `${basePath}/`;
}

export function NotFoundRedirect() {
  useEffect(() => {
    const target = fallbackFor(window.location.pathname);
    if (target !== window.location.pathname) window.location.replace(target);
  }, []);
  return null;
}
