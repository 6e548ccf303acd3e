import { rentalBillingDate } from './order-path';
import { formatDay } from './store-time';

/**
 * The rules a document's dates and codes must keep before the back office records it as received: the diagnosis
 * codes a written order carries (ICD-10-CM, which every claim line repeats), the face-to-face encounter in the six
 * months before the written order (42 CFR 410.38(d)(2)), and the CPAP's clinical evaluation before its sleep test
 * (LCD L33718).
 */

/** A received document's kind and the day it was signed (a visit or test: the day it took place). */
export interface DatedDocument {
  kind: string;
  signedOn: string | null;
}

const icd10 = /^[A-Z]\d[0-9A-Z](\.?[0-9A-Z]{1,4})?$/;

/**
 * The diagnosis codes a written order gives, upper-cased with their dot (`g4733` → `G47.33`), or the sentence that
 * says which one is not an ICD-10-CM code. Separated by commas or spaces; at most twelve (a claim's limit).
 */
export function diagnosisCodes(text: string): { codes: string[] } | { problem: string } {
  const given = text
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (given.length === 0)
    return { problem: 'Give the diagnosis codes the written order names (ICD-10-CM, such as G47.33).' };
  if (given.length > 12) return { problem: 'A claim carries at most twelve diagnosis codes.' };
  const codes: string[] = [];
  for (const code of given) {
    if (!icd10.test(code))
      return {
        problem: `${code} is not an ICD-10-CM code: one is a letter, two characters and up to four more after a dot, such as G47.33 or J44.9.`,
      };
    const bare = code.replace('.', '');
    const written = bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
    if (!codes.includes(written)) codes.push(written);
  }
  return { codes };
}

/**
 * The day `months` months before `day` (both `YYYY-MM-DD`), the last of the month when it is shorter: the same
 * calendar arithmetic as a rental's billing dates, counted back.
 */
export function monthsBefore(day: string, months: number): string {
  return rentalBillingDate(new Date(`${day}T12:00:00Z`), 1 - months)
    .toISOString()
    .slice(0, 10);
}

/**
 * What is wrong with the dates of an order's received documents taken together, in a sentence, or null: the
 * face-to-face encounter must be on or before the written order and no more than six months before it; the CPAP's
 * clinical evaluation must come before its sleep test.
 */
export function documentDatesProblem(docs: readonly DatedDocument[]): string | null {
  const on = (kind: string) => docs.find((d) => d.kind === kind)?.signedOn ?? null;
  const order = on('written-order');
  const visit = on('face-to-face');
  if (order && visit) {
    const earliest = monthsBefore(order, 6);
    if (visit > order)
      return `The face-to-face encounter of ${formatDay(visit)} is after the written order of ${formatDay(order)}: Medicare needs the visit first, then the order.`;
    if (visit < earliest)
      return `The face-to-face encounter of ${formatDay(visit)} is more than six months before the written order of ${formatDay(order)}: Medicare needs one on or after ${formatDay(earliest)}. Ask the practitioner for a newer visit note, or a new order.`;
  }
  const evaluation = on('sleep-evaluation');
  const test = on('sleep-test');
  if (evaluation && test && evaluation > test)
    return `The clinical evaluation of ${formatDay(evaluation)} is after the sleep test of ${formatDay(test)}: Medicare pays for a CPAP only when the face-to-face evaluation came before the test (LCD L33718).`;
  return null;
}
