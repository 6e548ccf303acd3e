import type { PartBDeductible } from '@/lib/domain/deductible';
import type { DeductibleAnswer, PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import { answerNote, scheduleWords } from '@/lib/domain/estimate-words';
import { useEstimateWords } from '@/components/medicare/estimate-words';
import { formatMoney, type Cents } from '@/lib/domain/money';

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
  return (
    <div className="space-y-2 text-slate-800">
      <p>
        <strong>You pay nothing today.</strong> We bill Medicare; once it has paid its share we bill you
        yours, an estimated <strong data-testid="medicare-share">{formatMoney(patientShare)}</strong>
        {rentals.length > 0 ? ' for the purchases and the first month of rent' : ''}.
      </p>
      {rentals.length > 0 ? (
        <>
          <ul className="list-disc space-y-1 pl-6">
            {rentals.map((r) => (
              <li key={r.name}>
                {r.name}: rented for {r.months} months
                {r.monthlyShare === null ? '; we will confirm the monthly amount.' : '.'}
              </li>
            ))}
          </ul>
          {schedule ? (
            <p data-testid="payment-schedule">
              <strong>Month by month</strong>, you pay {scheduleWords(schedule, words)}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="text-sm text-slate-700">
        {words.terms}. {answerNote(answer, deductible, words)} Medicare decides the final amount.
      </p>
    </div>
  );
}
