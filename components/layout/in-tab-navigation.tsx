'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { keptInMemory } from '@/lib/storage';
import { basePath } from '@/lib/paths';

/**
 * The store's links load their page whole. When the browser blocks or has filled its storage, the cart lives
 * only in this page's memory, and a page load would lose it: then a link to one of the store's pages is followed
 * in place instead, by Next's router, so the cart goes with the shopper to checkout.
 */
export function InTabNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!keptInMemory() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
        return;
      if (!link.pathname.startsWith(`${basePath}/`)) return;
      event.preventDefault();
      router.push(`${link.pathname.slice(basePath.length)}${link.search}${link.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
