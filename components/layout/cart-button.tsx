'use client';

import { Link } from '@/components/ui/link';
import { ShoppingCart } from 'lucide-react';
import { selectItemCount, useCartStore } from '@/store/cart-store';

export function CartButton({ className }: { className: string }) {
  const count = useCartStore(selectItemCount);
  const hydrated = useCartStore((s) => s.hydrated);
  const shown = hydrated && count > 0;
  return (
    <Link
      href="/checkout/"
      className={`relative ${className}`}
      aria-label={shown ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <ShoppingCart aria-hidden className="size-6" />
      {shown ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
