import { claimsSteps } from '@/data/medicare';

export function ClaimsTab() {
  return (
    <div>
      <h2 className="text-2xl font-bold">The Medicare Claims Process</h2>
      <ol className="mt-6 space-y-4">
        {claimsSteps.map((s) => (
          <li key={s.step} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden
              className="bg-brand-600 grid size-10 shrink-0 place-items-center rounded-full text-lg font-bold text-white"
            >
              {s.step}
            </span>
            <div>
              <h3 className="text-lg font-bold">
                <span className="sr-only">Step {s.step}: </span>
                {s.title}
              </h3>
              <p className="mt-1">{s.description}</p>
              <p className="mt-1 text-slate-700">{s.details}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
