import { ChevronDown, ShieldCheck, ShieldOff } from '@/components/ui/icons';
import type { Product } from '@/lib/domain/catalog-schema';
import { termsFromCatalogue } from '@/lib/domain/estimate';
import { toCents } from '@/lib/domain/money';
import { MedicareEstimate } from './medicare-estimate';

/** The short Medicare answer shown beside the price: covered or not, and the patient's estimated share. */
export function MedicareStatus({ product }: { product: Product }) {
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
        {eligible ? 'Medicare Part B Eligible' : 'Not covered by Medicare'}
      </h2>
      {eligible ? (
        <>
          <MedicareEstimate
            hcpcs={hcpcs}
            price={toCents(product.price)}
            terms={termsFromCatalogue(product.medicareInfo)}
            chevron={<ChevronDown aria-hidden className="size-4 shrink-0 group-aria-expanded:rotate-180" />}
          />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-800">
          Private pay: Medicare Part B does not pay for this item.
        </p>
      )}
    </section>
  );
}
