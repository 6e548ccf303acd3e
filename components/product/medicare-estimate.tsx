'use client';

import { Link } from '@/components/ui/link';
import { DeductibleQuestion } from '@/components/medicare/deductible-question';
import { useDeductible } from '@/components/medicare/use-deductible';
import { calculatorPath } from '@/lib/checkout';
import { answerNote, basisNote, estimateMedicare, type MedicareTerms } from '@/lib/estimate';
import { formatMoney } from '@/lib/money';

/**
 * A covered product's estimate for one, from the same module as the calculator and checkout: what the patient
 * pays now and, for a rental, each month after; with the answer and the base it rests on.
 */
export function MedicareEstimate({ price, terms }: { price: number; terms: MedicareTerms }) {
  const { answer, deductible } = useDeductible();
  const estimate = estimateMedicare([{ price, quantity: 1, medicare: terms }], answer, deductible);
  const line = estimate.lines[0];
  if (!line) return null;
  const you = <strong data-testid="estimate-patient">{formatMoney(estimate.patientPays)}</strong>;
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-800">
      {line.rental === null ? (
        <p>
          Estimated with Medicare: you pay {you} and Medicare {formatMoney(estimate.medicarePays)} of{' '}
          {formatMoney(estimate.approved)}.
        </p>
      ) : line.rental.monthly === null ? (
        <p>
          Medicare rents it month by month ({line.rental.months} months). We will confirm the monthly amount:
          you pay 20% of it once your deductible is met.
        </p>
      ) : (
        <p>
          Medicare rents it for {line.rental.months} months: the first month you pay {you} of{' '}
          {formatMoney(line.rental.monthly)}, then about {formatMoney(line.rental.monthlyShare ?? 0)} a month
          once your deductible is met.
        </p>
      )}
      <p className="text-slate-700">
        {basisNote(line)} {answerNote(answer, deductible)}
      </p>
      <DeductibleQuestion />
      {estimate.approved > 0 ? (
        <Link
          href={calculatorPath(estimate.approved)}
          className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline"
        >
          Open this estimate in the calculator
        </Link>
      ) : null}
    </div>
  );
}
