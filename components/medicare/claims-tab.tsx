import { useTranslations } from 'next-intl';
import { coverageDetails } from '@/data/medicare';
import { fill } from '@/lib/domain/fill';

export function ClaimsTab() {
  const t = useTranslations('Medicare');
  const steps = t.raw('steps') as { title: string; description: string; details: string }[];
  return (
    <div>
      <h2 className="text-2xl font-bold">{t('tabs.claims.title')}</h2>
      <ol className="mt-6 space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden
              className="bg-brand-600 grid size-10 shrink-0 place-items-center rounded-full text-lg font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-lg font-bold">
                <span className="sr-only">{t('stepLabel', { step: i + 1 })}</span>
                {s.title}
              </h3>
              <p className="mt-1">{s.description}</p>
              <p className="mt-1 text-slate-700">
                {fill(s.details, { coinsurance: coverageDetails.coinsurance })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
