import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { noteSchema, orderDetailSchema, type OrderDetail } from '@/lib/domain/admin-contract';
import { shippingMethods } from '@/data/facts';
import { answerNote, scheduleWords } from '@/lib/domain/estimate-words';
import english from '@/data/messages/en.json';
import { partBDeductible } from '@/lib/domain/deductible';
import { formatMoney } from '@/lib/domain/money';
import { mailtoLink } from '@/lib/domain/formats';
import { carrierIds, carriers, statusLabels } from '@/lib/domain/order-path';
import { formatStoreDate, formatStoreTimeWithZone } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { DeliveryTicket } from './delivery-ticket';
import { Claims } from './claims';
import { Eligibility } from './eligibility';
import { OrderMoves } from './order-moves';
import { Paperwork } from './paperwork';
import { PickupTicket, Rental } from './rentals';
import { follow } from './route';
import { SealedDetails } from './sealed-details';
import { RefillRecord } from './refills';
import { Adherence } from './therapy';
import { Button, Choice, Field, Problem, linkClass } from './ui';
import { WrittenOrder } from './written-order';

const section = 'rounded-xl border border-slate-300 bg-white p-4';

/** One order: who, what, the figures she was shown, where it is on its path, and everything done to it. */
export function OrderPage({ number }: { number: string }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    api(`/orders/${encodeURIComponent(number)}`, orderDetailSchema).then(
      (answer) => {
        if (!current) return;
        setOrder(answer);
        heading.current?.focus();
      },
      (error: ApiError) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [number]);

  const changed = useCallback((next: OrderDetail) => setOrder(next), []);
  /** Which paper the page prints: the delivery ticket, the request and written order for the practitioner, or a
   * rental's pickup ticket. */
  const [paper, setPaper] = useState<'ticket' | 'written-order' | 'pickup'>('ticket');
  const print = (which: typeof paper) => {
    flushSync(() => setPaper(which));
    window.print();
  };

  if (!order) return problem ? <Problem>{problem}</Problem> : <p aria-busy="true">Loading order {number}…</p>;

  const s = order.shipping;
  const t = order.totals;
  const medicare = order.payer === 'medicare';
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <a href="/admin/" onClick={follow} className={linkClass}>
          All orders
        </a>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
          Order <span className="font-mono">{order.orderNumber}</span>: {statusLabels[order.status]}
        </h1>
        <p className="text-slate-700">
          {medicare ? 'Medicare' : 'Card'} order, placed {formatStoreTimeWithZone(order.placedAt)}, in{' '}
          {order.language === 'es' ? 'Spanish: her papers print in Spanish' : 'English'}
        </p>
        {order.patient ? (
          <p>
            <a href={`/admin/patients/${order.patient.id}`} onClick={follow} className={linkClass}>
              {order.patient.name}’s record
            </a>
            : {order.patient.orders} {order.patient.orders === 1 ? 'order' : 'orders'}
            {order.patient.balance ? `, ${formatMoney(order.patient.balance)} owed in all` : ', nothing owed'}
          </p>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] print:hidden">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="patient" className={section}>
            <h2 id="patient" className="text-lg font-bold">
              Patient
            </h2>
            <p className="mt-2">
              {s.firstName} {s.lastName}
              <br />
              {s.address}, {s.city}, {s.state} {s.zipCode}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-6">
              <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {s.phone}
              </a>
              {mailtoLink(s.email) ? (
                <a href={mailtoLink(s.email) ?? undefined} className={linkClass}>
                  {s.email}
                </a>
              ) : (
                <span>{s.email} (not an address a link can be made to)</span>
              )}
            </p>
          </section>

          <section aria-labelledby="items" className={section}>
            <h2 id="items" className="text-lg font-bold">
              Items
            </h2>
            <div className="overflow-x-auto">
              <table className="mt-2 w-full text-left text-sm sm:text-base">
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1">
                      Item
                    </th>
                    <th scope="col" className="py-1">
                      HCPCS
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Quantity
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Price
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((l) => (
                    <tr key={l.id} className="border-b border-slate-200">
                      <td className="py-1">{l.name}</td>
                      <td className="py-1 font-mono">{l.hcpcs ?? '—'}</td>
                      <td className="py-1 text-right tabular-nums">{l.quantity}</td>
                      <td className="py-1 text-right tabular-nums">
                        {formatMoney(l.unitCents * l.quantity)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-slate-700">
              {shippingMethods.find((m) => m.id === order.shippingMethod)?.name ?? order.shippingMethod}
            </p>
          </section>

          <section aria-labelledby="figures" className={section}>
            <h2 id="figures" className="text-lg font-bold">
              What she was shown at checkout
            </h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
              <dt>Items</dt>
              <dd className="text-right tabular-nums">{formatMoney(t.subtotal)}</dd>
              {medicare ? (
                <>
                  <dt>Billed to Medicare (our price)</dt>
                  <dd className="text-right tabular-nums">−{formatMoney(t.billedToMedicare)}</dd>
                  <dt>Medicare-approved now</dt>
                  <dd className="text-right tabular-nums">{formatMoney(t.medicareApproved)}</dd>
                  <dt>Medicare pays (estimate)</dt>
                  <dd className="text-right tabular-nums">{formatMoney(t.medicarePays)}</dd>
                  <dt>Her share (estimate)</dt>
                  <dd className="text-right tabular-nums">{formatMoney(t.patientShare)}</dd>
                </>
              ) : null}
              <dt>Shipping</dt>
              <dd className="text-right tabular-nums">{formatMoney(t.shipping)}</dd>
              <dt>Tax</dt>
              <dd className="text-right tabular-nums">{formatMoney(t.tax)}</dd>
              <dt className="font-bold">Total</dt>
              <dd className="text-right font-bold tabular-nums">{formatMoney(t.total)}</dd>
            </dl>
            {medicare ? (
              <>
                <p className="mt-3">
                  {answerNote(order.deductible, partBDeductible(new Date(order.placedAt)), english.Estimate)}
                </p>
                {order.rentals.length > 0 ? (
                  <ul className="mt-2 list-disc pl-6">
                    {order.rentals.map((r) => (
                      <li key={r.name}>
                        {r.name}: rented {r.months} months
                        {r.monthlyShare === null ? ', monthly amount to confirm' : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {order.schedule ? (
                  <p className="mt-2" data-testid="payment-schedule">
                    She was shown: {scheduleWords(order.schedule, english.Estimate)}
                  </p>
                ) : null}
              </>
            ) : null}
          </section>

          <Paperwork order={order} onChanged={changed} onPrint={() => print('written-order')} />
          <Eligibility order={order} onChanged={changed} />
          <Claims order={order} onChanged={changed} />
          <Rental order={order} onChanged={changed} onPrint={() => print('pickup')} />
          <Adherence order={order} onChanged={changed} />
          <RefillRecord order={order} />
          <Notes order={order} onChanged={changed} />
          <Timeline order={order} />
        </div>

        <div className="space-y-6">
          <section aria-labelledby="where" className={section}>
            <h2 id="where" className="text-lg font-bold">
              Where it stands
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">Step</dt>
              <dd>{statusLabels[order.status]}</dd>
              <dt className="font-semibold">Paid</dt>
              <dd>
                {formatMoney(order.paid)}
                {order.refunded ? `, ${formatMoney(order.refunded)} refunded` : ''}
              </dd>
              {order.bill !== null ? (
                <>
                  <dt className="font-semibold">Billed</dt>
                  <dd>{formatMoney(order.bill)}, not yet paid</dd>
                </>
              ) : null}
              {order.rental ? (
                <>
                  <dt className="font-semibold">Rental</dt>
                  <dd>
                    Month {order.rental.month} of {order.rental.months}
                    {order.rental.nextBillingDate
                      ? `; next billing date ${formatStoreDate(order.rental.nextBillingDate)}`
                      : ''}
                  </dd>
                </>
              ) : null}
              {order.carrier ? (
                <>
                  <dt className="font-semibold">Carrier</dt>
                  <dd>
                    {carriers[order.carrier].name}
                    {order.trackingNumber ? (
                      order.trackingUrl ? (
                        <>
                          {' '}
                          <a
                            href={order.trackingUrl}
                            className={linkClass}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            {order.trackingNumber}
                          </a>
                        </>
                      ) : (
                        ` ${order.trackingNumber}`
                      )
                    ) : null}
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="mt-4">
              <OrderMoves order={order} onChanged={changed} />
            </div>
            {order.carrier ? <CorrectTracking order={order} onChanged={changed} /> : null}
            <div className="mt-4 border-t border-slate-200 pt-4">
              <Button onClick={() => print('ticket')}>Print the delivery ticket</Button>
            </div>
          </section>
          <SealedDetails order={order} onChanged={changed} />
        </div>
      </div>
      {paper === 'ticket' ? (
        <DeliveryTicket order={order} />
      ) : paper === 'pickup' ? (
        <PickupTicket order={order} />
      ) : (
        <WrittenOrder order={order} />
      )}
    </div>
  );
}

function Notes({ order, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  async function add(event: FormEvent) {
    event.preventDefault();
    const note = noteSchema.safeParse({ text });
    if (!note.success) return setProblem(note.error.issues[0]?.message ?? 'Write the note first.');
    try {
      onChanged(await api(`/orders/${order.orderNumber}/notes`, orderDetailSchema, { body: note.data }));
      setText('');
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }
  return (
    <section aria-labelledby="notes" className={section}>
      <h2 id="notes" className="text-lg font-bold">
        Internal notes
      </h2>
      <p className="text-sm text-slate-700">Only staff see these; they appear in the timeline.</p>
      <form onSubmit={add} className="mt-2 space-y-2">
        <label htmlFor="note" className="block font-semibold">
          New note
        </label>
        <textarea
          id="note"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-full rounded-lg border border-slate-400 p-2"
        />
        <Problem>{problem}</Problem>
        <Button type="submit">Add the note</Button>
      </form>
    </section>
  );
}

const kinds = {
  status: '',
  note: 'Note',
  tracking: 'Tracking corrected',
  opened: 'Sealed details opened',
  email: 'E-mail sent',
  payment: 'Payment',
  document: 'Paperwork',
  eligibility: 'Eligibility',
  claim: 'Claim',
  usage: 'Use of the device',
  refill: 'Refill',
};

function Timeline({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="timeline" className={section}>
      <h2 id="timeline" className="text-lg font-bold">
        Timeline
      </h2>
      <ol className="mt-2 space-y-2">
        {order.timeline.map((e, i) => (
          <li key={i} className="border-l-4 border-slate-300 pl-3">
            <span className="font-semibold">
              {e.status ? statusLabels[e.status] : kinds[e.kind]}
              {e.month && order.rental ? ` (month ${e.month} of ${order.rental.months})` : ''}
            </span>
            {e.detail ? <span>: {e.detail}</span> : null}
            <span className="block text-sm text-slate-700">
              {formatStoreTimeWithZone(e.at)} · {e.staff ?? 'the intake'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CorrectTracking({ order, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      onChanged(
        await api(`/orders/${order.orderNumber}/tracking`, orderDetailSchema, {
          body: { carrier: form.get('carrier'), trackingNumber: String(form.get('tracking') ?? '') },
        }),
      );
      setOpen(false);
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }
  if (!open)
    return (
      <Button className="mt-3" onClick={() => setOpen(true)}>
        Correct the carrier or tracking number
      </Button>
    );
  return (
    <form onSubmit={save} className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
      <Choice id="fix-carrier" name="carrier" label="Carrier" defaultValue={order.carrier ?? 'ups'}>
        {carrierIds.map((c) => (
          <option key={c} value={c}>
            {carriers[c].name}
          </option>
        ))}
      </Choice>
      <Field
        id="fix-tracking"
        name="tracking"
        label="Tracking number"
        defaultValue={order.trackingNumber ?? ''}
        maxLength={60}
      />
      <Problem>{problem}</Problem>
      <div className="flex gap-2">
        <Button type="submit" kind="primary">
          Save the correction
        </Button>
        <Button onClick={() => setOpen(false)}>Keep as it is</Button>
      </div>
    </form>
  );
}
