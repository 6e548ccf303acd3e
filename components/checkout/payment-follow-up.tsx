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

type Known = { state: 'asking' } | { state: 'known'; status: PaymentStatus } | { state: 'unknown' };

/** How long the page waits for Stripe's word after she has paid: its webhook usually arrives within seconds. */
const POLLS = 20;
const POLL_MS = 1500;

/**
 * The confirmation's payment: what was paid now on Stripe's page, shown as paid only once the intake has Stripe's
 * signed word for it; a payment cancelled or not finished can be made again, or taken by phone.
 */
export function PaymentFollowUp({ order }: { order: PlacedOrder }) {
  // How she arrived, read once: back from Stripe's page (paid, or cancelled), or a reload. The confirmation is only
  // ever drawn in the browser, so the address is there to read.
  const [arrival] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { cancelled: query.get('payment') === 'cancelled', returned: query.has('session') };
  });
  const { cancelled, returned } = arrival;
  const [known, setKnown] = useState<Known>({ state: 'asking' });
  const [paying, setPaying] = useState<{ state: 'idle' | 'going' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const { orderNumber, receipt } = order;
  const { words, locale } = useCheckoutWords();
  const w = words.pay;

  // Back from Stripe's page, the order's toast is shown here (the checkout left for Stripe's page at once), and the
  // address loses what Stripe added, so a reload neither says it again nor waits for Stripe again.
  useEffect(() => {
    if (!arrival.returned && !arrival.cancelled) return;
    notify(
      words.placedToast,
      order.emailed ? words.placedEmailed : fill(words.placedNumber, { number: order.orderNumber }),
    );
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?step=confirmation`);
  }, [arrival, order.emailed, order.orderNumber, words]);

  useEffect(() => {
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
  }, [orderNumber, receipt, returned]);

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
  const paid = status !== null && status.due === 0 && status.paid > 0;
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
        {paid ? (
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
