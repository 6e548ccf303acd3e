import { useMessages, useTranslations } from 'next-intl';
import { ChevronDown, ShieldCheck, ShieldOff } from '@/components/ui/icons';
import { EstimateWordsProvider } from '@/components/medicare/estimate-words';
import type { Product } from '@/lib/domain/catalog-schema';
import { termsFromCatalogue } from '@/lib/domain/estimate';
import { localizedHref, type Locale } from '@/lib/domain/locale';
import { toCents } from '@/lib/domain/money';
import { calculatorRoute } from '@/lib/domain/paths';
import { MedicareEstimate } from './medicare-estimate';

/** The short Medicare answer shown beside the price: covered or not, and the patient's estimated share. */
export function MedicareStatus({ product, locale }: { product: Product; locale: Locale }) {
  const t = useTranslations('Product');
  const messages = useMessages();
  const { eligible, hcpcs } = product.medicareInfo;
  const headingId = `medicare-status-${product.id}`;
  const Icon = eligible ? ShieldCheck : ShieldOff;
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-3 rounded-xl border px-4 py-3 ${eligible ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className={`size-5 ${eligible ? 'text-emerald-700' : 'text-slate-600'}`} />
        {eligible ? t('medicareEligible') : t('notCovered')}
      </h2>
      {eligible ? (
        <EstimateWordsProvider words={messages.Estimate}>
          <MedicareEstimate
            hcpcs={hcpcs}
            price={toCents(product.price)}
            terms={termsFromCatalogue(product.medicareInfo)}
            calculator={localizedHref(locale, calculatorRoute)}
            chevron={<ChevronDown aria-hidden className="size-4 shrink-0 group-aria-expanded:rotate-180" />}
          />
        </EstimateWordsProvider>
      ) : (
        <p className="mt-1 text-sm text-slate-800">{t('privatePay')}</p>
      )}
    </section>
  );
}
