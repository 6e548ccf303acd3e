import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import {
  orderDetailSchema,
  therapyPatientSchema,
  type OrderDetail,
  type TherapyPatient,
} from '@/lib/domain/admin-contract';
import { hoursAndMinutes } from '@/lib/domain/compliance';
import { formatDay, formatStoreTimeWithZone, storeDay } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { follow } from './route';
import { Button, Field, Problem, linkClass } from './ui';
import { useApi } from './use-api';

const section = 'rounded-xl border border-slate-300 bg-white p-4';
const therapyList = z.object({ patients: z.array(therapyPatientSchema) });

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/**
 * A CPAP's or bilevel's first 90 days on its order: the nights recorded and the best 30 of them, the day the rule was
 * met, the re-evaluation visit's window, and the forms to import a maker's usage report or enter a night by hand.
 */
export function Adherence({ order, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const [problem, setProblem] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const a = order.adherence;
  if (!a) return null;

  async function send(body: unknown, what: string) {
    setBusy(true);
    setDone('');
    try {
      onChanged(await api(`/orders/${order.orderNumber}/${what}`, orderDetailSchema, { body }));
      setProblem('');
      setProblems([]);
      return true;
    } catch (error) {
      setProblem((error as ApiError).message);
      setProblems((error as ApiError).problems);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function importFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('report');
    if (!(file instanceof File) || file.size === 0) return setProblem('Choose the usage report to import.');
    if (await send({ csv: await file.text() }, 'nights')) {
      form.reset();
      setDone(`${file.name} imported.`);
    }
  }

  async function enterNight(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const night = String(data.get('night') ?? '');
    const hours = String(data.get('hours') ?? '').trim() || '0';
    const minutes = String(data.get('minutes') ?? '').trim() || '0';
    if (!night) return setProblem('Give the night’s date.');
    if (!/^\d{1,2}$/.test(hours) || !/^\d{1,2}$/.test(minutes) || Number(minutes) > 59)
      return setProblem('Give the use in whole hours and minutes: 6 hours 42 minutes.');
    if (await send({ night, minutes: Number(hours) * 60 + Number(minutes) }, 'nights')) {
      form.reset();
      setDone(`The night of ${formatDay(night)} is recorded.`);
    }
  }

  const good = a.nights.filter((n) => n.minutes >= 240).length;
  return (
    <section aria-labelledby="adherence" className={section}>
      <h2 id="adherence" className="text-lg font-bold">
        Use in the first 90 days
      </h2>
      <p className="text-sm text-slate-700">
        Medicare pays past month 3 only with 4 hours or more on 21 of 30 consecutive nights within days 1 to
        90, and a re-evaluation visit between day 31 and day 91 (LCD L33718).
      </p>
      {a.dateOfService ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Day 1 and day 90</dt>
          <dd>
            {formatDay(a.dateOfService)} to {formatDay(a.deadline ?? a.dateOfService)}
          </dd>
          <dt className="font-semibold">Her use</dt>
          <dd data-testid="adherence-usage">{sentence(a.words)}</dd>
          <dt className="font-semibold">Nights recorded</dt>
          <dd>
            {a.nights.length}, {good} of them at 4 hours or more
          </dd>
          <dt className="font-semibold">Re-evaluation visit</dt>
          <dd data-testid="adherence-visit">
            {a.reevaluatedOn
              ? `On ${formatDay(a.reevaluatedOn)}.`
              : `Between ${formatDay(a.reevaluationFrom ?? '')} and ${formatDay(a.reevaluationTo ?? '')}: record it in the paperwork when it is in.`}
          </dd>
          <dt className="font-semibold">Month 4 onward</dt>
          <dd data-testid="adherence-state">
            {a.met ? 'Both are met: the claims carry KX.' : 'Held until both are met.'}
          </dd>
        </dl>
      ) : (
        <p className="mt-2">{sentence(a.words)}</p>
      )}
      {a.needsCall ? (
        <div className="mt-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
          <p className="font-semibold">
            Under 4 hours on most of her first two weeks: call her about the fit, or send her the offer of
            help.
          </p>
          <div className="mt-2">
            <Button
              onClick={() =>
                void send({}, 'help').then((ok) => ok && setDone('The offer of help was e-mailed to her.'))
              }
              disabled={busy}
            >
              E-mail her the offer of help
            </Button>
          </div>
        </div>
      ) : null}
      {a.dateOfService ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <form
            onSubmit={importFile}
            aria-label="Import a usage report"
            className="grid content-start gap-2"
            noValidate
          >
            <div>
              <label htmlFor="usage-report" className="block font-semibold">
                Usage report (CSV)
              </label>
              <p id="usage-report-hint" className="text-sm text-slate-700">
                ResMed AirView’s usage export, Philips Care Orchestrator’s therapy export, or a file of
                date,hours. Only each night and its use are kept.
              </p>
              <input
                id="usage-report"
                name="report"
                type="file"
                accept=".csv,text/csv"
                aria-describedby="usage-report-hint"
                className="mt-1 block w-full"
              />
            </div>
            <div>
              <Button type="submit" kind="primary" disabled={busy}>
                Import
              </Button>
            </div>
          </form>
          <form
            onSubmit={enterNight}
            aria-label="Enter one night"
            className="grid content-start gap-2"
            noValidate
          >
            <Field id="night-date" name="night" type="date" label="Night of" max={storeDay()} />
            <div className="grid grid-cols-2 gap-2">
              <Field id="night-hours" name="hours" label="Hours" inputMode="numeric" maxLength={2} />
              <Field id="night-minutes" name="minutes" label="Minutes" inputMode="numeric" maxLength={2} />
            </div>
            <div>
              <Button type="submit" disabled={busy}>
                Record the night
              </Button>
            </div>
          </form>
        </div>
      ) : null}
      <div className="mt-3" aria-live="polite">
        {done ? <p>{done}</p> : null}
      </div>
      {problem ? (
        // A file's refusal names each bad row: a list, so it is a block of its own rather than the one-line Problem.
        <div
          role="alert"
          className="rounded-lg border-2 border-red-300 bg-red-50 p-3 font-semibold text-red-900"
        >
          <p>{problem}</p>
          {problems.length > 1 ? (
            <ul className="mt-2 list-disc pl-5 font-normal">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {a.nights.length ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">The nights recorded</summary>
          <ol className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3">
            {a.nights.map((n) => (
              <li key={n.night}>
                {formatDay(n.night)}: {hoursAndMinutes(n.minutes)}
                {n.minutes >= 240 ? '' : ' (under 4 h)'}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

const stateWords: Record<TherapyPatient['state'], string> = {
  'needs-call': 'Needs a call',
  missed: 'Cannot meet the rule any more',
  'no-use': 'No use imported yet',
  visit: 'Use met; the re-evaluation visit still to record',
  'on-track': 'On track',
  met: 'Met',
};

/**
 * The daily list: every CPAP or bilevel in its first 90 days, those who need a call first, then those whose rule can
 * no longer be met, whose report is still to import, whose visit is still to record; each opened from its order.
 */
export function TherapyList() {
  const { data, problem } = useApi('/therapy', therapyList);
  const patients = data?.patients ?? null;
  const groups = (Object.keys(stateWords) as TherapyPatient['state'][])
    .map((state) => ({ state, rows: (patients ?? []).filter((p) => p.state === state) }))
    .filter((g) => g.rows.length);
  return (
    <div>
      <h1 className="text-2xl font-bold">CPAP use, first 90 days</h1>
      <p className="mt-1 text-slate-700">
        Each CPAP or bilevel from its date of service to day 91. Open the order to import her report or offer
        help.
      </p>
      <Problem>{problem}</Problem>
      {patients === null ? (
        problem ? null : (
          <p className="mt-3">Loading…</p>
        )
      ) : patients.length === 0 ? (
        <p className="mt-3">No CPAP is in its first 90 days.</p>
      ) : (
        groups.map((g) => (
          <section key={g.state} aria-labelledby={`therapy-${g.state}`} className="mt-4">
            <h2 id={`therapy-${g.state}`} className="text-lg font-bold">
              {stateWords[g.state]} ({g.rows.length})
            </h2>
            <ul className="mt-2 space-y-2">
              {g.rows.map((p) => (
                <li key={p.orderNumber} className="rounded-xl border border-slate-300 bg-white p-3">
                  <a href={`/admin/orders/${p.orderNumber}`} onClick={follow} className={linkClass}>
                    {p.orderNumber}
                  </a>{' '}
                  · {p.patient} · day {p.day} of 90{p.language === 'es' ? ' · Spanish' : ''}
                  <p className="text-sm text-slate-700">
                    {sentence(p.words)}{' '}
                    {p.reevaluatedOn
                      ? `Re-evaluated ${formatDay(p.reevaluatedOn)}.`
                      : `Re-evaluation by ${formatDay(p.reevaluationTo)}.`}
                    {p.helpOfferedAt ? ` Offered help ${formatStoreTimeWithZone(p.helpOfferedAt)}.` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
