'use client';

import { notify } from '@/lib/notify';
import { useCartStore } from '@/store/cart-store';
import { buttonClass } from '@/components/ui/styles';
import { CardIcon } from '@/components/listing/card-icons';

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
      <CardIcon name="cart" className="size-5" />
      Add to Cart
      <span className="sr-only">: {name}</span>
    </button>
  );
}
