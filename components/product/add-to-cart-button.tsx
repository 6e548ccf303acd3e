'use client';

import { notifyAdded } from '@/lib/browser/notify';
import { assetPath } from '@/lib/domain/paths';
import { useCartStore } from '@/store/cart-store';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { Button } from '@/components/ui/button';

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
    <Button
      className={className}
      onClick={() => {
        add(id);
        notifyAdded(`${name} has been added to your cart.`, assetPath('/checkout/'));
      }}
    >
      <SpriteIcon name="cart" className="size-5" />
      Add to Cart
      <span className="sr-only">: {name}</span>
    </Button>
  );
}
