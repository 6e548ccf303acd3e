'use client';

import { Button } from '@/components/ui/button';
import { fill } from '@/lib/domain/fill';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutWords } from './checkout-words';
import { setLastRemoved, type RemovedLine } from './last-removed';

/** "Hinged Adjustable Knee Brace is out of your cart. Put it back": the empty cart's offer of the last line taken out. */
export default function RemovedLineOffer({ removed }: { removed: RemovedLine }) {
  const add = useCartStore((s) => s.add);
  const { words } = useCheckoutWords();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 text-lg">
      {fill(words.cart.removedLast, { name: removed.name })}
      <Button
        variant="secondary"
        onClick={() => {
          add(removed.id, removed.quantity);
          setLastRemoved(null);
        }}
      >
        {words.cart.putBack}
      </Button>
    </p>
  );
}
