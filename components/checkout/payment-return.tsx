import type { ReactNode } from 'react';
import { facts } from '@/data/facts';
import { ButtonLink } from '@/components/ui/button';

/**
 * Back from Stripe's page in a browser that kept nothing of the order (storage blocked or full): the order is
 * placed and the intake has it, so she is told its number and where to see it or pay for it, not that her cart is
 * empty. `title` is the page's <title>.
 */
export function PaymentReturn({
  title,
  orderNumber,
  paid,
}: {
  title: ReactNode;
  orderNumber: string;
  paid: boolean;
}) {
  const query = `?order=${encodeURIComponent(orderNumber)}`;
  return (
    <div className="py-8">
      {title}
      <h2 className="text-2xl font-bold">Confirmation</h2>
      <div role="status" className="mt-4 space-y-3 text-lg">
        {paid ? (
          <p>
            Thank you. Your order <strong>{orderNumber}</strong> is placed, and your payment on Stripe’s page
            is being confirmed.
          </p>
        ) : (
          <p>
            Your order <strong>{orderNumber}</strong> is saved. Your payment was not finished, so nothing was
            charged.
          </p>
        )}
        <p className="text-base text-slate-700">
          This browser does not let the store keep your order’s details for the visit, so they are not shown
          here. Write down your order number: with your ZIP code it shows where your order stands
          {paid ? '' : ' and lets you pay for it'}.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {paid ? (
          <ButtonLink locale="en" href={`/track-order/${query}`} size="lg">
            Track this order
          </ButtonLink>
        ) : (
          <ButtonLink locale="en" href={`/pay/${query}`} size="lg">
            Pay for this order
          </ButtonLink>
        )}
        <ButtonLink locale="en" href={facts.phoneHref} size="lg" variant="secondary">
          Call {facts.phone}
        </ButtonLink>
      </div>
    </div>
  );
}
