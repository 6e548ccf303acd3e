import { coverageDetails, equipmentCategories } from '@/data/medicare';
import { partBDeductible } from '@/lib/domain/deductible';
import { formatPrice } from '@/lib/domain/money';

export function CoverageTab() {
  const deductible = partBDeductible();
  const facts = [
    { label: `${deductible.year} deductible`, value: formatPrice(deductible.amount) },
    { label: 'Coinsurance', value: `${coverageDetails.coinsurance}%` },
    {
      label: 'Rental period',
      value: `${coverageDetails.rentalPeriod} months (oxygen ${coverageDetails.oxygenRentalPeriod})`,
    },
    { label: 'Ownership', value: 'Yours after the rental period' },
  ];
  return (
    <div>
      <h2 className="text-2xl font-bold">Medicare Coverage Details</h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((f) => (
          <div key={f.label} className="rounded-xl border border-slate-200 p-5">
            <dt className="text-slate-700">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-800">{coverageDetails.ownershipTransfer}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {equipmentCategories.map((c) => (
          <section
            key={c.id}
            aria-labelledby={`cat-${c.id}`}
            className="rounded-xl border border-slate-200 p-6"
          >
            <h3 id={`cat-${c.id}`} className="text-lg font-bold">
              {c.name}
            </h3>
            <p className="mt-1 text-slate-700">
              HCPCS {c.medicareCode} · {c.coverage}
            </p>
            <h4 className="mt-4 font-semibold">Requirements</h4>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {c.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <h4 className="mt-4 font-semibold">Examples</h4>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {c.examples.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
