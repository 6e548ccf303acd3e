import { CheckCircle2, Printer } from '@/components/ui/icons';
import { partBDeductible } from '@/lib/domain/deductible';
import { scheduleTotal } from '@/lib/domain/estimate';
import { formatMoney } from '@/lib/domain/money';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { Button, ButtonLink } from '@/components/ui/button';
import { MedicarePlan } from './medicare-plan';
import { PaymentFollowUp } from './payment-follow-up';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { useCheckoutWords } from './checkout-words';
import { PhoneLink } from '@/components/ui/phone-link';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const medicare = order.paymentMethod === 'medicare';
  const { words, locale } = useCheckoutWords();
  const w = words.done;
  const call = <PhoneLink />;
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden className="size-6 shrink-0" />
        {order.shippingName ? fill(w.thanksName, { name: order.shippingName }) : w.thanks}
      </p>
      <p className="mt-2 text-lg">
        {richText(w.number, { number: <strong data-testid="order-number">{order.orderNumber}</strong> })}
      </p>
      <p className="mt-1 text-slate-700">
        {w.keep}
        {order.emailed ? w.emailing : null}
      </p>
      <ConfirmationTotal order={order} />
      <p className="mt-1 text-slate-700">{order.shippingMethod}</p>
      {order.payOnline && order.dueNow > 0 && order.receipt ? <PaymentFollowUp order={order} /> : null}
      <section
        aria-labelledby="next-steps"
        className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
      >
        <h3 id="next-steps" className="text-lg font-bold">
          {w.next}
        </h3>
        {medicare ? (
          <>
            <div className="mt-1">
              <MedicarePlan
                patientShare={order.totals.patientShare}
                rentals={order.rentals}
                schedule={order.schedule}
                answer={order.deductible}
                deductible={partBDeductible(new Date(order.placedAt))}
              />
            </div>
            <ol className="mt-3 list-decimal space-y-2 pl-6">
              <li>{w.medicare1}</li>
              <li>{w.medicare2}</li>
              <li>
                {richText(order.dueNow > 0 && !order.payOnline ? w.medicare3Due : w.medicare3, {
                  amount: formatMoney(order.dueNow),
                  phone: call,
                })}
              </li>
            </ol>
          </>
        ) : (
          <ol className="mt-3 list-decimal space-y-2 pl-6">
            <li>{order.payOnline ? w.card1Online : w.card1Phone}</li>
            <li>{w.card2}</li>
            <li>{richText(w.card3, { phone: call })}</li>
          </ol>
        )}
      </section>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden className="size-5" />
          {w.print}
        </Button>
        <ButtonLink
          locale={locale}
          variant="secondary"
          href={`/track-order/?order=${encodeURIComponent(order.orderNumber)}`}
        >
          {w.track}
        </ButtonLink>
        <ButtonLink locale={locale} href="/products/">
          {words.continueShopping}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The order's total, saying what it is: a card order's total; a Medicare order's estimate, which for a rental is
 * the first month's, with the whole rental's estimate beside it (or a word that the monthly amount is to come).
 */
function ConfirmationTotal({ order }: { order: PlacedOrder }) {
  const w = useCheckoutWords().words.done;
  const total = formatMoney(order.totals.total);
  if (order.paymentMethod !== 'medicare')
    return <p className="mt-3 text-lg font-bold">{fill(w.total, { total })}</p>;
  const schedule = order.schedule;
  if (!schedule)
    return (
      <p className="mt-3 text-lg font-bold" data-testid="confirmation-total">
        {fill(w.estimatedTotal, { total })}
      </p>
    );
  const whole = scheduleTotal(schedule);
  return (
    <div className="mt-3" data-testid="confirmation-total">
      <p className="text-lg font-bold">{fill(w.estimatedTotalFirstMonth, { total })}</p>
      {whole === null ? null : (
        <p className="text-lg font-bold">
          {fill(w.estimatedWhole, { total: formatMoney(whole), months: schedule.lastMonth })}
        </p>
      )}
      {schedule.unconfirmed ? <p className="text-slate-800">{w.estimatedUnconfirmed}</p> : null}
    </div>
  );
}
