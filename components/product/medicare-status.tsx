import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { Product } from '@/data/types';
import { coverageDetails } from '@/data/medicare';
import { formatMoney, percentOf, toCents } from '@/lib/money';

/** The short Medicare answer shown beside the price: covered or not, and the patient's estimated share. */
export function MedicareStatus({ product }: { product: Product }) {
  const info = product.medicareInfo;
  const headingId = `medicare-status-${product.id}`;
  if (!info.eligible) {
    return (
      <section
        aria-labelledby={headingId}
        className="mt-3 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3"
      >
        <h2 id={headingId} className="flex items-center gap-2 font-bold">
          <ShieldOff aria-hidden className="size-5 text-slate-600" />
          Not covered by Medicare
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          Private pay: Medicare Part B does not pay for this item.
        </p>
      </section>
    );
  }
  const share = percentOf(toCents(product.price), coverageDetails.coinsurance);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <ShieldCheck aria-hidden className="size-5 text-emerald-700" />
        Medicare Part B Eligible
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        <span className="text-slate-700">HCPCS {info.hcpcs}. </span>
        Estimated share: you pay {coverageDetails.coinsurance}% ({formatMoney(share)}) and Medicare{' '}
        {100 - coverageDetails.coinsurance}%, once your yearly Part B deductible is met.
      </p>
    </section>
  );
}
