import { CheckCircle2, Printer } from '@/components/ui/icons';
import { partBDeductible } from '@/lib/domain/deductible';
import { scheduleTotal } from '@/lib/domain/estimate';
import { formatMoney } from '@/lib/domain/money';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { Button, ButtonLink } from '@/components/ui/button';
import { MedicarePlan } from './medicare-plan';
import { storeLine } from './payment-receipt';
import { isPaid, PaymentFollowUp, readArrival, usePaymentStatus } from './payment-follow-up';
import { useEffect, useState } from 'react';
import { CHECKOUT_TITLE_ID } from './wizard-state';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { useCheckoutWords } from './checkout-words';
import { PhoneLink } from '@/components/ui/phone-link';
import { formatStoreTime } from '@/lib/domain/store-time';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const medicare = order.paymentMethod === 'medicare';
  const { words, locale } = useCheckoutWords();
  const w = words.done;
  const call = <PhoneLink />;
  const [arrival] = useState(readArrival);
  // The confirmation heads the page (its step heading is the page's h1): the page's "Checkout" gives way.
  useEffect(() => {
    const pageHeading = document.getElementById(CHECKOUT_TITLE_ID);
    if (!pageHeading) return;
    pageHeading.hidden = true;
    return () => {
      pageHeading.hidden = false;
    };
  }, []);
  // What is paid now is followed up: on Stripe's page, the intake told by Stripe's signed word.
  const followsUp = order.payOnline && order.dueNow > 0 && order.receipt !== '';
  // Asked of the intake too when the tab kept no address (a reload, the way back from Stripe's page).
  const known = usePaymentStatus(
    order,
    arrival,
    followsUp || (order.shipTo.length === 0 && order.receipt !== ''),
  );
  const shipTo =
    order.shipTo.length > 0 ? order.shipTo : known.state === 'known' ? (known.status.shipTo ?? []) : [];
  const paid = followsUp && isPaid(known);
  // Back from cancelling on Stripe's page: that comes first, with the way to pay, never a thank-you for an order
  // that looks done.
  const unpaidFirst = followsUp && arrival.cancelled && !paid;
  const payment = followsUp ? <PaymentFollowUp order={order} arrival={arrival} known={known} /> : null;
  return (
    <div>
      {/* Printed, it is a receipt: whose, where to call, and when the order was placed. */}
      <p className="hidden print:block" data-testid="printed-store">
        {storeLine()}
        <br />
        {fill(w.placedOn, { time: formatStoreTime(order.placedAt, locale) })}
      </p>
      {unpaidFirst ? (
        <>
          {payment}
          <p className="mt-4 text-lg font-semibold">{w.thanksUnpaid}</p>
        </>
      ) : (
        <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
          <CheckCircle2 aria-hidden className="size-6 shrink-0" />
          {order.shippingName ? fill(w.thanksName, { name: order.shippingName }) : w.thanks}
        </p>
      )}
      <p className="mt-2 text-lg">
        {richText(w.number, { number: <strong data-testid="order-number">{order.orderNumber}</strong> })}
      </p>
      <p className="mt-1 text-slate-700">
        {w.keep}
        {order.emailed ? w.emailing : null}
      </p>
      <ConfirmationTotal order={order} />
      {shipTo.length > 0 ? (
        <div className="mt-3">
          <h3 className="font-semibold">{w.shipTo}</h3>
          <p className="text-slate-800" data-testid="ship-to">
            {shipTo.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </p>
        </div>
      ) : null}
      <p className="mt-1 text-slate-700">{order.shippingMethod}</p>
      {unpaidFirst ? null : payment}
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
            <li>{paid ? w.card1Paid : order.payOnline ? w.card1Online : w.card1Phone}</li>
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
