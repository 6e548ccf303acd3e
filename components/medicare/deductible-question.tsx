'use client';

import { useId } from 'react';
import { deductibleAnswers } from '@/lib/domain/estimate';
import { deductibleLabel } from '@/lib/domain/estimate-words';
import { fill } from '@/lib/domain/fill';
import { useDeductible } from './use-deductible';
import { useEstimateWords } from './estimate-words';
/** A radio button drawn as a pill (app/globals.css). */
const choice = 'choice-pill';

/**
 * "Have you met your 2026 Part B deductible ($283)?" asked wherever an estimate appears; one answer serves
 * every estimate of the visit, and changing it here changes them all.
 */
export function DeductibleQuestion({ className = '' }: { className?: string }) {
  const { answer, answered, deductible, setAnswer, secondary, setSecondary } = useDeductible();
  const words = useEstimateWords();
  const name = useId();
  const secondaryName = useId();
  return (
    <div className={className}>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {fill(words.question, { label: deductibleLabel(deductible, words) })}
        </legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {deductibleAnswers.map((value) => (
            <label key={value} className={choice}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={answered && answer === value}
                onChange={() => setAnswer(value)}
                className="accent-brand-600 size-5"
              />
              {words[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-900">{words.secondaryQuestion}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {([true, false] as const).map((value) => (
            <label key={String(value)} className={choice}>
              <input
                type="radio"
                name={secondaryName}
                value={value ? 'yes' : 'no'}
                checked={secondary === value}
                onChange={() => setSecondary(value)}
                className="accent-brand-600 size-5"
              />
              {value ? words.secondaryYes : words.secondaryNo}
            </label>
          ))}
        </div>
        <p role="status" className="mt-1 text-sm text-slate-800">
          {secondary ? words.secondaryNote : null}
        </p>
      </fieldset>
    </div>
  );
}
