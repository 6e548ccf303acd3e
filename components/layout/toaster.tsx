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
    const warm = () => void requestToaster();
    const options = { once: true, capture: true, passive: true } as const;
    for (const type of firstInteraction) window.addEventListener(type, warm, options);
    return () => {
      cancelled = true;
      off();
      for (const type of firstInteraction) window.removeEventListener(type, warm, options);
    };
  }, []);

  return LoadedToaster ? <LoadedToaster /> : null;
}
