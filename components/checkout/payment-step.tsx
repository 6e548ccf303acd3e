import type { OrderTotals } from '@/lib/domain/order-totals';
import { medicareFields, type ShippingDetails } from '@/lib/domain/checkout-fields';
import { formatMoney } from '@/lib/domain/money';
import { onlinePayments } from '@/lib/browser/intake-url';
import type { PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import { medicareNumberHint } from '@/lib/domain/field-hints';
import type { PaymentMethod } from '@/lib/domain/payment-methods';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { CreditCard, ShieldCheck } from '@/components/ui/icons';
import { DeductibleQuestion } from '@/components/medicare/deductible-question';
import { useDeductible } from '@/components/medicare/use-deductible';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { MedicarePlan } from './medicare-plan';
import { useCheckoutWords, type CheckoutWords } from './checkout-words';

const methods = (
  w: CheckoutWords['payment'],
): { id: PaymentMethod; label: string; description: string; icon: typeof CreditCard }[] => [
  {
    id: 'card',
    label: w.card,
    description: onlinePayments ? w.cardOnline : w.cardByPhone,
    icon: CreditCard,
  },
  {
    id: 'medicare',
    label: w.medicare,
    description: w.medicareDescription,
    icon: ShieldCheck,
  },
];

export function PaymentStep({
  hasEligibleItems,
  totals,
  rentals,
  schedule,
  errors,
  resumed,
  shippingBlank,
  onBackToShipping,
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
  /** Shipping's fields she left empty: Continue never stops her, so the step says what Shipping still needs. */
  shippingBlank: readonly (keyof ShippingDetails)[];
  onBackToShipping: () => void;
}) {
  const payment = useCheckoutStore((s) => s.payment);
  const method = useCheckoutStore((s) => s.paymentMethod);
  const setPayment = useCheckoutStore((s) => s.setPayment);
  const setMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const reminders = useCheckoutStore((s) => s.reminders);
  const setReminders = useCheckoutStore((s) => s.setReminders);
  const { answer, deductible } = useDeductible();
  const { words, remindable = [] } = useCheckoutWords();
  const w = words.payment;
  const lines = useCartStore((s) => s.lines);
  const offerReminders = lines.some((l) => remindable.includes(l.id));

  const nothingSecretTyped = !payment.medicareNumber;
  // What a Medicare order pays now: the items Medicare does not cover, their shipping and tax; her share is billed later.
  const dueNow = totals.total - totals.patientShare;
  const medicareInputs = medicareFields.map(({ key, id, wide, ...input }) => (
    <Field
      key={key}
      id={id}
      label={w[key]}
      {...input}
      required
      value={payment[key]}
      error={errors[id]}
      help={key === 'medicareNumber' ? w.medicareNumberHelp : null}
      // The Medicare Number's format hint shows while it is typed, until Place Order has said more.
      hint={
        key === 'medicareNumber' && !errors[id]
          ? medicareNumberHint(payment[key], w.medicareNumberHint)
          : null
      }
      onChange={(e) => setPayment({ [key]: e.target.value })}
      className={wide ? 'sm:col-span-2' : undefined}
    />
  ));
  return (
    <div className="space-y-8">
      {shippingBlank.length > 0 ? (
        <div role="alert" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">
            {fill(words.shippingNeeds, { fields: shippingBlank.map((k) => words.shipping[k]).join(', ') })}
          </p>
          <Button variant="secondary" className="mt-2" onClick={onBackToShipping}>
            {words.backToShipping}
          </Button>
        </div>
      ) : null}
      {resumed && nothingSecretTyped && method === 'medicare' ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">{w.resumed}</p>
      ) : null}
      <fieldset>
        <legend className="text-lg font-bold">{w.method}</legend>
        <div className="mt-3 grid gap-3">
          {methods(w).map((m) => {
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
                    {disabled ? w.noneEligible : m.description}
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
              {richText(w.cardOnlineNote, {
                stripe: <strong>{w.stripePage}</strong>,
                total: formatMoney(totals.total),
              })}
            </p>
          ) : (
            <p>{w.cardPhoneNote}</p>
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
          <p className="text-slate-800">{w.medicareCall}</p>
          {dueNow > 0 ? (
            <p className="text-slate-800" data-testid="due-now">
              {fill(onlinePayments ? w.dueNowOnline : w.dueNowPhone, { amount: formatMoney(dueNow) })}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">{medicareInputs}</div>
        </div>
      )}
      {offerReminders ? (
        <div className="rounded-xl border border-slate-300 p-4">
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              checked={reminders}
              onChange={(e) => setReminders(e.target.checked)}
              aria-describedby="reminders-note"
              className="accent-brand-600 mt-1 size-5 shrink-0"
            />
            <span>{w.reminders}</span>
          </label>
          <p id="reminders-note" className="mt-1 pl-8 text-sm text-slate-700">
            {w.remindersNote}
          </p>
        </div>
      ) : null}
    </div>
  );
}
