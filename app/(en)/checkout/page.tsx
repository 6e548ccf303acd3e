import type { Metadata } from 'next';
import { useMessages } from 'next-intl';
import { Checkout } from '@/components/checkout/checkout';
import { EstimateWordsProvider } from '@/components/medicare/estimate-words';
import { checkoutTitle } from '@/components/checkout/checkout-steps';
import { pageMetadata } from '@/lib/domain/seo';
import { facts } from '@/data/facts';
import { IconSprite } from '@/components/ui/sprite-icons';

const shared = pageMetadata({
  title: 'Checkout',
  description:
    'Review your cart, choose shipping and pay by card or through Medicare Part B, with a specialist a call away.',
  path: '/checkout/',
  index: false,
});

export const metadata: Metadata = {
  ...shared,
  // The wizard renders the page's one <title>, naming the step it shows; the page opens on the first, and
  // its share cards say the same.
  title: null,
  openGraph: { ...shared.openGraph, title: checkoutTitle(1) },
  twitter: { ...shared.twitter, title: checkoutTitle(1) },
};

export default function CheckoutPage() {
  const messages = useMessages();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">Checkout</h1>
      <noscript>
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-lg">
          Checkout needs JavaScript, which is turned off in this browser. Turn it on and reload this page, or
          call us at{' '}
          <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
            {facts.phone}
          </a>{' '}
          ({facts.phoneSupportHours.summary}) and we will take your order by phone.
        </p>
      </noscript>
      <IconSprite
        names={['cart', 'check', 'done', 'print', 'expand', 'card', 'decrease', 'increase', 'remove']}
      />
      {/* A screen tall before the cart is read and at every step, so the footer starts below the first screen
          and nothing in view moves as the wizard fills in; without JavaScript the notice above stands alone. */}
      <div className="min-h-svh print:min-h-0" data-needs-js>
        <EstimateWordsProvider words={messages.Estimate}>
          <Checkout />
        </EstimateWordsProvider>
      </div>
    </div>
  );
}
