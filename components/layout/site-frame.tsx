import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CartSync } from '@/components/layout/cart-sync';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { SupportWidget } from '@/components/layout/support-widget';
import { Toaster } from '@/components/layout/toaster';
import type { Category } from '@/lib/domain/catalog-schema';
import type { IdRanges } from '@/lib/domain/id-ranges';
import { htmlLang, type Locale } from '@/lib/domain/locale';

/**
 * Every page's document in its language: the header, the footer, the support band and the islands that keep the
 * cart. The two root layouts (English at the root, Spanish under /es/) give it their language and the catalogue's
 * categories and ids.
 */
export function SiteFrame({
  locale,
  categories,
  productIds,
  children,
}: {
  locale: Locale;
  categories: readonly Pick<Category, 'slug' | 'name'>[];
  productIds: IdRanges;
  children: ReactNode;
}) {
  const t = useTranslations('Frame');
  return (
    <html lang={htmlLang[locale]}>
      {/* The App Router's document, drawn here for both languages' root layouts (the rule is for pages/). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* No frame is painted before <main> is reached, so the header is whole: a frame painted while the parser is
            still inside it lays it out half-built, and its links move when the rest arrives. (Waiting for the
            footer would hold the first paint of a long listing for the whole page.) */}
        <link rel="expect" href="#main" blocking="render" />
        {/* Without JavaScript what needs it is hidden (the menu button, the product's tabs); the header shows its
            links instead, and every tab's panel shows under its heading. */}
        <noscript>
          <style>
            {
              '[data-needs-js]{display:none!important}[role=tabpanel],[data-without-js]{display:block!important}'
            }
          </style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="text-brand-700 sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skip')}
        </a>
        <Header locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer locale={locale} categories={categories} />
        <SupportWidget locale={locale} />
        <Toaster />
        <CartSync productIds={productIds} />
        <HydrationMark />
      </body>
    </html>
  );
}
