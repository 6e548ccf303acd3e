import { useTranslations } from 'next-intl';
import { coverageDetails, equipmentCategories } from '@/data/medicare';
import { partBDeductible } from '@/lib/domain/deductible';
import { facts as storeFacts } from '@/data/facts';
import { formatPrice } from '@/lib/domain/money';

export function CoverageTab() {
  const t = useTranslations('Medicare');
  const deductible = partBDeductible();
  const facts = [
    { label: t('deductibleYear', { year: deductible.year }), value: formatPrice(deductible.amount) },
    { label: t('coinsurance'), value: `${coverageDetails.coinsurance}%` },
    {
      label: t('rentalPeriod'),
      value: t('rentalPeriodValue', {
        months: coverageDetails.rentalPeriod,
        oxygenMonths: coverageDetails.oxygenRentalPeriod,
      }),
    },
    { label: t('ownershipLabel'), value: t('ownershipValue') },
  ];
  return (
    <div>
      <h2 className="text-2xl font-bold">{t('tabs.coverage.title')}</h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((f) => (
          <div key={f.label} className="rounded-xl border border-slate-200 p-5">
            <dt className="text-slate-700">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-800">
        {t('ownership', {
          months: coverageDetails.rentalPeriod,
          oxygenMonths: coverageDetails.oxygenRentalPeriod,
        })}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {equipmentCategories.map((c) => (
          <section
            key={c.id}
            aria-labelledby={`cat-${c.id}`}
            className="rounded-xl border border-slate-200 p-6"
          >
            <h3 id={`cat-${c.id}`} className="text-lg font-bold">
              {t(`categories.${c.id}.name`)}
            </h3>
            <p className="mt-1 text-slate-700">
              HCPCS {c.medicareCode} ·{' '}
              {t('afterDeductible', { percent: storeFacts.medicare.coveragePercent })}
            </p>
            <h4 className="mt-4 font-semibold">{t('requirements')}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {(t.raw(`categories.${c.id}.requirements`) as string[]).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <h4 className="mt-4 font-semibold">{t('examples')}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {(t.raw(`categories.${c.id}.examples`) as string[]).map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
