import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RefillForm } from '@/components/resupply/refill-form';
import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { messagesOf } from '@/lib/build/messages';
import { fill, fillAll } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import { pageMetadata } from '@/lib/domain/seo';

/** Her refill, opened from a reminder's link, in each language: app/(en)/resupply/ and app/es/resupply/. */
export function resupplyMetadata(locale: Locale): Metadata {
  const t = messagesOf(locale).Resupply;
  return pageMetadata({
    title: t.title,
    description: fill(t.description, { name: site.name }),
    path: '/resupply/',
    locale,
    index: false,
  });
}

export function Resupply({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const words = fillAll(messagesOf(locale).Resupply, {
    hours: locale === 'es' ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <RefillForm words={words} locale={locale} />
    </div>
  );
}
