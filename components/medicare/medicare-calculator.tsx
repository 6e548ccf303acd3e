'use client';

import { useState } from 'react';
import { medicareBillings, type MedicareBilling } from '@/lib/domain/estimate';
import { answerNote, scheduleWords } from '@/lib/domain/estimate-words';
import { useEstimateWords } from './estimate-words';
import type { CalculatorWords } from './calculator-words';
import { fill } from '@/lib/domain/fill';
import {
  billingFromSearch,
  calculatorEstimate,
  calculatorSchedule,
  costFromSearch,
  parseEquipmentCost,
} from '@/lib/domain/medicare-calculator';
import { formatMoney } from '@/lib/domain/money';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeductible } from './use-deductible';

export function MedicareCalculator({ words: calc }: { words: CalculatorWords }) {
  const search = useLocationSearch();
  const words = useEstimateWords();
  // A link from a product page or checkout carries its approved amount; anything else in `cost` is ignored.
  const linkedCost = search === null ? null : costFromSearch(search);
  const [typed, setInput] = useState<string | null>(null);
  // A rented product's page sends its month's rent and how Medicare rents it; she can change either.
  const [chosenBilling, setBilling] = useState<MedicareBilling | null>(null);
  const billing = chosenBilling ?? (search === null ? 'purchase' : billingFromSearch(search));
  const rented = billing !== 'purchase';
  const linked = typed === null && linkedCost !== null;
  const input =
    typed ?? (linkedCost === null ? '1000' : (linkedCost / 100).toFixed(linkedCost % 100 ? 2 : 0));
  const { answer, deductible, setAnswer } = useDeductible();
  const deductibleMet = answer === 'yes';
  const [supplemental, setSupplemental] = useState(false);
  const typedCost = parseEquipmentCost(input);
  const approved = linked ? linkedCost : (typedCost ?? 0);
  const result = calculatorEstimate(approved, deductibleMet, supplemental, deductible);
  // For a rental, the split above is month 1's; the months after it follow in one sentence.
  const schedule = calculatorSchedule(approved, billing, deductibleMet, supplemental, deductible);
  const shares = [
    // Each share's test id is the same in both languages.
    { id: 'Medicare pays', label: calc.medicare, amount: result.medicarePays, color: 'bg-brand-600' },
    { id: 'You pay', label: calc.you, amount: result.patientPays, color: 'bg-amber-500' },
    ...(supplemental
      ? [
          {
            id: 'Supplemental insurance pays',
            label: calc.supplementalPays,
            amount: result.supplementalPays,
            color: 'bg-emerald-600',
          },
        ]
      : []),
  ];
  const invalid = !linked && typedCost === null;

  return (
    <div>
      <h2 className="text-2xl font-bold">{calc.title}</h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <form
          className="space-y-4 rounded-xl border border-slate-200 p-6"
          onSubmit={(e) => e.preventDefault()}
        >
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{calc.billing}</legend>
            {medicareBillings.map((b) => (
              <label key={b} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="billing"
                  value={b}
                  checked={billing === b}
                  onChange={() => setBilling(b)}
                  className="accent-brand-600 size-5 shrink-0"
                />
                {calc.billings[b]}
              </label>
            ))}
          </fieldset>
          <div>
            <Label htmlFor="equipment-cost">{rented ? calc.monthly : calc.cost}</Label>
            <div className="relative">
              <span aria-hidden className="absolute top-2.5 left-3 text-slate-600">
                $
              </span>
              <Input
                id="equipment-cost"
                inputMode="decimal"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                aria-describedby="equipment-cost-help"
                className="pl-7"
              />
            </div>
            <p
              id="equipment-cost-help"
              className={`mt-1 text-sm ${invalid ? 'text-amber-900' : 'text-slate-700'}`}
            >
              {invalid
                ? fill(calc.whole, { amount: formatMoney(0) })
                : linked
                  ? calc.linked
                  : rented
                    ? calc.monthlyHelp
                    : calc.help}
            </p>
          </div>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={deductibleMet}
              onChange={(e) => setAnswer(e.target.checked ? 'yes' : 'no')}
              className="accent-brand-600 size-5"
            />
            {calc.deductibleMet}
          </label>
          <div>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={supplemental}
                onChange={(e) => setSupplemental(e.target.checked)}
                aria-describedby="supplemental-note"
                className="accent-brand-600 size-5"
              />
              {calc.supplemental}
            </label>
            <p id="supplemental-note" className="ml-8 text-sm text-slate-700">
              {calc.supplementalNote}
            </p>
          </div>
          <p className="text-sm text-slate-700" data-testid="deductible-used">
            {answerNote(answer, deductible, words)} {calc.sameAnswer}
          </p>
        </form>
        <section aria-labelledby="calc-result" aria-live="polite" className="rounded-xl bg-slate-50 p-6">
          <h3 id="calc-result" className="text-lg font-bold">
            {fill(rented ? calc.resultMonthly : calc.result, { amount: formatMoney(result.approved) })}
          </h3>
          <div aria-hidden className="mt-4 flex h-6 overflow-hidden rounded-full bg-slate-200">
            {shares.map((s) =>
              result.approved > 0 && s.amount > 0 ? (
                <div
                  key={s.id}
                  className={s.color}
                  style={{ width: `${(s.amount / result.approved) * 100}%` }}
                />
              ) : null,
            )}
          </div>
          <dl className="mt-4 space-y-2">
            {shares.map((s) => (
              <div key={s.id} className="flex items-center justify-between gap-4">
                <dt className="flex items-center gap-2">
                  <span aria-hidden className={`size-3 rounded-full ${s.color}`} />
                  {s.label}
                </dt>
                <dd className="text-lg font-bold" data-testid={s.id}>
                  {formatMoney(s.amount)}
                  {result.approved > 0 ? (
                    <span className="ml-1 text-sm font-normal text-slate-700">
                      ({Math.round((s.amount / result.approved) * 100)}%)
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {schedule ? (
            <p className="mt-4" data-testid="calculator-schedule">
              {fill(supplemental ? calc.scheduleSupplemental : calc.schedule, {
                schedule: scheduleWords(schedule, words),
              })}
            </p>
          ) : null}
          <p className="mt-4 text-sm text-slate-700" data-testid="calculator-terms">
            {supplemental ? calc.termsSupplemental : words.terms}. {calc.note}
          </p>
        </section>
      </div>
    </div>
  );
}
