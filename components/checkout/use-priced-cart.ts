import { useMemo } from 'react';
import type { PricedProduct } from '@/lib/catalog';
import { useCartStore } from '@/store/cart-store';

export interface PricedCartLine extends PricedProduct {
  quantity: number;
}

/** The cart's lines joined with catalogue prices; lines whose product is unknown are left out. */
export function usePricedCart(catalog: readonly PricedProduct[]): PricedCartLine[] {
  const lines = useCartStore((s) => s.lines);
  return useMemo(() => {
    const byId = new Map(catalog.map((p) => [p.id, p]));
    return lines.flatMap((l) => {
      const product = byId.get(l.id);
      return product ? [{ ...product, quantity: l.quantity }] : [];
    });
  }, [catalog, lines]);
}
