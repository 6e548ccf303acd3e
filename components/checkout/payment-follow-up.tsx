'use client';

import { useEffect, useState } from 'react';
import { contact } from '@/data/contact';
import { callIntake, IntakeRefusal } from '@/lib/browser/intake-client';
import { siteAddress } from '@/lib/browser/intake-url';
import { paymentPageSchema, paymentStatusSchema, type PaymentStatus } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/browser/notify';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { useCheckoutWords } from './checkout-words';
import { PhoneLink } from '@/components/ui/phone-link';
import { PaymentReceipt } from './payment-receipt';

export type Known = { state: 'asking' } | { state: 'known'; status: PaymentStatus } | { state: 'unknown' };

/** How she came to the confirmation: back from Stripe's page (paid, or cancelled there), or a reload. */
export interface Arrival {
  cancelled: boolean;
  returned: boolean;
}

/** Read once, from the address Stripe's page brought her back to. The confirmation is only drawn in the browser. */
export function readArrival(): Arrival {
  const query = new URLSearchParams(window.location.search);
  return { cancelled: query.get('payment') === 'cancelled', returned: query.has('session') };
}

/** How long the page waits for Stripe's word after she has paid: its webhook usually arrives within seconds. */
const POLLS = 20;
const POLL_MS = 1500;

/** What the order owes and has paid, asked of the intake; back from paying, asked again until Stripe's word is in. */
export function usePaymentStatus(order: PlacedOrder, arrival: Arrival, asks: boolean): Known {
  const [known, setKnown] = useState<Known>({ state: 'asking' });
  const { orderNumber, receipt } = order;
  const { returned } = arrival;
  useEffect(() => {
    if (!asks) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask(poll: number) {
      try {
        const status = await callIntake('/payments/status', paymentStatusSchema, {
          body: { orderNumber, receipt },
        });
        if (stop) return;
        setKnown({ state: 'known', status });
        // Back from Stripe's page: its word may still be on its way.
        if (returned && status.due > 0 && poll < POLLS) timer = setTimeout(() => void ask(poll + 1), POLL_MS);
      } catch {
        if (!stop) setKnown({ state: 'unknown' });
      }
    }
    void ask(1);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [orderNumber, receipt, returned, asks]);
  return known;
}

/** Whether what was due now is paid, as the intake has it from Stripe's signed word. */
export function isPaid(known: Known): boolean {
  return known.state === 'known' && known.status.due === 0 && known.status.paid > 0;
}

/**
 * The confirmation's payment: what was paid now on Stripe's page, shown as paid only once the intake has Stripe's
 * signed word for it, with its receipt; a payment cancelled or not finished says so first, and can be made again,
 * or taken by phone.
 */
export function PaymentFollowUp({
  order,
  arrival,
  known,
}: {
  order: PlacedOrder;
  arrival: Arrival;
  known: Known;
}) {
  const { cancelled, returned } = arrival;
  const [paying, setPaying] = useState<{ state: 'idle' | 'going' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const { orderNumber, receipt } = order;
  const { words, locale } = useCheckoutWords();
  const w = words.pay;

  // Back from paying on Stripe's page, the order's toast is shown here (the checkout left for Stripe's page at
  // once); back from cancelling there, no toast says it went well. The address loses what Stripe added, so a
  // reload neither says it again nor waits for Stripe again.
  useEffect(() => {
    if (!arrival.returned && !arrival.cancelled) return;
    if (arrival.returned)
      notify(
        words.placedToast,
        order.emailed ? words.placedEmailed : fill(words.placedNumber, { number: order.orderNumber }),
      );
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?step=confirmation`);
  }, [arrival, order.emailed, order.orderNumber, words]);
  async function payAgain() {
    setPaying({ state: 'going' });
    try {
      const { url } = await callIntake('/payments/checkout', paymentPageSchema, {
        body: { orderNumber, receipt, site: siteAddress(locale) },
      });
      window.location.assign(url);
    } catch (error) {
      setPaying({
        state: 'failed',
        message:
          error instanceof IntakeRefusal ? error.message : fill(w.unreachable, { phone: contact.phone }),
      });
    }
  }

  const medicare = order.paymentMethod === 'medicare';
  const phone = <PhoneLink />;
  const status = known.state === 'known' ? known.status : null;
  const paid = isPaid(known);
  const waiting = returned && !cancelled && status !== null && status.due > 0;

  return (
    <section
      aria-labelledby="payment-now"
      className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-5"
      data-testid="payment-follow-up"
    >
      <h3 id="payment-now" className="text-lg font-bold">
        {w.title}
      </h3>
      <div role="status" className="mt-1">
        {known.state === 'asking' ? <p>{w.checking}</p> : null}
        {known.state === 'unknown' ? <p>{richText(w.checkFailed, { phone })}</p> : null}
        {paid && status ? (
          <p className="font-semibold text-emerald-800">
            {fill(medicare ? w.paidMedicare : w.paid, { amount: formatMoney(status.paid) })}
          </p>
        ) : null}
        {waiting && status ? <p>{fill(w.waiting, { amount: formatMoney(status.due) })}</p> : null}
        {status && !paid && !waiting ? (
          <p>
            {cancelled ? `${w.notFinished} ` : null}
            {richText(medicare ? w.dueMedicare : w.due, {
              number: orderNumber,
              amount: formatMoney(status.due),
              phone,
            })}
          </p>
        ) : null}
      </div>
      {paid && status ? (
        <PaymentReceipt
          orderNumber={orderNumber}
          payments={status.payments}
          words={words.receipt}
          locale={locale}
        />
      ) : null}
      {medicare ? (
        <p className="mt-2">{fill(w.billedAfter, { amount: formatMoney(order.totals.patientShare) })}</p>
      ) : null}
      {status && !paid && !waiting ? (
        <div className="mt-3 print:hidden">
          <Button onClick={() => void payAgain()} disabled={paying.state === 'going'}>
            {paying.state === 'going' ? w.opening : fill(w.payBy, { amount: formatMoney(status.due) })}
          </Button>
          {paying.state === 'failed' ? (
            <p role="alert" className="mt-2 font-semibold text-red-800">
              {paying.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
