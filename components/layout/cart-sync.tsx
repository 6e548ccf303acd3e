'use client';

import { useEffect } from 'react';
import { CART_STORAGE_KEY, setKnownProductIds, useCartStore } from '@/store/cart-store';

/** Reads the saved cart once after mount and follows changes made in other tabs. */
export function CartSync({ productIds }: { productIds: number[] }) {
  useEffect(() => {
    setKnownProductIds(productIds);
    void useCartStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [productIds]);
  return null;
}
