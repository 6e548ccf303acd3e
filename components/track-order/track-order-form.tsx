'use client';

import { useValidityMessages } from '@/lib/browser/validity-messages';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { facts } from '@/data/facts';
import { intakeCode, loadsIntakeCode, type IntakeCode } from '@/lib/browser/intake-code';
import { intakeUrl } from '@/lib/browser/intake-url';
import type { TrackResponse } from '@/lib/domain/intake-contract';
import { Button } from '@/components/ui/button';
import { OrderLookupFields } from '@/components/track-order/order-lookup-fields';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { OrderProgress } from './order-progress';
import { fill } from '@/lib/domain/fill';
import { langIfOther } from '@/lib/domain/locale';
import { richText } from '@/components/ui/rich-text';
import { PhoneLink } from '@/components/ui/phone-link';
import type { TrackWords } from './track-words';

type Answer =
  | { state: 'idle' | 'asking' }
  | { state: 'found'; order: TrackResponse }
  | { state: 'refused'; message: string; /** The language it is written in. */ language: string };

/** Order number and ZIP code in, the order's progress out; its icons come drawn from the page. */
export function TrackOrderForm({
  icons,
  words,
}: {
  icons: { search: ReactNode; done: ReactNode };
  words: TrackWords;
}) {
  const t = words.track;
  // A link from an e-mail carries the order number (`?order=JMS-…`); the ZIP code is asked for.
  const search = useLocationSearch();
  const linked = search === null ? null : new URLSearchParams(search).get('order');
  const [typed, setOrderNumber] = useState<string | null>(null);
  const orderNumber = typed ?? linked?.slice(0, 20) ?? '';
  const [zipCode, setZipCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useValidityMessages(formRef);
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const result = useRef<HTMLDivElement>(null);

  // The answer takes focus and comes into view, below the form on a phone.
  useEffect(() => {
    if (answer.state !== 'found' && answer.state !== 'refused') return;
    result.current?.focus();
    result.current?.scrollIntoView({ block: 'start' });
  }, [answer]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer({ state: 'asking' });
    let code: IntakeCode | null = null;
    try {
      code = await intakeCode();
      const order = await code.client.callIntake('/track', code.contract.trackResponseSchema, {
        body: { orderNumber, zipCode },
      });
      setAnswer({ state: 'found', order });
    } catch (error) {
      const refusal = code && error instanceof code.client.IntakeRefusal ? error : null;
      setAnswer({
        state: 'refused',
        message: refusal ? refusal.message : fill(t.unreachable, { phone: facts.phone }),
        language: refusal ? refusal.language : words.locale,
      });
    }
  }

  if (!intakeUrl)
    return (
      <p className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-5 text-lg">
        {richText(t.byPhone, {
          phone: <PhoneLink />,
          hours: words.locale === 'es' ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
        })}
      </p>
    );

  return (
    <>
      <form ref={formRef} onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]">
        <OrderLookupFields
          id="track"
          orderNumber={orderNumber}
          zipCode={zipCode}
          onOrderNumber={setOrderNumber}
          onZipCode={setZipCode}
          labels={{ orderNumber: t.orderNumber, zipCode: t.zipCode, zipHint: t.zipHint }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={answer.state === 'asking'} {...loadsIntakeCode}>
            {icons.search}
            {answer.state === 'asking' ? t.looking : t.track}
          </Button>
        </div>
      </form>
      <div role="status" ref={result} tabIndex={-1} className="mt-8 outline-none">
        {answer.state === 'found' ? (
          <OrderProgress order={answer.order} doneIcon={icons.done} words={words} />
        ) : null}
        {answer.state === 'refused' ? (
          // A refusal in another language than the page's (one the intake has only in English) is marked with it.
          <p
            className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 font-semibold"
            lang={langIfOther(answer.language, words.locale)}
          >
            {answer.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
