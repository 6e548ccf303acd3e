'use client';

import { useEffect, type ReactNode } from 'react';

/**
 * Shows the page's empty cart (`#empty-cart`, drawn by empty-cart.tsx) while the cart is found empty or is emptied,
 * and hides it again when the cart has something in it. `title` is the page's <title>.
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
