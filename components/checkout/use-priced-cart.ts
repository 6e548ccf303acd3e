import { useEffect, useMemo, useState } from 'react';
import { loadPricedProduct } from '@/lib/browser/cart-prices';
import type { PricedProduct } from '@/lib/domain/priced-product';
import { notifyWhenFree } from '@/lib/browser/notify';
import { useCartStore } from '@/store/cart-store';

export interface PricedCartLine extends PricedProduct {
  quantity: number;
}

export type PricedCart =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `unpriced`: lines whose price file could not be loaded; they can be retried or removed. */
  | { status: 'ready'; lines: PricedCartLine[]; unpriced: number[]; retry: () => void };

/**
 * The cart's lines priced from the catalogue: each line's product file is fetched once, so the checkout
 * carries no catalogue. A product the store no longer sells leaves the cart, and the shopper is told. A line
 * whose file cannot be loaded is kept apart, to try again or remove, and only when no line could be priced
 * does the whole checkout wait.
 */
export function usePricedCart(): PricedCart {
  const lines = useCartStore((s) => s.lines);
  const hydrated = useCartStore((s) => s.hydrated);
  const remove = useCartStore((s) => s.remove);
  const [products, setProducts] = useState<ReadonlyMap<number, PricedProduct | null>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [attempt, setAttempt] = useState(0);

  const missingKey = lines
    .filter((l) => !products.has(l.id))
    .map((l) => l.id)
    .join(',');

  useEffect(() => {
    if (!hydrated || missingKey === '') return;
    let current = true;
    const ids = missingKey.split(',').map(Number);
    void Promise.allSettled(ids.map((id) => loadPricedProduct(id))).then((results) => {
      if (!current) return;
      const found = ids.flatMap((id, i) => {
        const result = results[i];
        return result?.status === 'fulfilled' ? [[id, result.value] as const] : [];
      });
      setProducts((known) => new Map([...known, ...found]));
      setFailed(new Set(ids.filter((_, i) => results[i]?.status === 'rejected')));
    });
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

  const retry = () => {
    setFailed(new Set());
    setAttempt((n) => n + 1);
  };
  const unpriced = lines.filter((l) => failed.has(l.id) && !products.has(l.id)).map((l) => l.id);
  const pending = lines.some((l) => !products.has(l.id) && !failed.has(l.id));
  if (!hydrated || pending) return { status: 'loading' };
  if (priced.length === 0 && unpriced.length > 0) return { status: 'failed', retry };
  return { status: 'ready', lines: priced, unpriced, retry };
}
