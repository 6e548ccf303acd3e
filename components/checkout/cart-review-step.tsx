import { Minus, Plus, Trash2 } from '@/components/ui/icons';
import { setLastRemoved } from './last-removed';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart';
import { formatMoney } from '@/lib/domain/money';
import { useCartStore } from '@/store/cart-store';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/domain/fill';
import { MedicareChoice } from './medicare-choice';
import { useCheckoutWords } from './checkout-words';
import type { PricedCartLine } from './use-priced-cart';

const stepperIcons = {
  decrease: <Minus aria-hidden className="size-5" />,
  increase: <Plus aria-hidden className="size-5" />,
};

export function CartReviewStep({
  lines,
  unpriced = [],
  onRetry,
}: {
  lines: PricedCartLine[];
  /** Ids of lines whose price could not be loaded. */
  unpriced?: readonly number[];
  onRetry?: () => void;
}) {
  const setQuantity = useCartStore((s) => s.setQuantity);
  const remove = useCartStore((s) => s.remove);
  const { words } = useCheckoutWords();
  const w = words.cart;
  return (
    <>
      {unpriced.length > 0 ? (
        <div
          role="alert"
          className="mb-4 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">
            {unpriced.length === 1 ? w.unpricedOne : fill(w.unpricedMany, { count: unpriced.length })}
          </p>
          <ul className="mt-2 space-y-2">
            {unpriced.map((id) => (
              <li key={id} className="flex flex-wrap items-center gap-3">
                <span>{fill(w.productNumber, { id })}</span>
                <button
                  type="button"
                  onClick={() => remove(id)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-red-800 underline"
                >
                  <Trash2 aria-hidden className="size-5" />
                  {fill(w.removeNumber, { id })}
                </button>
              </li>
            ))}
          </ul>
          {onRetry ? (
            <Button variant="secondary" className="mt-3" onClick={onRetry}>
              {words.tryAgain}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-4 py-4">
            <ProductImage
              src={line.image}
              alt={line.imageAlt}
              width={96}
              sizes="96px"
              height={72}
              loading="eager"
              className="h-18 w-24 rounded-lg object-cover"
            />
            <div className="min-w-40 flex-1">
              <p className="font-semibold">{line.name}</p>
              <p className="text-slate-700">{fill(w.each, { price: formatMoney(line.price) })}</p>
              {line.medicareEligible ? (
                <p className="text-sm font-semibold text-emerald-800">{w.eligible}</p>
              ) : null}
            </div>
            <QuantityStepper
              words={{ decrease: w.decrease, increase: w.increase }}
              label={fill(w.quantityOf, { name: line.name })}
              value={line.quantity}
              min={1}
              max={MAX_LINE_QUANTITY}
              maxReason={fill(w.maxReason, { max: MAX_LINE_QUANTITY })}
              onChange={(q) => setQuantity(line.id, q)}
              icons={stepperIcons}
            />
            <p className="w-28 text-right font-bold">{formatMoney(line.price * line.quantity)}</p>
            <button
              type="button"
              aria-label={fill(w.remove, { name: line.name })}
              onClick={() => {
                remove(line.id);
                // The last one out leaves the cart empty: the empty cart offers it back.
                setLastRemoved(
                  lines.length === 1 ? { id: line.id, quantity: line.quantity, name: line.name } : null,
                );
              }}
              className="grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      <MedicareChoice lines={lines} />
    </>
  );
}
