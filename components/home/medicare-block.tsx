import { CheckCircle2 } from '@/components/ui/icons';
import { coverageDetails } from '@/data/medicare';
import { ButtonLink } from '@/components/ui/button';

export function MedicareBlock() {
  const points = [
    `Medicare Part B pays ${100 - coverageDetails.coinsurance}% of the approved amount after your deductible`,
    'We bill Medicare directly and handle the paperwork with your doctor',
    `Rented equipment becomes yours after ${coverageDetails.rentalPeriod} months`,
  ];
  return (
    <section aria-labelledby="medicare-coverage" className="mx-auto max-w-7xl px-4 py-14">
      <div className="bg-brand-50 grid gap-8 rounded-2xl p-8 lg:grid-cols-2">
        <div>
          <h2 id="medicare-coverage" className="text-3xl font-bold">
            Medicare Part B Coverage
          </h2>
          <p className="mt-3 text-lg text-slate-800">
            Most of our sleep therapy, respiratory, mobility and brace equipment is covered by Medicare Part B
            when your doctor prescribes it.
          </p>
          <ButtonLink href="/medicare-info/" size="lg" className="mt-6">
            Learn About Medicare Coverage
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
