'use client';

import { useEffect } from 'react';
import type { IdRanges } from '@/lib/domain/id-ranges';
import { followCart, setKnownProducts } from '@/store/cart-store';

/** Reads the saved cart once after mount and follows changes made in other tabs. */
export function CartSync({ productIds }: { productIds: IdRanges }) {
  useEffect(() => {
    setKnownProducts(productIds);
    return followCart();
  }, [productIds]);
  return null;
}
