import { useState } from 'react';
import * as z from 'zod/mini';
import {
  denialSchema,
  orderDetailSchema,
  type DenialSettlement,
  type OrderDetail,
  type Remittance,
} from '@/lib/domain/admin-contract';
import { formatMoney } from '@/lib/domain/money';
import { formatDay, formatStoreTimeWithZone } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { follow } from './route';
import { Button, Problem, linkClass } from './ui';
import { useApi } from './use-api';

const outcomes = {
  posted: 'Posted',
  denied: 'Denied',
  held: 'Held: does not match the claim',
} as const;

const nextSteps = {
  correct: 'Correct and send the claim again',
  appeal: 'Appeal (redetermination) or write off',
  'write-off': 'Write off',
  review: 'Read it with the DME MAC',
} as const;

const settledWords = {
  resent: 'Corrected claim sent',
  appealed: 'Redetermination asked for',
  'written-off': 'Written off',
  reviewed: 'Reviewed',
} as const;

/** The figures of a remittance, as a short list staff read across. */
function Figures({ r }: { r: Remittance }) {
  const rows: [string, number][] = [
    ['Billed', r.charge],
    ['Allowed', r.allowed],
    ['Medicare paid', r.paid],
    ['Deductible', r.deductible],
    ['Coinsurance', r.coinsurance],
    ['Her share', r.share],
    ['Billed to her', r.billed],
  ];
  return (
    <dl className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="font-semibold">{formatMoney(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How a denial or a held remittance is settled from the order page: each allowed action with a note. */
function Settle({
  order,
  r,
  onChanged,
}: {
  order: OrderDetail;
  r: Remittance;
  onChanged: (o: OrderDetail) => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const actions: [DenialSettlement['action'], string][] =
    r.outcome === 'held'
      ? [['reviewed', 'Mark it reviewed']]
      : r.nextStep === 'appeal' && r.settled !== 'appealed'
        ? [
            ['appealed', 'Record the redetermination request'],
            ['written-off', 'Write it off'],
          ]
        : [['written-off', 'Write it off']];
  async function settle(action: DenialSettlement['action']) {
    setBusy(true);
    try {
      onChanged(
        await api(`/orders/${order.orderNumber}/remittances/${r.id}`, orderDetailSchema, {
          method: 'POST',
          body: { action, note },
        }),
      );
      setProblem('');
      setNote('');
    } catch (error) {
      setProblem((error as ApiError).message);
    } finally {
      setBusy(false);
    }
  }
  const id = `settle-${r.id}`;
  return (
    <div className="mt-2 grid gap-2" role="group" aria-label={`Settle month ${r.month}’s remittance`}>
      <label htmlFor={id} className="font-semibold">
        What was done, or why
      </label>
      <textarea
        id={id}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className="focus:border-brand-600 w-full rounded-lg border border-slate-400 p-2"
      />
      <div className="flex flex-wrap gap-2">
        {actions.map(([action, label]) => (
          <Button key={action} onClick={() => settle(action)} disabled={busy}>
            {label}
          </Button>
        ))}
      </div>
      <Problem>{problem}</Problem>
    </div>
  );
}

/**
 * Medicare's remittances for the order's claims: what it allowed and paid, her share and why, each code in words;
 * a denial with its next step, settled here (a corrected claim is sent from Claims).
 */
export function Remittances({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
}) {
  if (order.remittances.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="font-bold">Remittances</h3>
      <ol className="mt-2 space-y-3">
        {order.remittances.map((r) => (
          <li key={r.id} data-testid={`remittance-${r.id}`} className="border-t border-slate-200 pt-2">
            <p className="font-semibold">
              {order.rental ? `Month ${r.month}` : 'The claim'} · {outcomes[r.outcome]}
              {r.payerClaimNumber ? ` · Medicare’s claim ${r.payerClaimNumber}` : ''} · received{' '}
              {formatStoreTimeWithZone(r.receivedAt)}
            </p>
            <Figures r={r} />
            {r.words.map((w) => (
              <p key={w} className="mt-1 text-sm">
                {w}
              </p>
            ))}
            {r.settled ? (
              <p className="mt-1 font-semibold">
                {settledWords[r.settled]} by {r.settledBy}, {formatStoreTimeWithZone(r.settledAt ?? '')}
                {r.settledNote ? `: ${r.settledNote}` : '.'}
              </p>
            ) : null}
            {r.outcome !== 'posted' && (!r.settled || r.settled === 'appealed') ? (
              <Settle order={order} r={r} onChanged={onChanged} />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The denial queue: every denial and held remittance still to settle, oldest first, with its next step. */
const denialList = z.object({ denials: z.array(denialSchema) });

export function DenialQueue() {
  const { data, problem } = useApi('/denials', denialList);
  const denials = data?.denials ?? null;
  return (
    <div>
      <h1 className="text-2xl font-bold">Denials</h1>
      <p className="mt-1 text-slate-700">
        Claims Medicare denied, and remittances held because they do not match the claim, until each is
        settled.
      </p>
      <Problem>{problem}</Problem>
      {denials === null ? (
        problem ? null : (
          <p className="mt-3">Loading…</p>
        )
      ) : denials.length === 0 ? (
        <p className="mt-3">No denial is waiting.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {denials.map((d) => (
            <li key={d.id} className="rounded-xl border border-slate-300 bg-white p-4">
              <p className="font-semibold">
                <a href={`/admin/orders/${d.orderNumber}`} onClick={follow} className={linkClass}>
                  {d.orderNumber}
                </a>{' '}
                · {d.patient} · month {d.month} · {formatMoney(d.charge)} · {outcomes[d.outcome]}
              </p>
              <p>
                Next step: {d.nextStep ? nextSteps[d.nextStep] : 'settle it'}
                {d.appealBy && d.settled !== 'appealed' ? `, by ${formatDay(d.appealBy)}` : ''}
                {d.settled === 'appealed' ? ' · redetermination asked for, waiting for the decision' : ''}.
              </p>
              {d.words
                .filter((w) => !/^(Billed|Her share|Next step)/.test(w))
                .map((w) => (
                  <p key={w} className="text-sm text-slate-700">
                    {w}
                  </p>
                ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
