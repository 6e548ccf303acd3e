'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/browser/notify';

/**
 * One toast at a time, 5 seconds, at the top so it never covers the checkout buttons, and below the whole
 * header (101 px on a wide screen, 145 px on a phone before it scrolls) so it never covers the cart badge. On
 * a wide screen it sits on the left, over a product's pictures or a form's first fields, away from the buy
 * box and the order summary on the right, which stay in reach while it shows; and below the page's first
 * links (a product's "Back to" its category and the breadcrumbs, 101 to 208 px), so the way back stays open.
 */
export function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="top-left"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      offset={{ top: 216 }}
      mobileOffset={{ top: 156, left: 16, right: 16 }}
    />
  );
}
