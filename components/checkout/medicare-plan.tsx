import type { PartBDeductible } from '@/lib/domain/deductible';
import type { DeductibleAnswer, PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import { answerNote, scheduleWords } from '@/lib/domain/estimate-words';
import { useEstimateWords } from '@/components/medicare/estimate-words';
import { formatMoney, type Cents } from '@/lib/domain/money';
import { fill } from '@/lib/domain/fill';
import { richText } from '@/components/ui/rich-text';
import { useCheckoutWords } from './checkout-words';

/** What a patient billing Medicare pays and when: the share now, then month by month for the rentals. */
export function MedicarePlan({
  patientShare,
  rentals,
  schedule,
  answer,
  deductible,
}: {
  patientShare: Cents;
  rentals: readonly RentalShare[];
  schedule: PaymentSchedule | null;
  answer: DeductibleAnswer;
  deductible: PartBDeductible;
}) {
  const words = useEstimateWords();
  const w = useCheckoutWords().words.plan;
  return (
    <div className="space-y-2 text-slate-800">
      <p>
        {richText(
          rentals.length === 0
            ? w.share
            : schedule?.steps.length === 0 && patientShare === 0
              ? w.shareUnconfirmed
              : w.shareRentals,
          {
            nothing: <strong>{w.nothingToday}</strong>,
            share: <strong data-testid="medicare-share">{formatMoney(patientShare)}</strong>,
          },
        )}
      </p>
      {rentals.length > 0 ? (
        <>
          <ul className="list-disc space-y-1 pl-6">
            {rentals.map((r) => (
              <li key={r.name}>
                {fill(r.monthlyShare === null ? w.rentedUnconfirmed : w.rented, {
                  name: r.name,
                  months: r.months,
                })}
              </li>
            ))}
          </ul>
          {schedule ? (
            <p data-testid="payment-schedule">
              {richText(w.monthByMonth, {
                label: <strong>{w.monthByMonthLabel}</strong>,
                schedule: scheduleWords(schedule, words),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="text-sm text-slate-700">
        {words.terms}. {answerNote(answer, deductible, words)} {words.final}
      </p>
    </div>
  );
}
