import { ShieldCheck, ShieldOff } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/domain/catalog-schema';
import { langOf, type productWords } from '@/lib/domain/catalog-language';

/**
 * The Medicare tab: coverage, requirements and how the claim works for one product, in the page's language where
 * the catalogue gives it (else in English, marked so). Not a landmark of its own: the tab panel already is one,
 * and the box beside the price is the page's one region of this name.
 */
export function MedicareCoverageCard({
  info,
  words,
}: {
  info: Product['medicareInfo'];
  words: ReturnType<typeof productWords>['medicare'];
}) {
  const t = useTranslations('Product');
  const Icon = info.eligible ? ShieldCheck : ShieldOff;
  const { coverage, requirements, process } = words;
  return (
    <div
      className={`rounded-xl border p-4 ${info.eligible ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <h3 className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className={`size-5 ${info.eligible ? 'text-emerald-700' : 'text-slate-600'}`} />
        {info.eligible ? t('medicareEligible') : t('notCovered')}
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        {info.eligible ? t('hcpcsCode', { code: info.hcpcs }) : t('hcpcsNone')}
      </p>
      <p className="mt-2 text-slate-800" lang={langOf(coverage)}>
        {coverage.text}
      </p>
      {requirements.text.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">{t('requirements')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-6" lang={langOf(requirements)}>
            {requirements.text.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      {process.text.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">{t('howItWorks')}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-6" lang={langOf(process)}>
            {process.text.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
