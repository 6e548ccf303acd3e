import { useState, type FormEvent } from 'react';
import {
  documentSealKey,
  npiRecordSchema,
  orderDetailSchema,
  type NpiRecord,
  type OrderDetail,
  type OrderDocument,
} from '@/lib/domain/admin-contract';
import { npiDigits, npiProblem } from '@/lib/domain/npi';
import { diagnosisCodes } from '@/lib/domain/paperwork';
import { seal } from '@/lib/domain/sealing';
import { formatDay, formatStoreDate, storeDay } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { DocumentFile } from './document-file';
import { storedKeys } from './keys';
import { Button, Field, Problem, linkClass } from './ui';
import { useAction } from './use-action';

const section = 'rounded-xl border border-slate-300 bg-white p-4';

/** Where a document stands, in words. */
function standing(d: OrderDocument): string {
  switch (d.state) {
    case 'needed':
      return 'Needed: not yet asked for.';
    case 'requested':
      return `Requested on ${formatStoreDate(d.requestedAt ?? '')}${d.followUpOn ? `; ask again on ${formatDay(d.followUpOn)}` : ''}.`;
    case 'received':
      return `Received: signed ${formatDay(d.signedOn ?? '')}.`;
    case 'waived':
      return `Waived: ${d.reason ?? ''}.`;
  }
}

type Action = 'request' | 'receive' | 'waive';
const actionLabels: Record<Action, string> = {
  request: 'Request…',
  receive: 'Record received…',
  waive: 'Waive…',
};

/**
 * What Medicare needs on file for the order's items, each document where it stands, asked for, recorded as
 * received or waived here; the order is confirmed once each is in.
 */
export function Paperwork({
  order,
  onChanged,
  onPrint,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
  onPrint: () => void;
}) {
  if (order.documents.length === 0) return null;
  // What the order waits on now, and what a later month's claim needs (a CPAP's re-evaluation visit).
  const first = order.documents.filter((d) => d.fromMonth === null);
  const later = order.documents.filter((d) => d.fromMonth !== null);
  const done = first.filter((d) => d.state === 'received' || d.state === 'waived').length;
  return (
    <section aria-labelledby="paperwork" className={section}>
      <h2 id="paperwork" className="text-lg font-bold">
        Paperwork Medicare needs
      </h2>
      <p className="text-slate-700">
        {done} of {first.length} in.{' '}
        {done < first.length
          ? 'The order is confirmed once each is received or waived.'
          : 'Everything Medicare needs is on file.'}
      </p>
      <ul className="mt-3 space-y-4">
        {first.map((d) => (
          <DocumentItem key={d.kind} order={order} doc={d} onChanged={onChanged} />
        ))}
      </ul>
      {later.length ? (
        <>
          <h3 className="mt-4 font-bold">Needed for a later month’s claim</h3>
          <ul className="mt-2 space-y-4">
            {later.map((d) => (
              <DocumentItem key={d.kind} order={order} doc={d} onChanged={onChanged} />
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Button onClick={onPrint}>Print the request and written order for the practitioner</Button>
      </div>
    </section>
  );
}

function DocumentItem({
  order,
  doc,
  onChanged,
}: {
  order: OrderDetail;
  doc: OrderDocument;
  onChanged: (o: OrderDetail) => void;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const { busy, problem, setProblem, run } = useAction();
  const id = `doc-${doc.kind}`;

  /**
   * The change as the intake takes it: whom it was asked from, or who signed it with a written order's NPI and
   * diagnosis codes, checked here and sealed on this device to the store's key; or a sentence saying what is wrong.
   */
  async function changeOf(form: FormData): Promise<Record<string, unknown> | string> {
    const field = (name: string) => String(form.get(name) ?? '').trim();
    if (action === 'waive') return { action, kind: doc.kind, reason: field('reason') };
    const keys = await storedKeys().catch(() => null);
    if (!keys)
      return 'Load the store’s private key file in Sealed details first: whom a document was asked from and who signed it are sealed to it.';
    const sealed = (fields: Record<string, string>, part: 'request' | 'receipt') =>
      seal(keys.publicKey, fields, documentSealKey(order.orderNumber, doc.kind, part));
    if (action === 'request') {
      if (!field('from')) return 'Say whom it was asked from (the practitioner’s office, and how).';
      return {
        action,
        kind: doc.kind,
        sealed: await sealed({ from: field('from') }, 'request'),
        followUpOn: field('followUpOn') || undefined,
      };
    }
    if (!field('signedBy')) return 'Say who signed it.';
    const fields: Record<string, string> = { signedBy: field('signedBy') };
    if (doc.kind === 'written-order') {
      if (!field('npi'))
        return 'Give the practitioner’s NPI from the written order: every claim line carries it.';
      const wrong = npiProblem(field('npi'));
      if (wrong) return wrong;
      const read = diagnosisCodes(field('diagnosis'));
      if ('problem' in read) return read.problem;
      fields.npi = npiDigits(field('npi'));
      fields.diagnosis = read.codes.join(', ');
    }
    return { action, kind: doc.kind, signedOn: field('signedOn'), sealed: await sealed(fields, 'receipt') };
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await changeOf(new FormData(event.currentTarget));
    if (typeof body === 'string') return setProblem(body);
    await run(async () => {
      onChanged(await api(`/orders/${order.orderNumber}/documents`, orderDetailSchema, { body }));
      setAction(null);
    });
  }

  const today = storeDay();
  return (
    <li className="border-l-4 border-slate-300 pl-3" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="font-semibold">
        {doc.name}
      </h3>
      <p className="text-sm text-slate-700">
        For {doc.codes.join(', ')}
        {doc.beforeDelivery ? ', needed before delivery' : ''}
        {doc.fromMonth ? `, needed for month ${doc.fromMonth}’s claim and every one after` : ''}. It shows{' '}
        {doc.shows}.
      </p>
      <p className="mt-1" data-testid={`${id}-state`}>
        {standing(doc)}
      </p>
      {doc.state === 'received' ? <DocumentFile order={order} doc={doc} onChanged={onChanged} /> : null}
      <p className="text-sm">
        {doc.sources.map((s, i) => (
          <span key={s.url + i}>
            {i ? ' · ' : ''}
            <a href={s.url} className={linkClass} target="_blank" rel="noopener noreferrer">
              {s.title.split(':')[0]}
            </a>{' '}
            ({formatDay(s.date)})
          </span>
        ))}
      </p>
      {action === null ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {(['request', 'receive', 'waive'] as const).map((a) => (
            <Button
              key={a}
              onClick={() => setAction(a)}
              aria-label={`${actionLabels[a].replace('…', '')}: ${doc.name}`}
            >
              {actionLabels[a]}
            </Button>
          ))}
        </div>
      ) : (
        <form
          onSubmit={save}
          className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3"
          aria-label={`${actionLabels[action].replace('…', '')}: ${doc.name}`}
        >
          {action === 'request' ? (
            <>
              <Field
                id={`${id}-from`}
                name="from"
                label="Asked from"
                hint="The practitioner’s office and how: “Dr. Patel’s office, fax 718-555-0199”"
                maxLength={200}
                required
              />
              <Field
                id={`${id}-follow-up`}
                name="followUpOn"
                label="Ask again on"
                hint="Two days from today unless you choose another day"
                type="date"
                min={today}
              />
            </>
          ) : null}
          {action === 'receive' ? (
            <>
              <Field
                id={`${id}-signed-on`}
                name="signedOn"
                label={doc.kind === 'written-order' ? 'Order date (signed on)' : 'Dated'}
                type="date"
                max={today}
                required
              />
              <Field id={`${id}-signed-by`} name="signedBy" label="Signed by" maxLength={120} required />
              {doc.kind === 'written-order' ? (
                <>
                  <Field
                    id={`${id}-npi`}
                    name="npi"
                    label="Practitioner’s NPI"
                    hint="Ten digits; its last digit is checked"
                    inputMode="numeric"
                    maxLength={20}
                    required
                  />
                  <NpiLookup />
                  <Field
                    id={`${id}-diagnosis`}
                    name="diagnosis"
                    label="Diagnosis codes (ICD-10-CM)"
                    hint="As the order gives them, separated by commas: G47.33"
                    maxLength={120}
                    required
                  />
                </>
              ) : null}
            </>
          ) : null}
          {action === 'waive' ? (
            <Field id={`${id}-reason`} name="reason" label="Why is it not needed?" maxLength={500} required />
          ) : null}
          <Problem>{problem}</Problem>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" kind="primary" disabled={busy}>
              Save
            </Button>
            <Button onClick={() => setAction(null)}>Back</Button>
          </div>
        </form>
      )}
    </li>
  );
}

/**
 * Looks the NPI typed above up in CMS's NPI Registry, through the intake (only the number is sent), to compare the
 * practitioner it names with the written order.
 */
function NpiLookup() {
  const [found, setFound] = useState<NpiRecord | null>(null);
  const [problem, setProblem] = useState('');
  async function lookUp(button: HTMLButtonElement) {
    const field = button.form?.elements.namedItem('npi');
    const npi = field instanceof HTMLInputElement ? field.value.trim() : '';
    setFound(null);
    const wrong = npi ? npiProblem(npi) : 'Type the NPI first.';
    if (wrong) return setProblem(wrong);
    try {
      setFound(await api('/npi', npiRecordSchema, { body: { npi } }));
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }
  return (
    <div>
      <Button onClick={(e) => void lookUp(e.currentTarget)}>Look it up in CMS’s NPI Registry</Button>
      <div aria-live="polite" className="mt-2">
        {found ? (
          <p data-testid="npi-record">
            NPI {found.npi}: {found.name}
            {found.credential ? `, ${found.credential}` : ''}
            {found.specialty ? ` · ${found.specialty}` : ''}
            {found.address ? ` · ${found.address}` : ''}
            {found.phone ? ` · ${found.phone}` : ''} ·{' '}
            {found.active ? 'active' : 'not active: Medicare will not pay an order under it'}
          </p>
        ) : null}
      </div>
      <Problem>{problem}</Problem>
    </div>
  );
}
