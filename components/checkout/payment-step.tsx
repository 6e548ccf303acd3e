import { CreditCard, Landmark, ShieldCheck } from 'lucide-react';
import { medicareNumberHint } from '@/lib/field-hints';
import { notifyInfo } from '@/lib/notify';
import { useCheckoutStore, type PaymentMethod } from '@/store/checkout-store';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

const methods: { id: PaymentMethod; label: string; description: string; icon: typeof CreditCard }[] = [
  {
    id: 'card',
    label: 'Credit or Debit Card',
    description: 'Visa, Mastercard, American Express, Discover',
    icon: CreditCard,
  },
  {
    id: 'medicare',
    label: 'Medicare Part B',
    description: 'We bill Medicare for eligible items',
    icon: ShieldCheck,
  },
  { id: 'financing', label: 'Financing', description: 'Pay over time', icon: Landmark },
];

export function PaymentStep({
  hasEligibleItems,
  errors,
  resumed,
}: {
  hasEligibleItems: boolean;
  /** Place Order's message per input id, if it found any. */
  errors: Record<string, string>;
  /** The page was reloaded (or opened) mid-checkout, so nothing secret typed before is here any more. */
  resumed: boolean;
}) {
  const payment = useCheckoutStore((s) => s.payment);
  const method = useCheckoutStore((s) => s.paymentMethod);
  const medicarePartB = useCheckoutStore((s) => s.medicarePartB);
  const setPayment = useCheckoutStore((s) => s.setPayment);
  const setMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const setMedicarePartB = useCheckoutStore((s) => s.setMedicarePartB);

  const nothingSecretTyped = !payment.cardNumber && !payment.cvv && !payment.medicareNumber;
  return (
    <div className="space-y-8">
      {resumed && nothingSecretTyped ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
          For your security, card and Medicare numbers are never saved, so please enter them again after a
          reload.
        </p>
      ) : null}
      <fieldset>
        <legend className="text-lg font-bold">Payment Method</legend>
        <div className="mt-3 grid gap-3">
          {methods.map((m) => {
            const disabled = m.id === 'medicare' && !hasEligibleItems;
            return (
              <label
                key={m.id}
                className={`has-checked:border-brand-600 has-checked:bg-brand-50 flex items-center gap-3 rounded-xl border-2 border-slate-200 p-4 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={m.id}
                  checked={method === m.id}
                  disabled={disabled}
                  onChange={() => setMethod(m.id)}
                  className="accent-brand-600 size-5"
                />
                <m.icon aria-hidden className="text-brand-600 size-6" />
                <span>
                  <span className="block font-semibold">{m.label}</span>
                  <span className="block text-sm text-slate-700">
                    {disabled ? 'No item in your cart is Medicare eligible' : m.description}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {method === 'card' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="card-number"
            error={errors['card-number']}
            label="Card Number"
            required
            autoComplete="cc-number"
            inputMode="numeric"
            value={payment.cardNumber}
            onChange={(e) => setPayment({ cardNumber: e.target.value })}
            className="sm:col-span-2"
          />
          <Field
            id="card-expiry"
            error={errors['card-expiry']}
            label="Expiry Date"
            required
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={payment.expiryDate}
            onChange={(e) => setPayment({ expiryDate: e.target.value })}
          />
          <Field
            id="card-cvv"
            error={errors['card-cvv']}
            label="CVV"
            required
            autoComplete="cc-csc"
            inputMode="numeric"
            value={payment.cvv}
            onChange={(e) => setPayment({ cvv: e.target.value })}
          />
          <Field
            id="card-name"
            error={errors['card-name']}
            label="Name on Card"
            required
            autoComplete="cc-name"
            value={payment.nameOnCard}
            onChange={(e) => setPayment({ nameOnCard: e.target.value })}
            className="sm:col-span-2"
          />
        </div>
      ) : null}

      {method === 'financing' ? (
        <div className="rounded-xl border border-slate-200 p-5">
          <p>Spread the cost of your equipment over monthly payments.</p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => notifyInfo('Feature Not Implemented', 'Financing options are coming soon!')}
          >
            Apply for Financing
          </Button>
        </div>
      ) : null}

      {hasEligibleItems ? (
        <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              checked={medicarePartB}
              onChange={(e) => setMedicarePartB(e.target.checked)}
              className="accent-brand-600 size-5"
            />
            I have Medicare Part B coverage
          </label>
          {medicarePartB ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field
                id="medicare-number"
                label="Medicare Number"
                autoComplete="off"
                value={payment.medicareNumber}
                hint={medicareNumberHint(payment.medicareNumber)}
                onChange={(e) => setPayment({ medicareNumber: e.target.value })}
                className="sm:col-span-2"
              />
              <Field
                id="physician-name"
                label="Physician Name"
                autoComplete="off"
                value={payment.physicianName}
                onChange={(e) => setPayment({ physicianName: e.target.value })}
              />
              <Field
                id="physician-phone"
                label="Physician Phone"
                type="tel"
                autoComplete="off"
                value={payment.physicianPhone}
                onChange={(e) => setPayment({ physicianPhone: e.target.value })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
