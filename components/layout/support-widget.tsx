import { Headset, Mail, Package, Phone, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/domain/locale';
import { facts } from '@/data/facts';
import { SupportBand } from './support-band';

/** The help button at the foot of every page, and the panel it opens: call, e-mail or track an order. */
export function SupportWidget({ locale }: { locale: Locale }) {
  const t = useTranslations('Support');
  return (
    <SupportBand
      labels={{
        region: t('options'),
        open: t('open'),
        openShort: t('openShort'),
        close: t('close'),
        closeShort: t('closeShort'),
      }}
      call={
        <a
          className="text-brand-700 flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap hover:underline"
          href={facts.phoneHref}
        >
          <Phone aria-hidden className="size-5 shrink-0" />
          <span>
            <span className="max-sm:sr-only">{t('call')} </span>
            {facts.phone}
          </span>
        </a>
      }
      panel={
        <>
          <a className="support-item" href={facts.phoneHref}>
            <Phone aria-hidden className="text-brand-600 size-5" />
            {t('callNumber', { phone: facts.phone })}
          </a>
          <a className="support-item" href={`mailto:${facts.email}`}>
            <Mail aria-hidden className="text-brand-600 size-5" />
            {t('email')}
          </a>
          <Link locale={locale} className="support-item" href="/track-order/">
            <Package aria-hidden className="text-brand-600 size-5" />
            {t('trackOrder')}
          </Link>
        </>
      }
      openIcon={<Headset aria-hidden className="size-5" />}
      closeIcon={<X aria-hidden className="size-5" />}
    />
  );
}
