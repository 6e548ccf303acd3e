import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ExternalLink } from '@/components/ui/icons';
import { medicareTabs, type MedicareTabSlug } from '@/data/medicare';
import { site } from '@/data/site';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import { ClaimsTab } from './claims-tab';
import { CoverageTab } from './coverage-tab';
import { MedicareCalculator } from './medicare-calculator';
import { EstimateWordsProvider } from './estimate-words';
import { useMessages } from 'next-intl';
import { OverviewTab } from './overview-tab';
import { ButtonLink } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

const descriptions: Record<MedicareTabSlug, string> = {
  overview:
    'How Medicare Part B covers home medical equipment such as CPAP machines, oxygen, wheelchairs and braces.',
  coverage: `Part B deductible, ${facts.medicare.coinsurancePercent}% coinsurance, ${facts.medicare.rentalMonths}-month rentals and the HCPCS codes for sleep, respiratory and mobility equipment.`,
  claims: 'The five steps from your doctor’s visit to delivery when Medicare pays for your equipment.',
  calculator: 'Estimate what Medicare, you and your supplemental insurance pay for medical equipment.',
};

export function medicareMetadata(tab: MedicareTabSlug): Metadata {
  const info = medicareTabs.find((t) => t.slug === tab) ?? medicareTabs[0];
  return pageMetadata({
    title: info.title,
    description: descriptions[tab],
    path: tab === 'overview' ? '/medicare-info/' : `/medicare-info/${tab}/`,
  });
}

export function MedicarePage({ tab }: { tab: MedicareTabSlug }) {
  const messages = useMessages();
  return (
    <div>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold sm:text-4xl">Medicare Part B Information</h1>
          <p className="text-brand-50 mt-2 max-w-3xl text-lg">
            We are an enrolled Medicare Part B supplier. Here is what Medicare covers, how claims work and
            what you can expect to pay.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="Medicare information sections">
          <ul className="flex flex-wrap gap-x-1 border-b border-slate-300">
            {medicareTabs.map((t) => (
              <li key={t.slug} className="shrink-0">
                <Link
                  locale="en"
                  href={`/medicare-info/${t.slug}/`}
                  aria-current={t.slug === tab ? 'page' : undefined}
                  className="hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700 inline-flex min-h-12 items-center border-b-4 border-transparent px-4 font-semibold text-slate-700"
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="py-8">
          {tab === 'overview' ? <OverviewTab /> : null}
          {tab === 'coverage' ? <CoverageTab /> : null}
          {tab === 'claims' ? <ClaimsTab /> : null}
          {tab === 'calculator' ? (
            <EstimateWordsProvider words={messages.Estimate}>
              <MedicareCalculator />
            </EstimateWordsProvider>
          ) : null}
        </div>
        <section aria-labelledby="medicare-help" className="bg-brand-50 rounded-2xl p-8 text-center">
          <h2 id="medicare-help" className="text-2xl font-bold">
            Questions About Your Coverage?
          </h2>
          <p className="mt-2 text-lg">Our Medicare specialists check your eligibility at no cost.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <ButtonLink locale="en" href={facts.phoneHref} size="lg">
              <SpriteIcon name="phone" className="size-5" />
              Call {facts.phone}
            </ButtonLink>
            <ButtonLink
              locale="en"
              href={site.medicareGovUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              size="lg"
            >
              Visit Medicare.gov
              <ExternalLink aria-hidden className="size-5" />
              <span className="sr-only">(opens in a new tab)</span>
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
