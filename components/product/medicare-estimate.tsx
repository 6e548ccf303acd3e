'use client';

import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { DeductibleQuestion } from '@/components/medicare/deductible-question';
import { useDeductible } from '@/components/medicare/use-deductible';
import { calculatorPath } from '@/lib/domain/paths';
import {
  answerNote,
  basisNote,
  estimateMedicare,
  estimateTerms,
  paymentSchedule,
  scheduleWords,
  type MedicareTerms,
} from '@/lib/domain/estimate';
import { formatMoney } from '@/lib/domain/money';

const answerWords = { yes: 'met', no: 'not met', unsure: 'not sure' } as const;

/**
 * A covered product's estimate for one, from the same module as the calculator and checkout: one line beside
 * the price (the phone's first screen), and behind a button the deductible question, the base and the
 * calculator link.
 */
export function MedicareEstimate({
  hcpcs,
  price,
  terms,
  chevron,
}: {
  hcpcs: string;
  price: number;
  terms: MedicareTerms;
  /** Drawn by the server; it turns over while the details are open (`group-aria-expanded:`). */
  chevron: ReactNode;
}) {
  const { answer, answered, deductible } = useDeductible();
  const [open, setOpen] = useState(false);
  const estimate = estimateMedicare([{ price, quantity: 1, medicare: terms }], answer, deductible);
  const line = estimate.lines[0];
  const schedule = paymentSchedule(estimate);
  if (!line) return null;
  const you = <strong data-testid="estimate-patient">{formatMoney(estimate.patientPays)}</strong>;
  return (
    <div className="mt-1 text-sm text-slate-800">
      <p>
        <span className="text-slate-700">HCPCS {hcpcs}. </span>
        {line.rental === null ? (
          <>
            Estimate: you pay {you}, Medicare {formatMoney(estimate.medicarePays)}.
          </>
        ) : line.rental.monthly === null ? (
          <>Rented {line.rental.months} months: we will confirm the monthly amount; you pay 20% of it.</>
        ) : (
          <>
            Rented {line.rental.months} months: you pay {you}
            {/* The schedule's sentence goes on after its first figure, which is the share now. */}
            {scheduleWords(schedule!, { short: true }).slice(formatMoney(estimate.patientPays).length)}
          </>
        )}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="medicare-estimate-details"
        onClick={() => setOpen(!open)}
        className="group text-brand-700 inline-flex min-h-11 items-center gap-1 text-left font-semibold underline"
      >
        {answered ? `Deductible ${answerWords[answer]}.` : `Met your ${deductible.year} deductible?`} Change,
        and how this is worked out
        {chevron}
      </button>
      <div id="medicare-estimate-details" hidden={!open} className="space-y-2 pb-1">
        <DeductibleQuestion />
        <p className="text-slate-700">
          {schedule ? `Month by month, you pay ${scheduleWords(schedule)} ` : null}
          {basisNote(line)} {answerNote(answer, deductible)} {estimateTerms}. Medicare decides the final
          amount.
        </p>
        {estimate.approved > 0 ? (
          <Link
            locale="en"
            href={calculatorPath(estimate.approved)}
            className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline"
          >
            Open this estimate in the calculator
          </Link>
        ) : null}
      </div>
    </div>
  );
}
