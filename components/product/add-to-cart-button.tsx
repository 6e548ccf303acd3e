'use client';

import { ShoppingCart } from 'lucide-react';
import { notify } from '@/lib/notify';
import { useCartStore } from '@/store/cart-store';
import { buttonClass } from '@/components/ui/styles';

/** The listing card's button: adds one and confirms with a toast. */
export function AddToCartButton({
  id,
  name,
  className = '',
}: {
  id: number;
  name: string;
  className?: string;
}) {
  const add = useCartStore((s) => s.add);
  return (
    <button
      type="button"
      className={`${buttonClass('primary')} ${className}`}
      onClick={() => {
        add(id);
        notify('Added to Cart', `${name} has been added to your cart.`);
      }}
    >
      <ShoppingCart aria-hidden className="size-5" />
      Add to Cart
      <span className="sr-only">: {name}</span>
    </button>
  );
}
