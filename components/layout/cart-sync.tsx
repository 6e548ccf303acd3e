'use client';

import { useEffect } from 'react';
import { followCart, setKnownProductIds } from '@/store/cart-store';

/** Reads the saved cart once after mount and follows changes made in other tabs. */
export function CartSync({ productIds }: { productIds: number[] }) {
  useEffect(() => {
    setKnownProductIds(productIds);
    return followCart();
  }, [productIds]);
  return null;
}
