'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { facts } from '@/data/facts';
import { callIntake, IntakeRefusal } from '@/lib/browser/intake-client';
import { intakeUrl } from '@/lib/browser/intake-url';
import { trackResponseSchema, type TrackResponse } from '@/lib/domain/intake-contract';
import { Button } from '@/components/ui/button';
import { OrderLookupFields } from '@/components/track-order/order-lookup-fields';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { OrderProgress } from './order-progress';

type Answer =
  | { state: 'idle' | 'asking' }
  | { state: 'found'; order: TrackResponse }
  | { state: 'refused'; message: string };

/** Order number and ZIP code in, the order's progress out; its icons come drawn from the page. */
export function TrackOrderForm({ icons }: { icons: { search: ReactNode; done: ReactNode } }) {
  // A link from an e-mail carries the order number (`?order=JMS-…`); the ZIP code is asked for.
  const search = useLocationSearch();
  const linked = search === null ? null : new URLSearchParams(search).get('order');
  const [typed, setOrderNumber] = useState<string | null>(null);
  const orderNumber = typed ?? linked?.slice(0, 20) ?? '';
  const [zipCode, setZipCode] = useState('');
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
    try {
      const order = await callIntake('/track', trackResponseSchema, { body: { orderNumber, zipCode } });
      setAnswer({ state: 'found', order });
    } catch (error) {
      setAnswer({
        state: 'refused',
        message:
          error instanceof IntakeRefusal
            ? error.message
            : `We could not reach the store’s order system. Check your connection and try again, or call us at ${facts.phone}.`,
      });
    }
  }

  if (!intakeUrl)
    return (
      <p className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-5 text-lg">
        To hear where your order is, call us at{' '}
        <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
          {facts.phone}
        </a>{' '}
        ({facts.phoneSupportHours.summary}) with your order number.
      </p>
    );

  return (
    <>
      <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]">
        <OrderLookupFields
          id="track"
          orderNumber={orderNumber}
          zipCode={zipCode}
          onOrderNumber={setOrderNumber}
          onZipCode={setZipCode}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={answer.state === 'asking'}>
            {icons.search}
            {answer.state === 'asking' ? 'Looking…' : 'Track Order'}
          </Button>
        </div>
      </form>
      <div role="status" ref={result} tabIndex={-1} className="mt-8 outline-none">
        {answer.state === 'found' ? <OrderProgress order={answer.order} doneIcon={icons.done} /> : null}
        {answer.state === 'refused' ? (
          <p className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 font-semibold">
            {answer.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
