import { useTranslations } from 'next-intl';
import { CheckCircle2 } from '@/components/ui/icons';
import { coverageDetails } from '@/data/medicare';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/lib/domain/locale';

export function MedicareBlock({ locale }: { locale: Locale }) {
  const t = useTranslations('Home');
  const points = [
    t('medicarePoint1', { percent: 100 - coverageDetails.coinsurance }),
    t('medicarePoint2'),
    t('medicarePoint3', { months: coverageDetails.rentalPeriod }),
  ];
  return (
    <section aria-labelledby="medicare-coverage" className="mx-auto max-w-7xl px-4 py-14">
      <div className="bg-brand-50 grid gap-8 rounded-2xl p-8 lg:grid-cols-2">
        <div>
          <h2 id="medicare-coverage" className="text-3xl font-bold">
            {t('medicareHeading')}
          </h2>
          <p className="mt-3 text-lg text-slate-800">{t('medicareText')}</p>
          <ButtonLink href="/medicare-info/" locale={locale} size="lg" className="mt-6">
            {t('medicareLearn')}
          </ButtonLink>
        </div>
        <ul className="space-y-4">
          {points.map((p) => (
            <li key={p} className="flex gap-3 text-lg">
              <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-emerald-700" />
              {p}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
