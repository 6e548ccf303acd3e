'use client';

import { notify } from '@/lib/notify';
import { buttonClass } from '@/components/ui/styles';

/** The spec confirms an accessory with a toast but does not put it in the cart. */
export function AccessoryButton({ name }: { name: string }) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => notify('Added to Cart', `${name} added to your cart.`)}
    >
      Add<span className="sr-only"> {name}</span>
    </button>
  );
}
