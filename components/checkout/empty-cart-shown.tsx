'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLastRemoved } from './last-removed';

/** Its code comes only once a line has been taken out. */
const RemovedLineOffer = lazy(() => import('./removed-line-offer'));

/** Shows or hides the page's empty cart (`#empty-cart`, drawn by empty-cart.tsx). */
export function showEmptyCart(shown: boolean): void {
  const emptyCart = document.getElementById('empty-cart');
  if (emptyCart) emptyCart.hidden = !shown;
}

/**
 * Shows the page's empty cart while the cart is found empty or is emptied, and hides it again when the cart has
 * something in it, offering back the line she has just taken out. `title` is the page's <title>.
 */
export function EmptyCartShown({ title }: { title: ReactNode }) {
  useEffect(() => {
    showEmptyCart(true);
    return () => showEmptyCart(false);
  }, []);
  const removed = useLastRemoved();
  return (
    <>
      {title}
      <div role="status">
        {removed ? (
          <Suspense fallback={null}>
            <RemovedLineOffer removed={removed} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
