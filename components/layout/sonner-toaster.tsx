'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/notify';

/** One toast at a time, 5 seconds, at the top so it never covers the checkout buttons. */
export function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster position="top-center" visibleToasts={1} duration={5000} richColors closeButton offset={16} />
  );
}
