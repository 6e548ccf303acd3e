import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** The checkout with nothing in the cart: a way back to the products. `title` is the page's <title>. */
export function EmptyCart({ title }: { title: ReactNode }) {
  return (
    <div className="py-12 text-center">
      {title}
      <SpriteIcon name="cart" className="mx-auto size-14 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold">Your cart is empty</h2>
      <p className="mt-2 text-slate-700">Add some medical equipment to get started</p>
      <ButtonLink locale="en" href="/products/" size="lg" className="mt-6">
        Continue Shopping
      </ButtonLink>
    </div>
  );
}
