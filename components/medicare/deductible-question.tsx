'use client';

import { useId } from 'react';
import { deductibleAnswers, deductibleLabel, type DeductibleAnswer } from '@/lib/domain/estimate';
import { useDeductible } from './use-deductible';

const labels: Record<DeductibleAnswer, string> = { yes: 'Yes', no: 'No', unsure: 'Not sure' };

/**
 * "Have you met your 2026 Part B deductible ($283)?" asked wherever an estimate appears; one answer serves
 * every estimate of the visit, and changing it here changes them all.
 */
export function DeductibleQuestion({ className = '' }: { className?: string }) {
  const { answer, answered, deductible, setAnswer } = useDeductible();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-slate-900">
        Have you met your {deductibleLabel(deductible)}?
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {deductibleAnswers.map((value) => (
          <label
            key={value}
            className="has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={answered && answer === value}
              onChange={() => setAnswer(value)}
              className="accent-brand-600 size-4"
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
