import type { ReactNode } from 'react';
import { contact } from '@/data/contact';
import { ButtonLink } from '@/components/ui/button';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import { useCheckoutWords } from './checkout-words';

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
  const { words, locale } = useCheckoutWords();
  const w = words.pay;
  const number = <strong>{orderNumber}</strong>;
  return (
    <div className="py-8">
      {title}
      <h2 className="text-2xl font-bold">{words.steps.confirmation}</h2>
      <div role="status" className="mt-4 space-y-3 text-lg">
        <p>{richText(paid ? w.returnPaid : w.returnSaved, { number })}</p>
        <p className="text-base text-slate-700">{paid ? w.returnKeptNothing : w.returnKeptNothingPay}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {paid ? (
          <ButtonLink locale={locale} href={`/track-order/${query}`} size="lg">
            {w.trackThis}
          </ButtonLink>
        ) : (
          <ButtonLink locale={locale} href={`/pay/${query}`} size="lg">
            {w.payThis}
          </ButtonLink>
        )}
        <ButtonLink locale={locale} href={contact.phoneHref} size="lg" variant="secondary">
          {fill(words.call, { phone: contact.phone })}
        </ButtonLink>
      </div>
    </div>
  );
}
