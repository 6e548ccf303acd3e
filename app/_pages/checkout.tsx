import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Checkout } from '@/components/checkout/checkout';
import { EmptyCart } from '@/components/checkout/empty-cart';
import { checkoutTitle } from '@/components/checkout/checkout-steps';
import { CheckoutWordsProvider, type CheckoutWords } from '@/components/checkout/checkout-words';
import { CHECKOUT_TITLE_ID } from '@/components/checkout/wizard-state';
import { EstimateWordsProvider } from '@/components/medicare/estimate-words';
import { richText } from '@/components/ui/rich-text';
import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { fillAll } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import { messagesOf } from '@/lib/build/messages';
import { pageMetadata } from '@/lib/domain/seo';
import { readCatalog } from '@/lib/build/catalog';
import { PhoneLink } from '@/components/ui/phone-link';

/** The checkout's words with the store's facts filled in, in the page's language: the island fills in the rest. */
function checkoutWords(locale: Locale): CheckoutWords {
  const es = locale === 'es';
  return fillAll(messagesOf(locale).Checkout, {
    store: site.name,
    hours: es ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
    within: es ? facts.replyWithinEs : facts.replyWithin,
    ships: es ? facts.shipsWithinEs : facts.shipsWithin,
    rate: facts.taxRatePercent,
  });
}

/** The products on Medicare's replacement schedule, for whom the checkout offers refill reminders. */
function remindableProducts(): number[] {
  const { products, documentation } = readCatalog();
  return products
    .filter((p) => p.medicareEligible && documentation.codes[p.medicareInfo.hcpcs]?.resupply)
    .map((p) => p.id);
}

/** Checkout in each language: app/(en)/checkout/ and app/es/checkout/. */
export function checkoutMetadata(locale: Locale): Metadata {
  const words = checkoutWords(locale);
  const shared = pageMetadata({
    title: words.title,
    description: words.metaDescription,
    path: '/checkout/',
    locale,
    index: false,
  });
  return {
    ...shared,
    // The wizard renders the page's one <title>, naming the step it shows; the page opens on the first, and
    // its share cards say the same.
    title: null,
    openGraph: { ...shared.openGraph, title: checkoutTitle(1, words) },
    twitter: { ...shared.twitter, title: checkoutTitle(1, words) },
  };
}

export function CheckoutPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const words = checkoutWords(locale);
  const phone = <PhoneLink />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* The confirmation heads the page itself: the wizard hides this heading there (checkout-wizard.tsx). */}
      <h1 id={CHECKOUT_TITLE_ID} className="mb-6 text-3xl font-bold">
        {words.title}
      </h1>
      <noscript>
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-lg">
          {richText(words.noScript, { phone })}
        </p>
      </noscript>
      {/* A screen tall before the cart is read and at every step, so the footer starts below the first screen
          and nothing in view moves as the wizard fills in; without JavaScript the notice above stands alone. */}
      <div className="min-h-svh print:min-h-0" data-needs-js>
        <CheckoutWordsProvider words={words} locale={locale} remindable={remindableProducts()}>
          <EstimateWordsProvider words={messagesOf(locale).Estimate}>
            <Checkout />
          </EstimateWordsProvider>
        </CheckoutWordsProvider>
        <EmptyCart words={words} locale={locale} />
      </div>
    </div>
  );
}
