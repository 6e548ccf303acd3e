'use client';

import { Toaster as Sonner } from 'sonner';

/** One toast at a time, 5 seconds, at the top so it never covers the checkout buttons. */
export function Toaster() {
  return (
    <Sonner position="top-center" visibleToasts={1} duration={5000} richColors closeButton offset={16} />
  );
}
