'use client';

import { useState, type ReactNode } from 'react';
import { formatPrice, type Cents } from '@/lib/domain/money';
import { notifyAdded } from '@/lib/browser/notify';
import { addressedNames } from '@/lib/domain/cart';
import { fill } from '@/lib/domain/fill';
import { useCartStore } from '@/store/cart-store';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Button } from '@/components/ui/button';

const MAX_DETAIL_QUANTITY = 10;

/** Quantity and Add to Cart; its icons come drawn from the product page. */
export function PurchasePanel({
  id,
  name,
  price,
  cartHref,
  words,
  icons,
}: {
  id: number;
  name: string;
  price: Cents;
  /** The checkout, in the page's language. */
  cartHref: string;
  /** Its words in the page's language; `{price}`, `{quantity}` and `{name}` are filled in here. */
  words: {
    quantity: string;
    decrease: string;
    increase: string;
    addToCart: string;
    addedTitle: string;
    added: string;
    viewCart: string;
  };
  icons: { cart: ReactNode; decrease: ReactNode; increase: ReactNode };
}) {
  const [quantity, setQuantity] = useState(1);
  const add = useCartStore((s) => s.add);
  // A form to the checkout, so a press before this code has come still adds the product (lib/domain/cart.ts).
  return (
    <form
      action={cartHref}
      onSubmit={(event) => {
        event.preventDefault();
        add(id, quantity);
        notifyAdded(fill(words.added, { quantity, name }), cartHref, words.addedTitle, words.viewCart);
      }}
      className="mt-4 flex flex-wrap items-center gap-2 sm:gap-3"
    >
      <input type="hidden" name={addressedNames.id} value={id} />
      <input type="hidden" name={addressedNames.quantity} value={quantity} />
      <QuantityStepper
        label={words.quantity}
        words={words}
        value={quantity}
        min={1}
        max={MAX_DETAIL_QUANTITY}
        onChange={(q) => setQuantity(Math.min(MAX_DETAIL_QUANTITY, Math.max(1, q)))}
        icons={icons}
      />
      <Button
        type="submit"
        size="lg"
        // One line on a 375 px phone beside the quantity, up to 10 of the dearest item.
        className="flex-1 whitespace-nowrap max-sm:px-2 max-sm:text-[0.9375rem]"
      >
        {icons.cart}
        {fill(words.addToCart, { price: formatPrice(price * quantity) })}
      </Button>
    </form>
  );
}
