import { RouteLink } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { onlinePayments } from '@/lib/browser/intake-url';
import type { TrackResponse } from '@/lib/domain/intake-contract';
import { carriers, trackingLink } from '@/lib/domain/order-path';
import { orderStory, remittanceStory, timeline } from '@/lib/domain/order-words';
import { formatDay, formatStoreDate, formatStoreTime } from '@/lib/domain/store-time';
import { fill } from '@/lib/domain/fill';
import type { TrackWords } from './track-words';

/** Where an order is, what that means for the patient and what happens next, then each step with its date. */
export function OrderProgress({
  order,
  doneIcon,
  words,
}: {
  order: TrackResponse;
  doneIcon: ReactNode;
  words: TrackWords;
}) {
  const t = words.track;
  const story = orderStory(order, words.order, (iso) => formatStoreDate(iso, words.locale));
  const parcel = order.carrier ? trackingLink(order.carrier, order.trackingNumber) : null;
  // Something to pay: a bill for her share, or a card order whose payment on Stripe's page was not finished.
  const due =
    order.bill !== null ||
    (onlinePayments &&
      order.payer === 'card' &&
      order.paid === 0 &&
      (order.status === 'received' || order.status === 'confirmed'));
  return (
    <section aria-labelledby="order-progress" className="rounded-xl border border-slate-200 p-5">
      <h2 id="order-progress" className="text-xl font-bold">
        {fill(t.heading, { number: order.orderNumber, now: story.now })}
      </h2>
      <p className="mt-3 text-lg">{story.meaning}</p>
      <p className="mt-2 text-lg">
        <strong>{t.whatNext}</strong> {story.next}
      </p>
      {order.paperwork ? (
        <p className="mt-2 text-lg" data-testid="paperwork">
          {t.paperworkWaiting}{' '}
          {order.paperwork.askedOn && order.paperwork.followUpOn
            ? fill(t.paperworkAsked, {
                asked: formatDay(order.paperwork.askedOn, words.locale),
                followUp: formatDay(order.paperwork.followUpOn, words.locale),
              })
            : t.paperworkToAsk}
        </p>
      ) : null}
      {order.coverage ? (
        <p className="mt-2 text-lg" data-testid="coverage">
          {order.coverage === 'advantage' ? t.coverageAdvantage : t.coverageInactive}
        </p>
      ) : null}
      {order.claim ? (
        <p className="mt-2 text-lg" data-testid="claim">
          {order.claim === 'accepted'
            ? t.claimAccepted
            : order.claim === 'denied'
              ? t.claimDenied
              : t.claimReturned}
        </p>
      ) : null}
      {order.rental?.owned ? (
        <p className="mt-2 text-lg" data-testid="rental-owned">
          {t.rentalOwned}
        </p>
      ) : null}
      {order.rental?.serviceUntil ? (
        <p className="mt-2 text-lg" data-testid="oxygen-service">
          {fill(t.oxygenService, { date: formatDay(order.rental.serviceUntil, words.locale) })}
        </p>
      ) : null}
      {order.rental?.endedOn ? (
        <p className="mt-2 text-lg" data-testid="rental-ended">
          {fill(t.rentalEnded, { date: formatDay(order.rental.endedOn, words.locale) })}
        </p>
      ) : null}
      {order.remittance ? (
        <p className="mt-2 text-lg" data-testid="remittance">
          {remittanceStory(order.remittance, words.remittance, words.locale)}
        </p>
      ) : null}
      {due ? (
        <p className="mt-3 text-lg">
          <RouteLink
            href={`${words.pay.href}?order=${order.orderNumber}`}
            hrefLang={words.pay.hrefLang}
            className="text-brand-700 font-semibold underline"
          >
            {order.bill ? t.payBill : t.payOrder}
          </RouteLink>
        </p>
      ) : null}
      {parcel && order.carrier ? (
        <p className="mt-3 text-lg">
          <a
            href={parcel}
            className="text-brand-700 font-semibold underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {fill(t.followParcel, { carrier: carriers[order.carrier].name })}
          </a>
        </p>
      ) : null}
      <h3 className="mt-6 font-bold">{t.soFar}</h3>
      <ol className="mt-3 space-y-3">
        {timeline(order, words.order).map((step) => (
          <li key={`${step.label}-${step.at}`} className="flex items-start gap-3">
            {doneIcon}
            <span>
              <span className="block font-semibold">{step.label}</span>
              <span className="block text-slate-700">
                {fill(t.eastern, { time: formatStoreTime(step.at, words.locale) })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
