'use client';

import { useEffect, type ReactNode } from 'react';

/** Shows or hides the page's empty cart (`#empty-cart`, drawn by empty-cart.tsx). */
export function showEmptyCart(shown: boolean): void {
  const emptyCart = document.getElementById('empty-cart');
  if (emptyCart) emptyCart.hidden = !shown;
}

/**
 * Shows the page's empty cart while the cart is found empty or is emptied, and hides it again when the cart has
 * something in it. `title` is the page's <title>.
 */
export function EmptyCartShown({ title }: { title: ReactNode }) {
  useEffect(() => {
    showEmptyCart(true);
    return () => showEmptyCart(false);
  }, []);
  return title;
}
