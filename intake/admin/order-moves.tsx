import { useEffect, useRef, useState, type FormEvent } from 'react';
import { orderDetailSchema, type Move, type OrderDetail } from '@/lib/domain/admin-contract';
import { formatMoney, toCents } from '@/lib/domain/money';
import { carrierIds, carriers, type OrderStatus } from '@/lib/domain/order-path';
import { storeDay } from '@/lib/domain/store-time';
import { api } from './api';
import { Button, Choice, Field, Problem } from './ui';
import { useAction } from './use-action';

/** What each move is called on its button, for this order. */
function moveLabel(order: OrderDetail, to: OrderStatus): string {
  const month = order.rental
    ? ` (month ${order.status === 'paid' ? order.rental.month + 1 : order.rental.month} of ${order.rental.months})`
    : '';
  switch (to) {
    case 'paperwork':
      return 'Paperwork requested from the doctor';
    case 'confirmed':
      return order.payer === 'medicare' ? 'Eligibility and coverage confirmed' : 'Confirmed with the patient';
    case 'paid':
      if (order.payer === 'card') return 'Record a payment taken by phone…';
      return order.status === 'medicare-paid'
        ? 'Nothing to bill: mark paid'
        : 'Record her share paid by phone…';
    case 'shipped':
      return 'Mark shipped…';
    case 'delivered':
      return 'Mark delivered…';
    case 'share-billed': {
      const posted = order.remittances.findLast(
        (r) => r.outcome === 'posted' && r.month === (order.rental?.month ?? 1),
      );
      return `Bill her ${formatMoney(posted?.billed ?? 0)} share${month}, from Medicare’s remittance`;
    }
    case 'closed':
      return 'Close the order';
    case 'cancelled':
      return 'Cancel the order…';
    case 'refunded':
      return 'Refund…';
    default:
      return to;
  }
}

/** Moves that ask for something first (a carrier, an amount, a reason, proof) open a form; the others are made at once. */
function needsForm(order: OrderDetail, to: OrderStatus): boolean {
  return (
    (to === 'confirmed' && (missingPaperwork(order).length > 0 || unanswered(order))) ||
    ['shipped', 'cancelled', 'refunded'].includes(to) ||
    (to === 'paid' && !(order.payer === 'medicare' && order.status === 'medicare-paid')) ||
    (to === 'delivered' && order.payer === 'medicare')
  );
}

/** A Medicare order whose patient Medicare has not yet answered for (not checked, or not matched). */
const unanswered = (order: OrderDetail) =>
  order.payer === 'medicare' && (!order.eligibility || order.eligibility.answer === 'unmatched');

/** The documents Medicare needs before confirming that are neither received nor waived (not one due months later). */
const missingPaperwork = (order: OrderDetail) =>
  order.documents.filter((d) => (d.state === 'needed' || d.state === 'requested') && d.fromMonth === null);

const dollars = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(text) ? toCents(Number(text)) : undefined;
};

/** A step's form, or a bill's correction or voiding. */
type Asking = OrderStatus | 'correct-bill' | 'void-bill';
const billLabels = { 'correct-bill': 'Correct the bill…', 'void-bill': 'Void the bill…' } as const;

/** The moves the order's path allows from here, each a button; a cancellation asks for a reason and a second yes. */
export function OrderMoves({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const { busy, problem, run } = useAction();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (asking) dialog.current?.showModal();
    else dialog.current?.close();
  }, [asking]);

  /** Sends one change to the intake and shows the order as it answers, or its refusal in the form. */
  async function send(path: string, body: unknown) {
    await run(async () => {
      onChanged(await api(`/orders/${order.orderNumber}/${path}`, orderDetailSchema, { body }));
      setAsking(null);
    });
  }

  const move = (to: OrderStatus, detail: Omit<Move, 'to'> = {}) =>
    send('moves', { to, from: order.status, ...detail });

  /** A bill not yet paid, corrected or voided with a reason (the patient is e-mailed a corrected bill). */
  function changeBill(form: FormData) {
    const reason = String(form.get('reason') ?? '');
    return send(
      'bill',
      asking === 'void-bill'
        ? { action: 'void', reason }
        : { action: 'correct', amount: dollars(form.get('amount')) ?? 0, reason },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asking) return;
    const form = new FormData(event.currentTarget);
    if (asking === 'correct-bill' || asking === 'void-bill') return void changeBill(form);
    void move(asking, {
      carrier: (form.get('carrier') as Move['carrier']) ?? undefined,
      trackingNumber: form.has('tracking') ? String(form.get('tracking')) : undefined,
      amount: form.has('amount') ? dollars(form.get('amount')) : undefined,
      reason: form.has('reason') ? String(form.get('reason')) : undefined,
      proofOfDelivery: form.has('proof') ? form.get('proof') === 'on' : undefined,
      serviceDate: form.has('serviceDate') ? String(form.get('serviceDate')) : undefined,
      serials:
        asking === 'delivered'
          ? order.lines.map((l) => ({ id: l.id, serial: String(form.get(`serial-${l.id}`) ?? '').trim() }))
          : undefined,
    });
  }

  if (order.moves.length === 0) return <p className="text-slate-700">This order has no step left.</p>;
  const left = order.paid - order.refunded;
  // What is owed now: her bill, or what is left of a card order's total.
  const owed = order.payer === 'medicare' ? (order.bill ?? 0) : Math.max(0, order.totals.total - order.paid);
  const billOpen = order.status === 'share-billed' && order.bill !== null;
  const title = (a: Asking) =>
    a === 'correct-bill' || a === 'void-bill' ? billLabels[a] : moveLabel(order, a);
  return (
    <div>
      <h3 className="font-bold">Next step</h3>
      <div className="mt-2 flex flex-col gap-2">
        {order.moves.map((to) => (
          <Button
            key={to}
            kind={to === 'cancelled' || to === 'refunded' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => (needsForm(order, to) ? setAsking(to) : void move(to))}
          >
            {moveLabel(order, to)}
          </Button>
        ))}
        {billOpen
          ? (['correct-bill', 'void-bill'] as const).map((a) => (
              <Button key={a} kind="secondary" disabled={busy} onClick={() => setAsking(a)}>
                {billLabels[a]}
              </Button>
            ))
          : null}
      </div>
      {asking === null ? (
        <div className="mt-2">
          <Problem>{problem}</Problem>
        </div>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="move-title"
        onClose={() => setAsking(null)}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-slate-300 p-0 backdrop:bg-slate-900/40"
      >
        {asking ? (
          <form onSubmit={submit} className="space-y-4 p-5">
            <h2 id="move-title" className="text-xl font-bold">
              {title(asking).replace(/…$/, '')}: order {order.orderNumber}
            </h2>
            {asking === 'shipped' ? (
              <>
                <Choice id="carrier" name="carrier" label="Carrier" defaultValue="ups">
                  {carrierIds.map((c) => (
                    <option key={c} value={c}>
                      {carriers[c].name}
                    </option>
                  ))}
                </Choice>
                <Field
                  id="tracking"
                  name="tracking"
                  label="Tracking number"
                  hint="Not needed for our van"
                  maxLength={60}
                />
              </>
            ) : null}
            {asking === 'confirmed' ? (
              <>
                {missingPaperwork(order).length ? (
                  <p className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
                    Still missing:{' '}
                    {missingPaperwork(order)
                      .map((d) => d.name)
                      .join('; ')}
                    . Medicare does not pay for an item without its paperwork: record each in Paperwork, or
                    confirm without it and say why.
                  </p>
                ) : null}
                {unanswered(order) ? (
                  <p className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
                    {order.eligibility
                      ? 'Medicare could not match her with the details sent.'
                      : 'Medicare has not been asked about her coverage yet.'}{' '}
                    Check her eligibility, or confirm without it and say why (a check on the DME MAC’s portal,
                    say).
                  </p>
                ) : null}
                <Field id="reason" name="reason" label="Why confirm without it?" maxLength={500} required />
              </>
            ) : null}
            {asking === 'delivered' ? (
              <Field
                id="service-date"
                name="serviceDate"
                label="Date of service"
                hint={
                  order.shippedOn
                    ? 'The ship date, or the day the carrier delivered it: Medicare’s date of service for an item a carrier took, and the day each rental month is billed from.'
                    : 'The day she signed the delivery ticket: Medicare’s date of service, and the day each rental month is billed from.'
                }
                type="date"
                defaultValue={order.shippedOn ?? storeDay()}
                min={order.shippedOn ?? undefined}
                max={storeDay()}
                required
              />
            ) : null}
            {asking === 'delivered'
              ? order.lines.map((l) => (
                  <Field
                    key={l.id}
                    id={`serial-${l.id}`}
                    name={`serial-${l.id}`}
                    label={`Serial or lot number: ${l.name}`}
                    hint="As on the equipment or its box; it prints on the delivery and pickup tickets."
                    maxLength={60}
                  />
                ))
              : null}
            {asking === 'delivered' ? (
              <label className="flex items-start gap-3">
                <input type="checkbox" name="proof" required className="mt-1 size-5" />
                <span>
                  {order.shippedOn
                    ? 'The carrier’s record that it was delivered to her address (its tracking, with the day) is kept: Medicare’s proof of delivery.'
                    : 'The delivery ticket is signed by the patient (or her representative) and kept: Medicare’s proof of delivery.'}
                </span>
              </label>
            ) : null}
            {asking === 'paid' ? (
              <Field
                id="amount"
                name="amount"
                label="Amount paid ($)"
                hint={`${formatMoney(owed)} is owed. Less is recorded as a part payment; more is refused.`}
                inputMode="decimal"
                defaultValue={(owed / 100).toFixed(2)}
                required
              />
            ) : null}
            {asking === 'correct-bill' ? (
              <>
                <Field
                  id="amount"
                  name="amount"
                  label="The corrected share ($)"
                  hint={`The bill is ${formatMoney(order.bill ?? 0)} now. She is e-mailed the corrected bill, and Pay a Bill shows the new amount.`}
                  inputMode="decimal"
                  required
                />
                <Field id="reason" name="reason" label="Why is it corrected?" maxLength={500} required />
              </>
            ) : null}
            {asking === 'void-bill' ? (
              <>
                <p>
                  The bill of {formatMoney(order.bill ?? 0)} is withdrawn: the order goes back to “Medicare
                  paid”, to bill her again or mark nothing to bill.
                </p>
                <Field id="reason" name="reason" label="Why is it voided?" maxLength={500} required />
              </>
            ) : null}
            {asking === 'refunded' ? (
              <>
                <Field
                  id="amount"
                  name="amount"
                  label="Amount to refund ($)"
                  hint={`At most ${formatMoney(left)}. A card payment is refunded to the card through Stripe.`}
                  inputMode="decimal"
                  defaultValue={(left / 100).toFixed(2)}
                  required
                />
                <Field id="reason" name="reason" label="Why" maxLength={500} required />
              </>
            ) : null}
            {asking === 'cancelled' ? (
              <>
                <p className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
                  Cancelling cannot be undone. It deletes the order’s sealed details (the Medicare number and
                  the physician) and ends its path
                  {order.paid > order.refunded ? '; the money taken must then be refunded' : ''}.
                </p>
                <Field id="reason" name="reason" label="Why is it cancelled?" maxLength={500} required />
              </>
            ) : null}
            <Problem>{problem}</Problem>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" kind={asking === 'cancelled' ? 'danger' : 'primary'} disabled={busy}>
                {asking === 'cancelled' ? `Cancel order ${order.orderNumber}` : 'Save'}
              </Button>
              <Button onClick={() => setAsking(null)}>
                {asking === 'cancelled' ? 'Keep the order' : 'Back'}
              </Button>
            </div>
          </form>
        ) : null}
      </dialog>
    </div>
  );
}
