import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ExternalLink, Phone } from '@/components/ui/icons';
import { medicareTabs, type MedicareTabSlug } from '@/data/medicare';
import { site } from '@/data/site';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import { ClaimsTab } from './claims-tab';
import { CoverageTab } from './coverage-tab';
import { MedicareCalculator } from './medicare-calculator';
import { EstimateWordsProvider } from './estimate-words';
import { useMessages, useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locale';
import { calculatorWords } from './calculator-words';
import { OverviewTab } from './overview-tab';
import { ButtonLink } from '@/components/ui/button';

/** A tab's title, description and addresses, in the page's language. */
export async function medicareMetadata(tab: MedicareTabSlug, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Medicare' });
  return pageMetadata({
    title: t(`tabs.${tab}.title`),
    description: t(`tabs.${tab}.description`, {
      coinsurance: facts.medicare.coinsurancePercent,
      months: facts.medicare.rentalMonths,
    }),
    path: tab === 'overview' ? '/medicare-info/' : `/medicare-info/${tab}/`,
    locale,
  });
}

export function MedicarePage({ tab, locale }: { tab: MedicareTabSlug; locale: Locale }) {
  const messages = useMessages();
  const t = useTranslations('Medicare');
  return (
    <div>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('heading')}</h1>
          <p className="text-brand-50 mt-2 max-w-3xl text-lg">{t('lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t('sections')}>
          <ul className="flex flex-wrap gap-x-1 border-b border-slate-300">
            {medicareTabs.map(({ slug }) => (
              <li key={slug} className="shrink-0">
                <Link
                  locale={locale}
                  href={`/medicare-info/${slug}/`}
                  aria-current={slug === tab ? 'page' : undefined}
                  className="hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700 inline-flex min-h-12 items-center border-b-4 border-transparent px-4 font-semibold text-slate-700"
                >
                  {t(`tabs.${slug}.label`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="py-8">
          {tab === 'overview' ? <OverviewTab locale={locale} /> : null}
          {tab === 'coverage' ? <CoverageTab /> : null}
          {tab === 'claims' ? <ClaimsTab /> : null}
          {tab === 'calculator' ? (
            <EstimateWordsProvider words={messages.Estimate}>
              <MedicareCalculator words={calculatorWords(messages.Medicare)} />
            </EstimateWordsProvider>
          ) : null}
        </div>
        <section aria-labelledby="medicare-help" className="bg-brand-50 rounded-2xl p-8 text-center">
          <h2 id="medicare-help" className="text-2xl font-bold">
            {t('helpHeading')}
          </h2>
          <p className="mt-2 text-lg">{t('helpText')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <ButtonLink href={facts.phoneHref} size="lg">
              <Phone aria-hidden className="size-5" />
              {t('call', { phone: facts.phone })}
            </ButtonLink>
            <ButtonLink
              href={locale === 'es' ? site.medicareGovUrlEs : site.medicareGovUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              size="lg"
            >
              {t('medicareGov')}
              <ExternalLink aria-hidden className="size-5" />
              <span className="sr-only">{t('newTab')}</span>
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
