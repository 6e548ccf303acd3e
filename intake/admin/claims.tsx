import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { orderDetailSchema, type OrderDetail } from '@/lib/domain/admin-contract';
import { formatMoney } from '@/lib/domain/money';
import { formatDay, formatStoreTimeWithZone } from '@/lib/domain/store-time';
import { api } from './api';
import { openedForClaim } from './sealed-details';
import { useCardholder } from './cardholder-fields';
import { Remittances } from './remittances';
import { Button, Problem } from './ui';
import { useAction } from './use-action';

const section = 'rounded-xl border border-slate-300 bg-white p-4';

const states = {
  sending: 'Being sent',
  submitted: 'Sent, waiting for the DME MAC',
  accepted: 'Accepted by the DME MAC',
  rejected: 'Sent back',
  paid: 'Paid by Medicare',
  denied: 'Denied by Medicare',
} as const;

/**
 * The order's claims to Medicare: each one sent, its lines as built from the order (HCPCS, modifiers, units, charge,
 * date of service), the DME MAC's answer in words and Medicare's remittance; and the claim that is due, sent from here with her Medicare
 * number and the written order opened on this device and her date of birth asked of her.
 */
export function Claims({ order, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const cardholder = useCardholder(order);
  const [abnOnFile, setAbnOnFile] = useState(false);
  const { busy, problem, setProblem, run } = useAction();
  if (order.payer !== 'medicare') return null;
  const due = order.claimDue;
  const ofMonths = (month: number) => (order.rental ? `month ${month} of ${order.rental.months}` : null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const missing = cardholder.missing();
    if (missing) {
      setProblem(missing);
      return;
    }
    await run(async () => {
      const opened = await openedForClaim(order);
      onChanged(
        await api(`/orders/${order.orderNumber}/claims`, orderDetailSchema, {
          method: 'POST',
          body: { from: order.status, ...cardholder.values, abnOnFile, ...opened },
        }),
      );
    });
  }

  async function answers() {
    await run(async () => {
      await api('/claims/answers', z.object({ answered: z.int() }), { method: 'POST', body: {} });
      onChanged(await api(`/orders/${order.orderNumber}`, orderDetailSchema));
    });
  }

  return (
    <section aria-labelledby="claims" className={section}>
      <h2 id="claims" className="text-lg font-bold">
        Claims
      </h2>
      {order.claims.length === 0 ? (
        <p className="text-slate-700">No claim sent yet. The first is sent once the order is delivered.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {order.claims.map((c) => (
            <li key={c.patientControlNumber} data-testid={`claim-${c.patientControlNumber}`}>
              <p className="font-semibold">
                {ofMonths(c.month) ? `Month ${c.month}` : 'The claim'} · {c.patientControlNumber} ·{' '}
                {states[c.state]}
              </p>
              <p className="text-sm text-slate-700">
                Sent by {c.staff}, {formatStoreTimeWithZone(c.submittedAt)}
                {c.answeredAt ? `; answered ${formatStoreTimeWithZone(c.answeredAt)}` : ''}.
              </p>
              <ul className="mt-1 list-disc pl-6">
                {c.lines.map((l, i) => (
                  <li key={i}>
                    {l.hcpcs} {l.modifiers.join(' ')} · {l.units} × · {formatMoney(l.charge)} · date of
                    service {formatDay(l.serviceDate)}
                  </li>
                ))}
              </ul>
              {c.words.map((w) => (
                <p key={w} className={c.state === 'rejected' ? 'mt-1 font-semibold text-red-800' : 'mt-1'}>
                  {w}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
      <Remittances order={order} onChanged={onChanged} />
      {order.claims.some((c) => c.state === 'submitted' || c.state === 'accepted') ? (
        <div className="mt-3">
          <Button type="button" onClick={answers} disabled={busy}>
            Check for Medicare’s answers
          </Button>
        </div>
      ) : null}
      {due?.from ? (
        <p className="mt-3">
          {`Month ${due.month} of ${order.rental?.months ?? due.month} can be claimed from ${formatDay(due.from)}, its billing date.`}
        </p>
      ) : due ? (
        <form
          onSubmit={send}
          className="mt-3 grid gap-3 sm:grid-cols-3"
          noValidate
          aria-label="Send the claim"
        >
          {cardholder.fields('claim', {
            label: 'Her date of birth',
            hint: 'Ask her; it is sent with the claim and not kept.',
          })}
          <label className="flex items-start gap-3 sm:col-span-3">
            <input
              type="checkbox"
              className="mt-1 size-5"
              checked={abnOnFile}
              onChange={(e) => setAbnOnFile(e.target.checked)}
            />
            She signed an Advance Beneficiary Notice for this order, kept on file
          </label>
          <div className="sm:col-span-3">
            <Button kind="primary" type="submit" disabled={busy}>
              {ofMonths(due.month) ? `Send the claim for ${ofMonths(due.month)}` : 'Send the claim'}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="mt-3">
        <Problem>{problem}</Problem>
      </div>
    </section>
  );
}
