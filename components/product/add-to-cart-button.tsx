'use client';

import { ShoppingCart } from '@/components/ui/icons';
import { notifyAdded } from '@/lib/browser/notify';
import { addressedNames } from '@/lib/domain/cart';
import { fill } from '@/lib/domain/fill';
import { useCartStore } from '@/store/cart-store';
import { Button } from '@/components/ui/button';

/** The listing card's button: adds one and confirms with a toast, in the page's language. */
export function AddToCartButton({
  id,
  name,
  className = '',
  words,
  cartHref,
}: {
  id: number;
  name: string;
  className?: string;
  /** `added` fills in `{name}`. */
  words: { label: string; added: string; addedTitle: string; viewCart: string };
  /** The checkout, for the toast's link. */
  cartHref: string;
}) {
  const add = useCartStore((s) => s.add);
  // A form to the checkout, so a press before this code has come still adds the product (lib/domain/cart.ts).
  return (
    <form
      action={cartHref}
      onSubmit={(event) => {
        event.preventDefault();
        add(id);
        notifyAdded(fill(words.added, { name }), cartHref, words.addedTitle, words.viewCart);
      }}
      className={className}
    >
      <input type="hidden" name={addressedNames.id} value={id} />
      <Button type="submit" className="w-full">
        <ShoppingCart aria-hidden className="size-5" />
        {words.label}
        <span className="sr-only">: {name}</span>
      </Button>
    </form>
  );
}
