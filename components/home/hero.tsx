import { Phone } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { facts } from '@/data/facts';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/lib/domain/locale';

export function Hero({ locale }: { locale: Locale }) {
  const t = useTranslations('Home');
  // The home page's figures: each one a fact of the store's, so each is true.
  const claims = [
    { value: `${facts.medicare.coveragePercent}%`, label: t('claimCoverage') },
    { value: t('claimReturnsValue', { days: facts.returnWindowDays }), label: t('claimReturns') },
    { value: t('claimShippingValue'), label: t('claimShipping') },
  ];
  return (
    <section className="from-brand-800 to-brand-600 bg-gradient-to-br text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-brand-100 font-semibold">{t('eyebrow')}</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">{t('heading')}</h1>
        <p className="text-brand-50 mt-4 max-w-2xl text-lg">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/products/" locale={locale} variant="light" size="lg">
            {t('shop')}
          </ButtonLink>
          <ButtonLink href={facts.phoneHref} size="lg" className="border-2 border-white">
            <Phone aria-hidden className="size-5" />
            {t('call', { phone: facts.phone })}
          </ButtonLink>
        </div>
        <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 [overflow-wrap:anywhere]">
          {claims.map((claim) => (
            <div key={claim.label}>
              <dt className="text-brand-100 text-sm">{claim.label}</dt>
              <dd className="order-first text-3xl font-bold">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
