import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PayBillForm } from '@/components/pay/pay-bill-form';
import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { messagesOf } from '@/lib/build/messages';
import { fill, fillAll } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import { pageMetadata } from '@/lib/domain/seo';

/** Pay a Bill in each language: app/(en)/pay/ and app/es/pay/. */
export function payMetadata(locale: Locale): Metadata {
  const t = messagesOf(locale).Pay;
  return pageMetadata({
    title: t.title,
    description: fill(t.description, { name: site.name }),
    path: '/pay/',
    locale,
    index: false,
  });
}

export function Pay({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const words = fillAll(messagesOf(locale).Pay, {
    hours: locale === 'es' ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{words.lead}</p>
      <PayBillForm
        words={words}
        receiptWords={messagesOf(locale).Checkout.receipt}
        remittanceWords={messagesOf(locale).Remittance}
        locale={locale}
      />
    </div>
  );
}
