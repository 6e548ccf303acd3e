'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useRouter } from 'next/navigation';
import { onToasterRequested, requestToaster, setToastNavigator } from '@/lib/browser/notify';
import { basePath } from '@/lib/domain/paths';

const firstInteraction = ['pointerdown', 'keydown', 'focusin'] as const;

/** Mounts the toaster on the first interaction or the first toast, whichever comes first. */
export function Toaster() {
  const [LoadedToaster, setLoadedToaster] = useState<ComponentType | null>(null);
  const router = useRouter();

  // A toast's link ("View cart") goes in place, as the store's links do: Next adds the base path itself.
  useEffect(() => {
    setToastNavigator((href) =>
      router.push(href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href),
    );
    return () => setToastNavigator(null);
  }, [router]);

  useEffect(() => {
    let cancelled = false;
    const off = onToasterRequested(() => {
      void import('./sonner-toaster').then((m) => !cancelled && setLoadedToaster(() => m.SonnerToaster));
    });
    const options = { capture: true, passive: true } as const;
    // A press on a link leaves the page (or goes on in place): no toast is coming from it.
    const warm = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) return;
      void requestToaster();
      for (const type of firstInteraction) window.removeEventListener(type, warm, options);
    };
    for (const type of firstInteraction) window.addEventListener(type, warm, options);
    return () => {
      cancelled = true;
      off();
      for (const type of firstInteraction) window.removeEventListener(type, warm, options);
    };
  }, []);

  return LoadedToaster ? <LoadedToaster /> : null;
}
