import { facts } from '@/data/facts';
import type { OrderTotals } from '@/lib/domain/order-totals';
import { medicareFields } from '@/lib/domain/checkout-fields';
import { formatMoney } from '@/lib/domain/money';
import { onlinePayments } from '@/lib/browser/intake-url';
import type { PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import { medicareNumberHint } from '@/lib/domain/field-hints';
import type { PaymentMethod } from '@/lib/domain/intake-contract';
import { useCheckoutStore } from '@/store/checkout-store';
import { Field } from '@/components/ui/field';
import { SpriteIcon, type SpriteIconName } from '@/components/ui/sprite-icon';
import { DeductibleQuestion } from '@/components/medicare/deductible-question';
import { useDeductible } from '@/components/medicare/use-deductible';
import { MedicarePlan } from './medicare-plan';

const methods: { id: PaymentMethod; label: string; description: string; icon: SpriteIconName }[] = [
  {
    id: 'card',
    label: 'Credit or Debit Card',
    description: onlinePayments
      ? 'You enter your card on Stripe’s secure page after you place the order'
      : 'A specialist calls you to take payment',
    icon: 'card',
  },
  {
    id: 'medicare',
    label: 'Medicare Part B',
    description: 'We bill Medicare for the eligible items; you pay your share later',
    icon: 'medicare',
  },
];

export function PaymentStep({
  hasEligibleItems,
  totals,
  rentals,
  schedule,
  errors,
  resumed,
}: {
  hasEligibleItems: boolean;
  totals: OrderTotals;
  /** The rented items of a Medicare order, for what the patient pays each month. */
  rentals: readonly RentalShare[];
  /** What she pays month by month for them. */
  schedule: PaymentSchedule | null;
  /** Place Order's message per input id, if it found any. */
  errors: Record<string, string>;
  /** The page was reloaded (or opened) mid-checkout, so nothing secret typed before is here any more. */
  resumed: boolean;
}) {
  const payment = useCheckoutStore((s) => s.payment);
  const method = useCheckoutStore((s) => s.paymentMethod);
  const setPayment = useCheckoutStore((s) => s.setPayment);
  const setMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const { answer, deductible } = useDeductible();

  const nothingSecretTyped = !payment.medicareNumber;
  // What a Medicare order pays now: the items Medicare does not cover, their shipping and tax; her share is billed later.
  const dueNow = totals.total - totals.patientShare;
  const medicareInputs = medicareFields.map(({ key, id, wide, required: _message, ...input }) => (
    <Field
      key={key}
      id={id}
      {...input}
      required
      value={payment[key]}
      error={errors[id]}
      // The Medicare Number's format hint shows while it is typed, until Place Order has said more.
      hint={key === 'medicareNumber' && !errors[id] ? medicareNumberHint(payment[key]) : null}
      onChange={(e) => setPayment({ [key]: e.target.value })}
      className={wide ? 'sm:col-span-2' : undefined}
    />
  ));
  return (
    <div className="space-y-8">
      {resumed && nothingSecretTyped && method === 'medicare' ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
          For your security, Medicare numbers are never saved, so please enter yours again after a reload.
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
                <SpriteIcon name={m.icon} className="text-brand-600 size-6" />
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
        <div className="rounded-xl border border-slate-300 bg-slate-50 p-5 text-slate-800">
          {onlinePayments ? (
            <p>
              When you place the order you go to <strong>Stripe’s secure payment page</strong> to pay{' '}
              {formatMoney(totals.total)} by card. Your card number is typed there, never on our site, and we
              never see it. A specialist then calls you to confirm the order before it ships.
            </p>
          ) : (
            <p>
              A specialist calls you within {facts.replyWithin} to confirm the order and take payment by card
              over the phone. No card details are asked for on this site.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5">
          <DeductibleQuestion />
          <MedicarePlan
            patientShare={totals.patientShare}
            rentals={rentals}
            schedule={schedule}
            answer={answer}
            deductible={deductible}
          />
          <p className="text-slate-800">
            A specialist calls you within {facts.replyWithin} to confirm your share before anything ships.
          </p>
          {dueNow > 0 ? (
            <p className="text-slate-800" data-testid="due-now">
              Some items in your cart are not billed to Medicare: {formatMoney(dueNow)} for them (with
              shipping and tax) is paid{' '}
              {onlinePayments
                ? 'now by card, on Stripe’s secure page'
                : 'by card when a specialist calls you'}
              . Your Medicare share is billed after Medicare pays.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">{medicareInputs}</div>
        </div>
      )}
    </div>
  );
}
