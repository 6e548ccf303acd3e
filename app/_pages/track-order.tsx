import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { useMessages, useTranslations } from 'next-intl';
import { CheckCircle2, Search } from '@/components/ui/icons';
import { TrackOrderForm } from '@/components/track-order/track-order-form';
import { facts } from '@/data/facts';
import { fillAll } from '@/lib/domain/fill';
import { site } from '@/data/site';
import { localizedHref, type Locale } from '@/lib/domain/locale';
import { pageMetadata } from '@/lib/domain/seo';

/** Track Order in each language: app/(en)/track-order/ and app/es/track-order/. */
export async function trackOrderMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Track' });
  return pageMetadata({
    title: t('title'),
    description: t('description', { name: site.name }),
    path: '/track-order/',
    locale,
    index: false,
  });
}

export function TrackOrder({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = useTranslations('Track');
  const messages = useMessages();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('lead')}</p>
      <TrackOrderForm
        words={{
          track: messages.Track,
          // One promise about the call, from the store's facts, as the checkout and the e-mails make it.
          order: fillAll(messages.Order, {
            within: locale === 'es' ? facts.replyWithinEs : facts.replyWithin,
          }),
          remittance: messages.Remittance,
          locale,
          pay: localizedHref(locale, '/pay/'),
        }}
        icons={{
          search: <Search aria-hidden className="size-5" />,
          done: <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
        }}
      />
    </div>
  );
}
