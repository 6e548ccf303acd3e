'use client';

import { useValidityMessages } from '@/lib/browser/validity-messages';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { contact } from '@/data/contact';
import { intakeCode, loadsIntakeCode, type IntakeCode } from '@/lib/browser/intake-code';
import { intakeUrl, siteAddress } from '@/lib/browser/intake-url';
import { safeStorage } from '@/lib/browser/storage';
import type { PaymentStatus } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import { storageKeys } from '@/lib/domain/storage-keys';
import { Button } from '@/components/ui/button';
import { OrderLookupFields } from '@/components/track-order/order-lookup-fields';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { PaymentReceipt, type ReceiptWords } from '@/components/checkout/payment-receipt';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { remittanceStory, type RemittanceWords } from '@/lib/domain/order-words';
import { langIfOther, type Locale } from '@/lib/domain/locale';
import type english from '@/data/messages/en.json';
import { PhoneLink } from '@/components/ui/phone-link';

/** Pay a Bill's words in the page's language (the `Pay` messages, the store's hours filled in). */
type PayWords = (typeof english)['Pay'];

interface Lookup {
  orderNumber: string;
  zipCode: string;
}

type Answer =
  | { state: 'idle' | 'asking' }
  | { state: 'found'; bill: PaymentStatus; waiting: boolean; lookup: Lookup }
  | { state: 'refused'; message: string; /** The language it is written in. */ language: string };

const session = safeStorage('sessionStorage');
const POLLS = 20;
const POLL_MS = 1500;
/** What the bill is for, in her words. */
function billFor(bill: PaymentStatus, words: PayWords): string {
  if (bill.for === 'order') return words.forOrder;
  return bill.month && bill.months
    ? fill(words.forMonth, { month: bill.month, months: bill.months })
    : words.forShare;
}

/** The lookup kept for the way back from Stripe's page, if it is this order's. */
function keptLookup(order: string | null): { orderNumber: string; zipCode: string } | null {
  try {
    const kept = JSON.parse(session.getItem(storageKeys.billLookup) ?? 'null') as unknown;
    if (
      kept &&
      typeof kept === 'object' &&
      'orderNumber' in kept &&
      'zipCode' in kept &&
      typeof kept.orderNumber === 'string' &&
      typeof kept.zipCode === 'string' &&
      kept.orderNumber === order &&
      /^\d{5}$/.test(kept.zipCode)
    )
      return { orderNumber: kept.orderNumber, zipCode: kept.zipCode };
  } catch {
    // Unreadable: she types them again.
  }
  return null;
}

/**
 * Pay a Bill: order number and ZIP code (as on Track Order) show what she owes and what for, and the button takes
 * her to Stripe's page to pay it, which brings her back here; without online payments a specialist takes it by
 * phone.
 */
export function PayBillForm({
  words,
  receiptWords,
  remittanceWords,
  locale,
}: {
  words: PayWords;
  receiptWords: ReceiptWords;
  remittanceWords: RemittanceWords;
  locale: Locale;
}) {
  const unreachable = fill(words.unreachable, { phone: contact.phone });
  const search = useLocationSearch();
  const query = new URLSearchParams(search ?? '');
  const linked = search === null ? null : query.get('order');
  const returned = query.has('session');
  const cancelled = query.get('payment') === 'cancelled';
  const [typed, setOrderNumber] = useState<string | null>(null);
  const orderNumber = typed ?? linked?.slice(0, 20) ?? '';
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  useValidityMessages(formRef);
  const [typedZip, setZipCode] = useState<string | null>(null);
  // Back from Stripe's page, the ZIP code is the one the bill was shown for.
  const zipCode = typedZip ?? (answer.state === 'found' ? answer.lookup.zipCode : '');
  const [paying, setPaying] = useState<{ state: 'idle' | 'going' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const result = useRef<HTMLDivElement>(null);
  const polls = useRef(0);

  // The answer takes focus and comes into view, below the form on a phone.
  useEffect(() => {
    if (answer.state !== 'found' && answer.state !== 'refused') return;
    if (answer.state === 'found' && polls.current > 1) return;
    result.current?.focus();
    result.current?.scrollIntoView({ block: 'start' });
  }, [answer]);

  /** Asks for the bill; back from Stripe's page, asks again until Stripe's word has arrived. */
  const ask = useCallback(
    (lookup: Lookup, waitForStripe: boolean) => {
      polls.current = 0;
      async function once() {
        let code: IntakeCode | null = null;
        try {
          code = await intakeCode();
          const { client, contract } = code;
          const bill = await client.callIntake('/bills', contract.paymentStatusSchema, { body: lookup });
          polls.current += 1;
          const waiting = waitForStripe && bill.due > 0 && polls.current < POLLS;
          setAnswer({ state: 'found', bill, waiting, lookup });
          if (bill.due === 0) session.removeItem(storageKeys.billLookup);
          if (waiting) setTimeout(() => void once(), POLL_MS);
        } catch (error) {
          setAnswer(
            code && error instanceof code.client.IntakeRefusal
              ? { state: 'refused', message: error.message, language: error.language }
              : { state: 'refused', message: unreachable, language: locale },
          );
        }
      }
      void once();
    },
    [unreachable, locale],
  );

  // Back from Stripe's page: the bill is shown again.
  useEffect(() => {
    if (search === null || !(returned || cancelled)) return;
    const kept = keptLookup(linked);
    if (kept) ask(kept, returned);
  }, [search, linked, returned, cancelled, ask]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer({ state: 'asking' });
    ask({ orderNumber, zipCode }, false);
  }

  async function pay(bill: PaymentStatus, asked: Lookup) {
    setPaying({ state: 'going' });
    let code: IntakeCode | null = null;
    try {
      code = await intakeCode();
      const { client, contract } = code;
      const lookup = { orderNumber: bill.orderNumber, zipCode: asked.zipCode.trim().slice(0, 5) };
      const { url } = await client.callIntake('/bills/checkout', contract.paymentPageSchema, {
        body: { ...lookup, site: siteAddress(locale) },
      });
      session.setItem(storageKeys.billLookup, JSON.stringify(lookup));
      window.location.assign(url);
    } catch (error) {
      setPaying({
        state: 'failed',
        message: code && error instanceof code.client.IntakeRefusal ? error.message : unreachable,
      });
    }
  }

  const call = <PhoneLink />;

  if (!intakeUrl)
    return (
      <p className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-5 text-lg">
        {richText(words.byPhoneOnly, { phone: call })}
      </p>
    );

  return (
    <>
      <form ref={formRef} onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]">
        <OrderLookupFields
          id="pay"
          orderNumber={orderNumber}
          zipCode={zipCode}
          onOrderNumber={setOrderNumber}
          onZipCode={setZipCode}
          labels={{ orderNumber: words.orderNumber, zipCode: words.zipCode, zipHint: words.zipHint }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={answer.state === 'asking'} {...loadsIntakeCode}>
            {answer.state === 'asking' ? words.looking : words.show}
          </Button>
        </div>
      </form>
      <div role="status" ref={result} tabIndex={-1} className="mt-8 outline-none">
        {answer.state === 'refused' ? (
          <p
            className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 font-semibold"
            lang={langIfOther(answer.language, locale)}
          >
            {answer.message}
          </p>
        ) : null}
        {answer.state === 'found' ? (
          <section aria-labelledby="bill" className="rounded-xl border border-slate-200 p-5 text-lg">
            <h2 id="bill" className="text-xl font-bold">
              {fill(answer.bill.due > 0 ? words.toPay : words.nothingToPay, {
                number: answer.bill.orderNumber,
                amount: formatMoney(answer.bill.due),
              })}
            </h2>
            {answer.bill.due > 0 ? (
              <>
                <p className="mt-3">{billFor(answer.bill, words)}</p>
                {answer.bill.remittance ? (
                  <p className="mt-2" data-testid="remittance">
                    {remittanceStory(answer.bill.remittance, remittanceWords, locale)}
                  </p>
                ) : null}
                {cancelled && !answer.waiting ? <p className="mt-2">{words.notFinished}</p> : null}
                {answer.waiting ? (
                  <p className="mt-2">{words.waiting}</p>
                ) : answer.bill.online ? (
                  <div className="mt-4">
                    <Button
                      size="lg"
                      onClick={() => void pay(answer.bill, answer.lookup)}
                      disabled={paying.state === 'going'}
                    >
                      {paying.state === 'going'
                        ? words.opening
                        : fill(words.payBy, { amount: formatMoney(answer.bill.due) })}
                    </Button>
                    <p className="mt-2 text-base text-slate-700">
                      {richText(words.onStripe, { phone: call })}
                    </p>
                    {paying.state === 'failed' ? (
                      <p role="alert" className="mt-2 font-semibold text-red-800">
                        {paying.message}
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <p className="mt-3">{richText(words.byPhone, { phone: call })}</p>
                )}
              </>
            ) : (
              <p className="mt-3">
                {answer.bill.paid > 0
                  ? fill(answer.bill.refunded > 0 ? words.paidSoFarRefunded : words.paidSoFar, {
                      amount: formatMoney(answer.bill.paid),
                      refunded: formatMoney(answer.bill.refunded),
                    })
                  : null}
                {answer.bill.payer === 'medicare' ? words.later : null}
              </p>
            )}
            <PaymentReceipt
              orderNumber={answer.bill.orderNumber}
              payments={answer.bill.payments}
              words={receiptWords}
              locale={locale}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
