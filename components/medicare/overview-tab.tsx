import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { coverageDetails } from '@/data/medicare';
import type { Locale } from '@/lib/domain/locale';

export function OverviewTab({ locale }: { locale: Locale }) {
  const t = useTranslations('Medicare');
  const ownership = t('ownership', {
    months: coverageDetails.rentalPeriod,
    oxygenMonths: coverageDetails.oxygenRentalPeriod,
  });
  const points = [
    { title: t('overviewCovers'), text: t('overviewCoversText') },
    {
      title: t('overviewPay'),
      text: t('overviewPayText', {
        percent: 100 - coverageDetails.coinsurance,
        coinsurance: coverageDetails.coinsurance,
      }),
    },
    { title: t('overviewRent'), text: t('overviewRentText', { ownership }) },
    { title: t('overviewSupplier'), text: t('overviewSupplierText') },
  ];
  const link = 'text-brand-700 font-semibold underline';
  return (
    <div>
      <h2 className="text-2xl font-bold">{t('tabs.overview.title')}</h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {points.map((p) => (
          <section key={p.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold">{p.title}</h3>
            <p className="mt-2 text-slate-800">{p.text}</p>
          </section>
        ))}
      </div>
      <p className="mt-6">
        {t.rich('overviewSee', {
          coverage: (words) => (
            <Link locale={locale} className={link} href="/medicare-info/coverage/">
              {words}
            </Link>
          ),
          calculator: (words) => (
            <Link locale={locale} className={link} href="/medicare-info/calculator/">
              {words}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
