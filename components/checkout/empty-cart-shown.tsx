'use client';

import { useEffect, type ReactNode } from 'react';

/**
 * Shows the page's empty cart (empty-cart.tsx, `#empty-cart`) while it is drawn: the cart found empty, or emptied. `title` is the
 * page's <title>. It is hidden again when the cart has something in it.
 */
export function EmptyCartShown({ title }: { title: ReactNode }) {
  useEffect(() => {
    const emptyCart = document.getElementById('empty-cart');
    if (emptyCart) emptyCart.hidden = false;
    return () => {
      if (emptyCart) emptyCart.hidden = true;
    };
  }, []);
  return title;
}
