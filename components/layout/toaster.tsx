'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onToasterRequested, requestToaster } from '@/lib/browser/notify';

const firstInteraction = ['pointerdown', 'keydown', 'focusin'] as const;

/** Mounts the toaster on the first interaction or the first toast, whichever comes first. */
export function Toaster() {
  const [LoadedToaster, setLoadedToaster] = useState<ComponentType | null>(null);

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
