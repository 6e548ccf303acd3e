'use client';

import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/domain/fill';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutWords } from './checkout-words';
import { setLastRemoved, useLastRemoved } from './last-removed';

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
  // The line she has just taken out, offered back.
  const removed = useLastRemoved();
  const add = useCartStore((s) => s.add);
  const { words } = useCheckoutWords();
  const undo = removed
    ? {
        said: fill(words.cart.removedLast, { name: removed.name }),
        label: words.cart.putBack,
        onUndo: () => {
          add(removed.id, removed.quantity);
          setLastRemoved(null);
        },
      }
    : null;
  return (
    <>
      {title}
      <div role="status">
        {undo ? (
          <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 text-lg">
            {undo.said}
            <Button variant="secondary" onClick={undo.onUndo}>
              {undo.label}
            </Button>
          </p>
        ) : null}
      </div>
    </>
  );
}
