'use client';

import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';

/** The spec confirms an accessory with a toast but does not put it in the cart. */
export function AccessoryButton({ name }: { name: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => notify('Added to Cart', `${name} added to your cart.`)}
    >
      Add<span className="sr-only"> {name}</span>
    </Button>
  );
}
