import { ShieldCheck, ShieldOff } from '@/components/ui/icons';
import type { Product } from '@/lib/domain/catalog-schema';

/**
 * The Medicare tab: coverage, requirements and how the claim works for one product. Not a landmark of its own: the
 * tab panel already is one, and the box beside the price is the page's one region of this name.
 */
export function MedicareCoverageCard({ product }: { product: Product }) {
  const info = product.medicareInfo;
  const Icon = info.eligible ? ShieldCheck : ShieldOff;
  return (
    <div
      className={`rounded-xl border p-4 ${info.eligible ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <h3 className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className={`size-5 ${info.eligible ? 'text-emerald-700' : 'text-slate-600'}`} />
        {info.eligible ? 'Medicare Part B Eligible' : 'Not covered by Medicare'}
      </h3>
      <p className="mt-1 text-sm text-slate-800">HCPCS code: {info.hcpcs}</p>
      <p className="mt-2 text-slate-800">{info.coverage}</p>
      {info.requirements.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">Requirements</h3>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {info.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      {info.process.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">How it works</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-6">
            {info.process.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
