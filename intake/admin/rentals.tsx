import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { dueClaimSchema, orderDetailSchema, type OrderDetail } from '@/lib/domain/admin-contract';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { AddressBlock, Blank, ItemLines, PaperHeader } from './print-parts';
import { follow } from './route';
import { Button, Choice, Field, Problem, linkClass } from './ui';
import { useApi } from './use-api';

const section = 'rounded-xl border border-slate-300 bg-white p-4';
const dueList = z.object({ due: z.array(dueClaimSchema) });

const itemStates = {
  billing: 'billed monthly',
  owned: 'hers from',
  serviced: 'billing stopped; serviced until',
  ended: 'rental ended',
} as const;

const endReasons = {
  returned: 'The equipment was returned (not needed any more)',
  hospital: 'She went into hospital or a nursing home',
  death: 'She died',
  other: 'Another reason (say which in the note)',
} as const;

/**
 * The order's rented items, each with its own count (a capped rental's 13 months, oxygen's 36) and where it
 * stands; a rental ended early from here, and its pickup ticket printed.
 */
export function Rental({
  order,
  onChanged,
  onPrint,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
  onPrint: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const rental = order.rental;
  if (!rental || order.payer !== 'medicare') return null;

  async function end(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      onChanged(
        await api(`/orders/${order.orderNumber}/rental-end`, orderDetailSchema, {
          method: 'POST',
          body: { on: form.get('on'), reason: form.get('reason'), note: form.get('note') ?? '' },
        }),
      );
      setProblem('');
      setAsking(false);
    } catch (error) {
      setProblem((error as ApiError).message);
    } finally {
      setBusy(false);
    }
  }

  const open =
    !rental.ended && rental.deliveredAt && !['closed', 'cancelled', 'refunded'].includes(order.status);
  return (
    <section aria-labelledby="rental" className={section}>
      <h2 id="rental" className="text-lg font-bold">
        Rental
      </h2>
      <ul className="mt-2 space-y-1">
        {rental.items.map((item) => (
          <li key={item.name}>
            <span className="font-semibold">{item.name}</span>: month {item.month} of {item.months},{' '}
            {itemStates[item.state]}
            {item.until ? ` ${formatDay(item.until)}` : ''}.
          </li>
        ))}
      </ul>
      {rental.ended ? (
        <p className="mt-2">
          Ended on {formatDay(rental.ended.on)}: {endReasons[rental.ended.reason].toLowerCase()}
          {rental.ended.note ? `. ${rental.ended.note.replace(/[.\s]+$/, '')}` : ''}. No month billed after it
          is claimed.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {rental.ended ? <Button onClick={onPrint}>Print the pickup ticket</Button> : null}
        {open && !asking ? <Button onClick={() => setAsking(true)}>End the rental early…</Button> : null}
      </div>
      {asking ? (
        <form onSubmit={end} className="mt-3 grid gap-3" aria-label="End the rental early" noValidate>
          <Field
            id="rental-end-on"
            name="on"
            type="date"
            label="The day it ended"
            defaultValue={storeDay()}
          />
          <Choice id="rental-end-reason" name="reason" label="Why" defaultValue="returned">
            {Object.entries(endReasons).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Choice>
          <Field
            id="rental-end-note"
            name="note"
            label="Note (optional)"
            hint="Who hands the equipment back, and where: it prints on the pickup ticket."
          />
          <div className="flex gap-2">
            <Button kind="primary" type="submit" disabled={busy}>
              End the rental
            </Button>
            <Button onClick={() => setAsking(false)}>Back</Button>
          </div>
        </form>
      ) : null}
      <div className="mt-3">
        <Problem>{problem}</Problem>
      </div>
    </section>
  );
}

/** The pickup ticket's words in the patient's language: she, or whoever hands the equipment back, signs it. */
const pickupWords = {
  en: {
    title: 'Pickup ticket',
    order: 'Order',
    ended: 'Rental ended',
    pickUpFrom: 'Pick up from',
    item: 'Item',
    quantity: 'Quantity',
    serial: 'Serial or lot number',
    handed: 'The items above were handed back to the supplier.',
    signature: 'Signature of the patient or the person handing it back',
    date: 'Date',
    name: 'Printed name',
    driver: 'Picked up by (supplier)',
  },
  es: {
    title: 'Comprobante de recogida',
    order: 'Pedido',
    ended: 'El alquiler terminó',
    pickUpFrom: 'Recoger en',
    item: 'Artículo',
    quantity: 'Cantidad',
    serial: 'Número de serie o de lote',
    handed: 'Los artículos de arriba se devolvieron al proveedor.',
    signature: 'Firma del paciente o de quien lo devuelve',
    date: 'Fecha',
    name: 'Nombre en letra de molde',
    driver: 'Recogido por (proveedor)',
  },
} as const;

/**
 * The pickup ticket, shown only when printed: the store, where the rented equipment is picked up, the day the rental
 * ended, each rented item with a cell for its serial or lot number, and lines to sign. In the language she ordered in.
 */
export function PickupTicket({ order }: { order: OrderDetail }) {
  const t = pickupWords[order.language];
  const rented = new Set(order.rental?.items.map((i) => i.name));
  return (
    <article
      aria-label="Pickup ticket"
      lang={order.language === 'es' ? 'es-US' : undefined}
      className="hidden text-black print:block"
    >
      <PaperHeader title={t.title}>
        <p>
          {t.order} {order.orderNumber}
        </p>
        {order.rental?.ended ? (
          <p>
            {t.ended} {formatDay(order.rental.ended.on, order.language)}
          </p>
        ) : null}
      </PaperHeader>
      <AddressBlock title={t.pickUpFrom} order={order} />
      {order.rental?.ended?.note ? <p className="mt-2">{order.rental.ended.note}</p> : null}
      <ItemLines lines={order.lines.filter((l) => rented.has(l.name))} words={t} />
      <p className="mt-6">{t.handed}</p>
      <div className="grid grid-cols-2 gap-x-8">
        <Blank label={t.signature} />
        <Blank label={t.date} />
        <Blank label={t.name} />
        <Blank label={t.driver} />
      </div>
    </article>
  );
}

/**
 * The "due today" queue: each order's month whose billing date has come (month 1 on its date of service, each later
 * month of a rental on its own), its claim not sent yet, oldest first. Each is sent from its order.
 */
export function ClaimsDue() {
  const { data, setData, problem, setProblem } = useApi('/claims/due', dueList);
  const due = data?.due ?? null;
  const [busy, setBusy] = useState(false);
  async function lookNow() {
    setBusy(true);
    try {
      setData(await api('/claims/due', dueList, { method: 'POST', body: {} }));
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    } finally {
      setBusy(false);
    }
  }
  const today = storeDay();
  return (
    <div>
      <h1 className="text-2xl font-bold">Claims due</h1>
      <p className="mt-1 text-slate-700">
        The claims whose day has come, as the hourly schedule finds them. Open the order to send each one.
      </p>
      <div className="mt-2">
        <Button onClick={lookNow} disabled={busy}>
          Look for claims due now
        </Button>
      </div>
      <Problem>{problem}</Problem>
      {due === null ? (
        problem ? null : (
          <p className="mt-3">Loading…</p>
        )
      ) : due.length === 0 ? (
        <p className="mt-3">No claim is due.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {due.map((d) => (
            <li
              key={`${d.orderNumber}-${d.month}`}
              className="rounded-xl border border-slate-300 bg-white p-3"
            >
              <a href={`/admin/orders/${d.orderNumber}`} onClick={follow} className={linkClass}>
                {d.orderNumber}
              </a>{' '}
              · {d.patient} · {d.months ? `month ${d.month} of ${d.months}` : 'the claim'} ·{' '}
              {d.dueOn === today ? 'due today' : `due since ${formatDay(d.dueOn)}`}
              {d.language === 'es' ? ' · Spanish' : ''}
              {d.held ? (
                <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="claim-held">
                  {d.held}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
