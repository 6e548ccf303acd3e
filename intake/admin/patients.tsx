import type { FormEvent } from 'react';
import { patientListSchema, patientPageSchema, type PatientPage } from '@/lib/domain/admin-contract';
import { formatMoney } from '@/lib/domain/money';
import { statusLabels } from '@/lib/domain/order-path';
import { formatDay, formatStoreDate, storeDay } from '@/lib/domain/store-time';
import { api } from './api';
import { checkAnswers } from './eligibility';
import { follow, go } from './route';
import { Button, Field, Problem, linkClass } from './ui';
import { PhoneRefills } from './phone-refill';
import { useApi } from './use-api';
import { useAction } from './use-action';

const section = 'rounded-xl border border-slate-300 bg-white p-4';

/** A phone's ten digits as staff dial them. */
export const phone = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** Patients found by name (either way round, with or without accents), e-mail or phone. */
export function Patients({ search }: { search: string }) {
  const q = new URLSearchParams(search).get('q') ?? '';
  const { data, problem } = useApi(q ? `/patients?q=${encodeURIComponent(q)}` : null, patientListSchema);
  const found = data?.patients ?? [];
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    go(`/admin/patients${typed ? `?q=${encodeURIComponent(typed)}` : ''}`);
  }
  return (
    <div>
      <h1 className="text-2xl font-bold">Patients</h1>
      <form role="search" onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
        <Field
          id="patient-q"
          name="q"
          label="Find a patient"
          hint="Her name (either way round), e-mail or phone."
          defaultValue={q}
        />
        <Button type="submit">Find</Button>
      </form>
      <Problem>{problem}</Problem>
      {q && found.length === 0 && !problem ? <p className="mt-3">No patient found for “{q}”.</p> : null}
      <ul className="mt-3 space-y-2">
        {found.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-300 bg-white p-3">
            <a href={`/admin/patients/${p.id}`} onClick={follow} className={linkClass}>
              {p.name}
            </a>{' '}
            · {phone(p.phone)} · {p.email} · {p.orders} {p.orders === 1 ? 'order' : 'orders'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One patient: how to reach her, what she owes, her orders, and the documents received on them. */
export function Patient({ id }: { id: string }) {
  const { data: patient, setData: setPatient, problem } = useApi(`/patients/${id}`, patientPageSchema);
  if (!patient) return problem ? <Problem>{problem}</Problem> : <p aria-busy="true">Loading…</p>;
  const a = patient.address;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">
        {patient.firstName} {patient.lastName}
      </h1>
      <section aria-labelledby="patient-details" className={section}>
        <h2 id="patient-details" className="text-lg font-bold">
          Her details
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
          <dt className="font-semibold">Phone</dt>
          <dd>{phone(patient.phone)}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>{patient.email}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>
            {a.address}, {a.city}, {a.state} {a.zipCode}
          </dd>
          <dt className="font-semibold">Language</dt>
          <dd>{patient.language === 'es' ? 'Spanish: her papers print in Spanish' : 'English'}</dd>
          <dt className="font-semibold">A patient since</dt>
          <dd>{formatStoreDate(patient.since)}</dd>
          <dt className="font-semibold">Balance</dt>
          <dd data-testid="patient-balance">{formatMoney(patient.balance)}</dd>
          <dt className="font-semibold">Medicare number</dt>
          <dd>
            {patient.medicareOn ? (
              <>
                Sealed with order{' '}
                <a href={`/admin/orders/${patient.medicareOn}`} onClick={follow} className={linkClass}>
                  {patient.medicareOn}
                </a>
              </>
            ) : (
              'None on file'
            )}
          </dd>
          <dt className="font-semibold">Eligibility</dt>
          <dd data-testid="patient-eligibility">
            {patient.lastCheck ? (
              <>
                {checkAnswers[patient.lastCheck.answer]}
                {patient.lastCheck.deductibleLeft !== null
                  ? `, ${formatMoney(patient.lastCheck.deductibleLeft)} of her deductible left`
                  : ''}
                {patient.lastCheck.qmb ? ', a QMB: she is billed no share' : ''} · checked by{' '}
                {patient.lastCheck.staff}, {formatStoreDate(patient.lastCheck.at)}, on order{' '}
                <a
                  href={`/admin/orders/${patient.lastCheck.orderNumber}`}
                  onClick={follow}
                  className={linkClass}
                >
                  {patient.lastCheck.orderNumber}
                </a>
              </>
            ) : (
              'Not checked yet'
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="patient-orders" className={section}>
        <h2 id="patient-orders" className="text-lg font-bold">
          Her orders
        </h2>
        <ul className="mt-2 space-y-1">
          {patient.orders.map((o) => (
            <li key={o.orderNumber}>
              <a href={`/admin/orders/${o.orderNumber}`} onClick={follow} className={linkClass}>
                {o.orderNumber}
              </a>{' '}
              · {formatStoreDate(o.placedAt)} · {o.payer === 'medicare' ? 'Medicare' : 'Card'} ·{' '}
              {statusLabels[o.status]}
              {o.language === 'es' ? ' · Spanish' : ''}
              {o.owed ? ` · owes ${formatMoney(o.owed)}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="patient-documents" className={section}>
        <h2 id="patient-documents" className="text-lg font-bold">
          Documents on file
        </h2>
        {patient.documents.length === 0 ? (
          <p className="mt-2">None received yet.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {patient.documents.map((d) => (
              <li key={`${d.orderNumber}-${d.kind}`}>
                {d.name}, signed {formatDay(d.signedOn)} · with order{' '}
                <a href={`/admin/orders/${d.orderNumber}`} onClick={follow} className={linkClass}>
                  {d.orderNumber}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Supplies patient={patient} onChanged={setPatient} />
    </div>
  );
}

const supplyStates: Record<PatientPage['supplies'][number]['state'], string> = {
  lasting: 'lasting',
  ask: 'she may be asked about a refill now',
  ship: 'a refill she asks for may ship now',
  out: 'run out',
};

/**
 * Her supplies on Medicare's replacement schedule: each one's last delivery, the day it runs out and the days from
 * which she may be asked and a refill shipped; and her answer about refill reminders, recorded with the day she gave it.
 */
function Supplies({ patient, onChanged }: { patient: PatientPage; onChanged: (p: PatientPage) => void }) {
  const { busy, problem, setProblem, run } = useAction();
  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = form.get('answer');
    if (answer !== 'yes' && answer !== 'no')
      return setProblem('Say whether she wants the reminders: yes or no.');
    await run(async () => {
      onChanged(
        await api(`/patients/${patient.id}/reminders`, patientPageSchema, {
          body: { answer, on: String(form.get('on') ?? '') },
        }),
      );
    });
  }
  const r = patient.reminders;
  return (
    <section aria-labelledby="patient-supplies" className={section}>
      <h2 id="patient-supplies" className="text-lg font-bold">
        Supplies and refills
      </h2>
      {patient.supplies.length === 0 ? (
        <p className="mt-2">Nothing on a replacement schedule has been delivered to her yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {patient.supplies.map((s) => (
            <li key={s.code} data-testid={`supply-${s.code}`}>
              <span className="font-semibold">{s.name}</span> ({s.code}): {s.quantity} delivered{' '}
              {formatDay(s.deliveredOn)} with order{' '}
              <a href={`/admin/orders/${s.orderNumber}`} onClick={follow} className={linkClass}>
                {s.orderNumber}
              </a>
              ; runs out {formatDay(s.endsOn)}. Ask her from {formatDay(s.contactFrom)}, ship from{' '}
              {formatDay(s.shipFrom)}: {supplyStates[s.state]}. Reminder: {s.reminder}.
            </li>
          ))}
        </ul>
      )}
      <PhoneRefills patient={patient} onChanged={onChanged} />
      <p className="mt-3" data-testid="patient-reminders">
        Refill reminders:{' '}
        {r
          ? `${r.answer === 'yes' ? 'yes' : 'no'}, she said on ${formatDay(r.on)} (recorded by ${r.by}).`
          : 'never asked: she is sent none until she says yes.'}
      </p>
      <form
        onSubmit={record}
        aria-label="Her answer about refill reminders"
        className="mt-2 grid gap-2 sm:max-w-md"
        noValidate
      >
        <fieldset>
          <legend className="font-semibold">Does she want an e-mail when a refill is due?</legend>
          <label className="mr-4 inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="answer" value="yes" defaultChecked={r?.answer === 'yes'} /> Yes
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="answer" value="no" defaultChecked={r?.answer === 'no'} /> No
          </label>
        </fieldset>
        <Field
          id="reminders-on"
          name="on"
          type="date"
          label="The day she said so"
          defaultValue={storeDay()}
          max={storeDay()}
        />
        <div>
          <Button type="submit" kind="primary" disabled={busy}>
            Record her answer
          </Button>
        </div>
        <Problem>{problem}</Problem>
      </form>
    </section>
  );
}
