'use client';

import { RouteLink } from '@/components/ui/link';
import { useState, type ReactNode } from 'react';
import { DeductibleQuestion } from '@/components/medicare/deductible-question';
import { useEstimateWords } from '@/components/medicare/estimate-words';
import { useDeductible } from '@/components/medicare/use-deductible';
import { calculatorQuery } from '@/lib/domain/paths';
import { estimateMedicare, paymentSchedule, scheduleTotal, type MedicareTerms } from '@/lib/domain/estimate';
import { answerNote, basisNote, scheduleWords } from '@/lib/domain/estimate-words';
import { fill } from '@/lib/domain/fill';
import { formatMoney } from '@/lib/domain/money';
import { richText } from '@/components/ui/rich-text';

/**
 * A covered product's estimate for one, from the same module as the calculator and checkout: one line beside
 * the price (the phone's first screen), and behind a button the deductible question, the base and the
 * calculator link. Its words are the page's language's (EstimateWordsProvider).
 */
export function MedicareEstimate({
  hcpcs,
  price,
  terms,
  calculator,
  chevron,
}: {
  hcpcs: string;
  price: number;
  terms: MedicareTerms;
  /** The calculator's page in the shopper's language (or in English, marked so). */
  calculator: { href: string; hrefLang?: string };
  /** Drawn by the server; it turns over while the details are open (`group-aria-expanded:`). */
  chevron: ReactNode;
}) {
  const words = useEstimateWords();
  const { answer, answered, deductible } = useDeductible();
  const [open, setOpen] = useState(false);
  const estimate = estimateMedicare([{ price, quantity: 1, medicare: terms }], answer, deductible);
  const line = estimate.lines[0];
  const schedule = paymentSchedule(estimate);
  if (!line) return null;
  const you = <strong data-testid="estimate-patient">{formatMoney(estimate.patientPays)}</strong>;
  const answerWord = { yes: words.answerMet, no: words.answerNotMet, unsure: words.answerNotSure }[answer];
  const whole = schedule ? scheduleTotal(schedule) : null;
  const known = line.rental !== null && line.rental.monthly !== null;
  const code = <span className="text-slate-700">{fill(words.hcpcs, { code: hcpcs })}</span>;
  return (
    <div className="mt-1 text-sm text-slate-800">
      {known && line.rental ? (
        // A rental: what she pays, first and as large as the price beside it (the price is not what she pays);
        // the whole rental added up and the month-by-month schedule are in the details, with the code.
        <p className="text-base leading-tight font-semibold text-slate-900">
          {richText(words.leadRental, {
            amount: (
              <strong
                className="text-3xl leading-none whitespace-nowrap sm:text-4xl"
                data-testid="estimate-patient"
              >
                {formatMoney(estimate.patientPays)}
              </strong>
            ),
          })}
        </p>
      ) : (
        <p>
          {code}
          {line.rental === null
            ? richText(words.estimate, { you, medicare: formatMoney(estimate.medicarePays) })
            : fill(words.rentedUnconfirmed, { months: line.rental.months })}
        </p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="medicare-estimate-details"
        onClick={() => setOpen(!open)}
        className="group text-brand-700 inline-flex min-h-11 items-center gap-1 text-left font-semibold underline"
      >
        {answered ? fill(words.answered, { answer: answerWord }) : fill(words.ask, { year: deductible.year })}
        {words.change}
        {chevron}
      </button>
      <div id="medicare-estimate-details" hidden={!open} className="space-y-2 pb-1">
        {known && line.rental && whole !== null ? (
          <p className="font-semibold text-slate-900" data-testid="estimate-whole">
            {fill(words.leadWhole, { amount: formatMoney(whole), months: line.rental.months })}
          </p>
        ) : null}
        <DeductibleQuestion />
        <p className="text-slate-700">
          {known ? code : null}
          {schedule ? fill(words.monthByMonth, { schedule: scheduleWords(schedule, words) }) : null}
          {basisNote(line, words)} {answerNote(answer, deductible, words)} {words.terms}. {words.final}
        </p>
        {estimate.approved > 0 ? (
          <RouteLink
            href={`${calculator.href}${calculatorQuery(estimate.approved, terms.billing)}`}
            hrefLang={calculator.hrefLang}
            className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline"
          >
            {words.openCalculator}
          </RouteLink>
        ) : null}
      </div>
    </div>
  );
}
