'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onToasterRequested, requestToaster } from '@/lib/notify';

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
    window.addEventListener('pointerdown', warm, options);
    window.addEventListener('keydown', warm, options);
    window.addEventListener('focusin', warm, options);
    return () => {
      cancelled = true;
      off();
      window.removeEventListener('pointerdown', warm, options);
      window.removeEventListener('keydown', warm, options);
      window.removeEventListener('focusin', warm, options);
    };
  }, []);

  return LoadedToaster ? <LoadedToaster /> : null;
}
