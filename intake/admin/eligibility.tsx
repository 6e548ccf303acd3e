import type { FormEvent } from 'react';
import { orderDetailSchema, type OrderDetail } from '@/lib/domain/admin-contract';
import english from '@/data/messages/en.json';
import { scheduleWords } from '@/lib/domain/estimate-words';
import { formatMoney } from '@/lib/domain/money';
import { formatStoreTimeWithZone } from '@/lib/domain/store-time';
import { api } from './api';
import { openedMedicareNumber } from './sealed-details';
import { useCardholder } from './cardholder-fields';
import { Button, Problem } from './ui';
import { useAction } from './use-action';

const section = 'rounded-xl border border-slate-300 bg-white p-4';

export const checkAnswers = {
  active: 'Part B active',
  advantage: 'In a Medicare Advantage plan',
  inactive: 'Part B not active',
  unmatched: 'Medicare could not match her',
} as const;

/**
 * Her eligibility, asked of Medicare before the order is confirmed: her Medicare number opened here from the sealed
 * details, her name as on her card and her date of birth, sent through the clearinghouse; the 271 shown in words,
 * with the share it gives her.
 */
export function Eligibility({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
}) {
  const cardholder = useCardholder(order);
  const { busy, problem, setProblem, run } = useAction();
  if (order.payer !== 'medicare') return null;
  const check = order.eligibility;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Her Medicare number is opened (and the opening recorded) only for a request that can be sent.
    const missing = cardholder.missing();
    if (missing) {
      setProblem(missing);
      return;
    }
    await run(async () => {
      const medicareNumber = await openedMedicareNumber(order);
      onChanged(
        await api(`/orders/${order.orderNumber}/eligibility`, orderDetailSchema, {
          method: 'POST',
          body: { medicareNumber, ...cardholder.values },
        }),
      );
    });
  }

  return (
    <section aria-labelledby="eligibility" className={section}>
      <h2 id="eligibility" className="text-lg font-bold">
        Eligibility
      </h2>
      {check ? (
        <div className="mt-2" data-testid="eligibility-answer">
          <p className="font-semibold">
            {checkAnswers[check.answer]}: checked by {check.staff}, {formatStoreTimeWithZone(check.at)}.
          </p>
          <ul className="mt-1 list-disc pl-6">
            {check.words.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          {check.shareNow !== null ? (
            <p className="mt-2">
              Her share from it: {formatMoney(check.shareNow)} of the first claim
              {check.schedule?.steps.length ? `; ${scheduleWords(check.schedule, english.Estimate)}` : '.'}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="text-slate-700">
            Not checked yet. The order is confirmed once Medicare says her Part B is active.
          </p>
          {order.patient?.lastCheck ? (
            <p className="mt-2" data-testid="eligibility-before">
              Her last check, on order {order.patient.lastCheck.orderNumber}:{' '}
              {checkAnswers[order.patient.lastCheck.answer]}
              {order.patient.lastCheck.deductibleLeft !== null
                ? `, ${formatMoney(order.patient.lastCheck.deductibleLeft)} of her deductible left`
                : ''}
              {order.patient.lastCheck.qmb ? ', a QMB' : ''} ({order.patient.lastCheck.staff},{' '}
              {formatStoreTimeWithZone(order.patient.lastCheck.at)}). Check again for this order.
            </p>
          ) : null}
        </>
      )}
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
        {cardholder.fields('eligibility', {
          label: 'Date of birth',
          hint: 'Ask her; it is sent with her Medicare number and not kept.',
        })}
        <div className="sm:col-span-3">
          <Button kind="primary" type="submit" disabled={busy}>
            {check ? 'Check eligibility again' : 'Check eligibility'}
          </Button>
        </div>
      </form>
      <div className="mt-3">
        <Problem>{problem}</Problem>
      </div>
    </section>
  );
}
