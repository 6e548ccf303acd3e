import { useEffect } from 'react';
import { useDeductible } from '@/components/medicare/use-deductible';
import { richText } from '@/components/ui/rich-text';
import { useCheckoutStore } from '@/store/checkout-store';
import { useCheckoutWords } from './checkout-words';
import type { PricedCartLine } from './use-priced-cart';

/**
 * "Paying with Medicare?" asked on Cart Review, so the summary shows her estimated share from the first step, the
 * same figure the payment step shows; with Medicare, a cart that mixes covered and other items says which is which.
 */
export function MedicareChoice({ lines }: { lines: readonly PricedCartLine[] }) {
  const paymentMethod = useCheckoutStore((s) => s.paymentMethod);
  const chosen = useCheckoutStore((s) => s.paymentChosen);
  const setPaymentMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const { answered } = useDeductible();
  const anyCovered = lines.some((l) => l.medicareEligible);
  // Never answered for her: she has said (here or on the payment step), or her answer about the deductible on a
  // product page said she is using Medicare; else neither choice is marked.
  useEffect(() => {
    if (!chosen && answered && anyCovered) setPaymentMethod('medicare');
  }, [chosen, answered, anyCovered, setPaymentMethod]);
  const { words } = useCheckoutWords();
  const w = words.cart;
  const covered = lines.filter((l) => l.medicareEligible);
  const other = lines.filter((l) => !l.medicareEligible);
  if (covered.length === 0) return null;
  const choice = (value: 'medicare' | 'card', label: string) => (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="radio"
        name="medicare-choice"
        value={value}
        checked={chosen && paymentMethod === value}
        onChange={() => setPaymentMethod(value)}
        className="accent-brand-600 size-5"
      />
      {label}
    </label>
  );
  const names = (of: readonly PricedCartLine[]) => of.map((l) => l.name).join(', ');
  return (
    <fieldset className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <legend className="px-1 font-semibold">{w.choice}</legend>
      {choice('medicare', w.choiceYes)}
      {choice('card', w.choiceNo)}
      {chosen && paymentMethod === 'medicare' ? (
        <div className="mt-2 space-y-1 text-slate-800" data-testid="medicare-split">
          <p>
            {richText(covered.length === 1 ? w.billedOne : w.billedMany, {
              label: <strong>{w.billedLabel}</strong>,
              names: names(covered),
            })}
          </p>
          {other.length > 0 ? (
            <p>
              {richText(other.length === 1 ? w.paidNowOne : w.paidNowMany, {
                label: <strong>{w.paidNowLabel}</strong>,
                names: names(other),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
