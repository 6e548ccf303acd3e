import { useCheckoutStore } from '@/store/checkout-store';
import type { PricedCartLine } from './use-priced-cart';

/**
 * "Paying with Medicare?" asked on Cart Review, so the summary shows her estimated share from the first step, the
 * same figure the payment step shows; with Medicare, a cart that mixes covered and other items says which is which.
 */
export function MedicareChoice({ lines }: { lines: readonly PricedCartLine[] }) {
  const paymentMethod = useCheckoutStore((s) => s.paymentMethod);
  const setPaymentMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const covered = lines.filter((l) => l.medicareEligible);
  const other = lines.filter((l) => !l.medicareEligible);
  if (covered.length === 0) return null;
  const choice = (value: 'medicare' | 'card', label: string) => (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="radio"
        name="medicare-choice"
        value={value}
        checked={paymentMethod === value}
        onChange={() => setPaymentMethod(value)}
        className="accent-brand-600 size-5"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <legend className="px-1 font-semibold">Paying with Medicare Part B?</legend>
      {choice('medicare', 'Yes, bill Medicare for the covered items')}
      {choice('card', 'No, I will pay for everything')}
      {paymentMethod === 'medicare' ? (
        <div className="mt-2 space-y-1 text-slate-800" data-testid="medicare-split">
          <p>
            <strong>Billed to Medicare</strong> (Part B covers {covered.length === 1 ? 'it' : 'them'}):{' '}
            {covered.map((l) => l.name).join(', ')}. You pay your share after Medicare has paid.
          </p>
          {other.length > 0 ? (
            <p>
              <strong>Paid now</strong> (Medicare Part B does not cover {other.length === 1 ? 'it' : 'them'}):{' '}
              {other.map((l) => l.name).join(', ')}, with {other.length === 1 ? 'its' : 'their'} shipping and
              tax.
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
