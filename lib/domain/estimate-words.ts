import type english from '@/data/messages/en.json';
import { medicare } from '@/data/medicare-rules';
import type { PartBDeductible } from './deductible';
import type { DeductibleAnswer, LineEstimate, PaymentSchedule } from './estimate';
import { fill } from './fill';
import { formatMoney } from './money';

/**
 * An estimate in words, in the shopper's language: the templates are the `Estimate` messages of
 * data/messages/, handed to the islands that draw estimates by their pages, and to the back office in English.
 */
export type EstimateWords = (typeof english)['Estimate'];

/**
 * The schedule in one sentence a patient reads at a glance (`short`: without the last month and what follows it,
 * for a line that has said how many months already): "$89.00 a month for months 1–3, $30.60 in month 4, then
 * $17.80 a month to month 13; you own it after that."
 */
export function scheduleWords(
  schedule: PaymentSchedule,
  words: EstimateWords,
  { short = false } = {},
): string {
  // No monthly amount known yet: no figures at all, never $0.00.
  if (schedule.steps.length === 0)
    return short
      ? words.confirmMonthly
      : `${fill(words.confirmMonthlyTo, { to: schedule.lastMonth })}; ${ownership(schedule, words)}.`;
  const last = schedule.steps.length - 1;
  const parts = schedule.steps.map((step, i) => {
    const amount = formatMoney(step.share);
    const part =
      step.from === step.to
        ? fill(words.oneMonth, { amount, month: step.from })
        : i === last && i > 0
          ? fill(short ? words.lastMonthsShort : words.lastMonths, { amount, to: step.to })
          : fill(words.monthRange, { amount, from: step.from, to: step.to });
    return i > 0 && i === last ? fill(words.then, { part }) : part;
  });
  // Beside a price, where the months are already said: the figures alone.
  if (short) return `${parts.join(', ')}.`;
  return `${parts.join(', ')}; ${ownership(schedule, words)}.${schedule.unconfirmed ? words.unconfirmedRental : ''}`;
}

/** What happens after the last month of rent. */
function ownership(schedule: PaymentSchedule, words: EstimateWords): string {
  return {
    all: words.ownsAll,
    some: fill(words.ownsSome, { months: medicare.rentalMonths }),
    none: words.ownsNone,
  }[schedule.owns];
}

/** "2026 Part B deductible ($283)", naming an older year when this year's figure is not known yet. */
export function deductibleLabel(deductible: PartBDeductible, words: EstimateWords): string {
  return fill(words.deductibleLabel, {
    year: deductible.year,
    amount: formatMoney(deductible.amount).replace(/\.00$/, ''),
  });
}

/** Which answer a figure uses, in words. */
export function answerNote(
  answer: DeductibleAnswer,
  deductible: PartBDeductible,
  words: EstimateWords,
): string {
  const label = deductibleLabel(deductible, words);
  const template = { yes: words.answerYes, no: words.answerNo, unsure: words.answerUnsure }[answer];
  return fill(template, { label });
}

/** What a line's figure rests on, in words. */
export function basisNote(estimate: LineEstimate, words: EstimateWords): string {
  return {
    allowed: words.basisAllowed,
    price: words.basisPrice,
    monthly: words.basisMonthly,
    unconfirmed: words.basisUnconfirmed,
  }[estimate.basis];
}
