'use client';

import { useEffect } from 'react';
import { basePath } from '@/lib/paths';

/** Where a path the store does not have should lead: the spec's fallbacks for a static site. */
function fallbackFor(pathname: string): string {
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return /^\/product(\/|$)/.test(path) ? `${basePath}/product/1/` : `${basePath}/`;
}

export function NotFoundRedirect() {
  useEffect(() => {
    const target = fallbackFor(window.location.pathname);
    if (target !== window.location.pathname) window.location.replace(target);
  }, []);
  return null;
}
