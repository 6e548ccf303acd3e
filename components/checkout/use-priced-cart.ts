import { useEffect, useMemo, useState } from 'react';
import { loadPricedProduct, type PricedProduct } from '@/lib/cart-prices';
import { notifyWhenFree } from '@/lib/notify';
import { useCartStore } from '@/store/cart-store';

export interface PricedCartLine extends PricedProduct {
  quantity: number;
}

export type PricedCart =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; lines: PricedCartLine[] };

/**
 * The cart's lines priced from the catalogue: each line's product file is fetched once, so the checkout
 * carries no catalogue. A product the store no longer sells leaves the cart, and the shopper is told.
 */
export function usePricedCart(): PricedCart {
  const lines = useCartStore((s) => s.lines);
  const hydrated = useCartStore((s) => s.hydrated);
  const remove = useCartStore((s) => s.remove);
  const [products, setProducts] = useState<ReadonlyMap<number, PricedProduct | null>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const missingKey = lines
    .filter((l) => !products.has(l.id))
    .map((l) => l.id)
    .join(',');

  useEffect(() => {
    if (!hydrated || missingKey === '') return;
    let current = true;
    const ids = missingKey.split(',').map(Number);
    Promise.all(ids.map(async (id) => [id, await loadPricedProduct(id)] as const)).then(
      (found) => {
        if (!current) return;
        setProducts((known) => new Map([...known, ...found]));
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [hydrated, missingKey, attempt]);

  const goneKey = lines
    .filter((l) => products.get(l.id) === null)
    .map((l) => l.id)
    .join(',');
  useEffect(() => {
    if (goneKey === '') return;
    const gone = goneKey.split(',').map(Number);
    for (const id of gone) remove(id);
    notifyWhenFree(
      'info',
      gone.length === 1 ? 'An item left your cart' : `${gone.length} items left your cart`,
      'We no longer sell it. Everything else in your cart is as you left it.',
    );
  }, [goneKey, remove]);

  const priced = useMemo(
    () =>
      lines.flatMap((l) => {
        const product = products.get(l.id);
        return product ? [{ ...product, quantity: l.quantity }] : [];
      }),
    [lines, products],
  );

  if (failed) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  if (!hydrated || missingKey !== '') return { status: 'loading' };
  return { status: 'ready', lines: priced };
}
