import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { Product } from '@/lib/catalog';
import { Link } from '@/components/ui/link';
import { coverageDetails } from '@/data/medicare';
import { calculatorPath } from '@/lib/checkout';
import { formatMoney, percentOf, toCents } from '@/lib/money';

/** The short Medicare answer shown beside the price: covered or not, and the patient's estimated share. */
export function MedicareStatus({ product }: { product: Product }) {
  const { eligible, hcpcs } = product.medicareInfo;
  const headingId = `medicare-status-${product.id}`;
  const Icon = eligible ? ShieldCheck : ShieldOff;
  const share = percentOf(toCents(product.price), coverageDetails.coinsurance);
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-3 rounded-xl border px-4 py-3 ${eligible ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className={`size-5 ${eligible ? 'text-emerald-700' : 'text-slate-600'}`} />
        {eligible ? 'Medicare Part B Eligible' : 'Not covered by Medicare'}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {eligible ? (
          <>
            <span className="text-slate-700">HCPCS {hcpcs}. </span>
            Estimated share: you pay {coverageDetails.coinsurance}% ({formatMoney(share)}) and Medicare{' '}
            {100 - coverageDetails.coinsurance}%, once your yearly Part B deductible is met.{' '}
            <Link
              href={calculatorPath(toCents(product.price))}
              className="text-brand-700 font-semibold whitespace-nowrap underline"
            >
              Estimate with your deductible
            </Link>
          </>
        ) : (
          'Private pay: Medicare Part B does not pay for this item.'
        )}
      </p>
    </section>
  );
}
