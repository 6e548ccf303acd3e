import { Link } from '@/components/ui/link';
import { coverageDetails } from '@/data/medicare';

export function OverviewTab() {
  const points = [
    {
      title: 'What Part B covers',
      text: 'Durable medical equipment your doctor prescribes for use at home: CPAP and BiPAP machines, oxygen equipment, nebulizers, wheelchairs, walkers, hospital beds and rigid or semi-rigid braces.',
    },
    {
      title: 'What you pay',
      text: `After the yearly Part B deductible, Medicare pays ${100 - coverageDetails.coinsurance}% of the Medicare-approved amount and you pay ${coverageDetails.coinsurance}% coinsurance. Supplemental (Medigap) plans often pay some or all of your share.`,
    },
    {
      title: 'Rent or buy',
      text: `Many items are rented month by month. ${coverageDetails.ownershipTransfer}`,
    },
    {
      title: 'Why the supplier matters',
      text: 'Medicare pays only suppliers enrolled in Medicare that accept assignment. We do, so you never pay more than the approved amount.',
    },
  ];
  return (
    <div>
      <h2 className="text-2xl font-bold">Medicare Part B and Home Medical Equipment</h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {points.map((p) => (
          <section key={p.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold">{p.title}</h3>
            <p className="mt-2 text-slate-800">{p.text}</p>
          </section>
        ))}
      </div>
      <p className="mt-6">
        See the{' '}
        <Link locale="en" className="text-brand-700 font-semibold underline" href="/medicare-info/coverage/">
          coverage details
        </Link>{' '}
        or{' '}
        <Link
          locale="en"
          className="text-brand-700 font-semibold underline"
          href="/medicare-info/calculator/"
        >
          estimate your cost
        </Link>
        .
      </p>
    </div>
  );
}
