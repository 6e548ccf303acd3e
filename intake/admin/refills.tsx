import * as z from 'zod/mini';
import { refillRowSchema, type OrderDetail, type RefillRow } from '@/lib/domain/admin-contract';
import { formatDay, formatStoreTimeWithZone } from '@/lib/domain/store-time';
import { phone } from './patients';
import { follow } from './route';
import { Problem, linkClass } from './ui';
import { useApi } from './use-api';

const section = 'rounded-xl border border-slate-300 bg-white p-4';
const refillList = z.object({ refills: z.array(refillRowSchema) });

const reasons = { worn: 'worn out', broken: 'broken', dirty: 'dirty', lost: 'lost' } as const;

/**
 * A refill order's record, as Medicare's refill rule asks for it: the day she answered, each item with its quantity,
 * whether she needs it and why, the order the supplies came on, and the first day it may ship.
 */
export function RefillRecord({ order }: { order: OrderDetail }) {
  const r = order.refill;
  if (!r) return null;
  return (
    <section aria-labelledby="refill" className={section}>
      <h2 id="refill" className="text-lg font-bold">
        Her refill request
      </h2>
      <p className="mt-2">
        She answered {r.how} on {formatDay(r.answeredOn)}, for the supplies of order{' '}
        <a href={`/admin/orders/${r.fromOrder}`} onClick={follow} className={linkClass}>
          {r.fromOrder}
        </a>
        , which run out {formatDay(r.endsOn)}. She confirmed the address it goes to.
      </p>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Each item she was asked about</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Her answer</th>
          </tr>
        </thead>
        <tbody>
          {r.items.map((i) => (
            <tr key={i.code} className="border-t border-slate-200">
              <td className="py-1">
                {i.name} ({i.code})
              </td>
              <td className="py-1 tabular-nums">{i.quantity}</td>
              <td className="py-1">{i.need && i.reason ? `Needed: ${reasons[i.reason]}` : 'Not needed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 font-semibold">
        It may ship from {formatDay(r.shipFrom)}, 10 days before her supply runs out, and not before.
      </p>
    </section>
  );
}

const stateWords: Record<RefillRow['state'], string> = {
  'needs-call': 'Needs a call',
  due: 'Due: reminders going',
  answered: 'Answered: refill orders',
  'not-needed': 'Answered: nothing needed',
};

/** Where one cycle stands, in a sentence. */
function standing(r: RefillRow): string {
  if (r.state === 'answered' && r.orderNumber)
    return r.toShip
      ? `She answered ${formatDay(r.answeredOn ?? '')}. Ready to ship today.`
      : `She answered ${formatDay(r.answeredOn ?? '')}. ${
          r.orderStatus && ['received', 'paperwork', 'confirmed', 'paid'].includes(r.orderStatus)
            ? `Ships from ${formatDay(r.shipFrom)}.`
            : 'On its way or delivered.'
        }`;
  if (r.state === 'not-needed')
    return `She answered ${formatDay(r.answeredOn ?? '')} that she needs none of it.`;
  const sent =
    r.reminders === 0
      ? 'No reminder sent yet.'
      : `${r.reminders} of 3 reminders sent, the last ${formatStoreTimeWithZone(r.remindedAt ?? '')}.`;
  return r.state === 'needs-call' ? `${sent} Unanswered: call her.` : sent;
}

/**
 * The day's refill list: the patients who said yes to reminders whose supplies are within 30 days of running out,
 * grouped as who needs a call, who is due (reminders going), and who answered (with the refills that may ship today).
 */
export function RefillList() {
  const { data, problem } = useApi('/refills', refillList);
  const rows = data?.refills ?? null;
  const groups = (Object.keys(stateWords) as RefillRow['state'][])
    .map((state) => ({ state, rows: (rows ?? []).filter((r) => r.state === state) }))
    .filter((g) => g.rows.length);
  const toShip = (rows ?? []).filter((r) => r.toShip).length;
  return (
    <div>
      <h1 className="text-2xl font-bold">Refills</h1>
      <p className="mt-1 text-slate-700">
        Patients who said yes to reminders, from 30 days before a supply runs out. A refill ships only once
        she has asked for it, and no sooner than 10 days before the supply runs out.
      </p>
      <Problem>{problem}</Problem>
      {rows === null ? (
        problem ? null : (
          <p className="mt-3">Loading…</p>
        )
      ) : rows.length === 0 ? (
        <p className="mt-3">No supply is due for a refill.</p>
      ) : (
        <>
          <p className="mt-3 font-semibold" data-testid="refills-to-ship">
            {toShip === 1 ? '1 refill may ship today.' : `${toShip} refills may ship today.`}
          </p>
          {groups.map((g) => (
            <section key={g.state} aria-labelledby={`refills-${g.state}`} className="mt-4">
              <h2 id={`refills-${g.state}`} className="text-lg font-bold">
                {stateWords[g.state]} ({g.rows.length})
              </h2>
              <ul className="mt-2 space-y-2">
                {g.rows.map((r) => (
                  <li
                    key={`${r.fromOrder}-${r.endsOn}`}
                    className="rounded-xl border border-slate-300 bg-white p-3"
                  >
                    <a href={`/admin/patients/${r.patientId}`} onClick={follow} className={linkClass}>
                      {r.name}
                    </a>{' '}
                    · {phone(r.phone)}
                    {r.language === 'es' ? ' · Spanish' : ''} · runs out {formatDay(r.endsOn)}
                    <p className="text-sm text-slate-700">
                      {r.items.map((i) => `${i.quantity} × ${i.name} (${i.code})`).join('; ')}, from order{' '}
                      <a href={`/admin/orders/${r.fromOrder}`} onClick={follow} className={linkClass}>
                        {r.fromOrder}
                      </a>
                      .
                    </p>
                    <p className="text-sm">
                      {standing(r)}
                      {r.orderNumber ? (
                        <>
                          {' '}
                          Refill order{' '}
                          <a href={`/admin/orders/${r.orderNumber}`} onClick={follow} className={linkClass}>
                            {r.orderNumber}
                          </a>
                          .
                        </>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
