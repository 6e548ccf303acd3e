'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { whenStorageRefuses } from '@/lib/browser/storage';

/**
 * The store's links and its search forms load their page whole. When the browser blocks or has filled its
 * storage, the cart lives only in this page's memory, and a page load would lose it: then the store's links and
 * searches are followed in place instead, by Next's router (lib/browser/in-tab-links.ts, loaded when storage first
 * refuses a write, before the cart has anything to lose), so the cart goes with the shopper to checkout.
 */
export function InTabNavigation() {
  const router = useRouter();
  useEffect(() => {
    let gone = false;
    let stop = () => {};
    const waiting = whenStorageRefuses(() => {
      void import('@/lib/browser/in-tab-links').then(({ followLinksInTab }) => {
        if (!gone) stop = followLinksInTab(router);
      });
    });
    return () => {
      gone = true;
      waiting();
      stop();
    };
  }, [router]);
  return null;
}
