'use client';

import { formatStoreTime } from '@/lib/domain/store-time';
import { useState } from 'react';
import { callIntake } from '@/lib/browser/intake-client';
import {
  nextStatuses,
  statusChangedSchema,
  type InboxOrder,
  type OrderStatus,
  type StatusChanged,
} from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import { open } from '@/lib/domain/sealing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { ChangeProblem, useStatusChange } from './status-change';

function SealedDetails({ order, keys }: { order: InboxOrder; keys: CryptoKeyPair | null }) {
  const [opened, setOpened] = useState<Record<string, string> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sealed = order.sealed.card ?? order.sealed.medicare;
  if (!sealed)
    return <p className="text-slate-700">Card details deleted (paid, cancelled or over 14 days old).</p>;
  if (opened)
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 rounded-lg bg-amber-50 p-3">
        {Object.entries(opened).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd data-testid={`sealed-${k}`}>{v}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!keys}
        onClick={() =>
          keys &&
          open(keys, sealed).then(setOpened, () => setProblem('These details do not open with this key.'))
        }
      >
        Open {order.sealed.card ? 'card' : 'Medicare'} details
      </Button>
      {problem ? <p className="mt-1 font-semibold text-red-800">{problem}</p> : null}
    </div>
  );
}

function OrderCard({
  order,
  token,
  keys,
  onChange,
}: {
  order: InboxOrder;
  token: string;
  keys: CryptoKeyPair | null;
  onChange: (answer: StatusChanged) => void;
}) {
  const [tracking, setTracking] = useState('');
  const { sending, problem, change } = useStatusChange(
    (status: OrderStatus) =>
      callIntake(`/inbox/orders/${order.orderNumber}/status`, statusChangedSchema, {
        token,
        body:
          status === 'shipped' && tracking.trim() ? { status, trackingNumber: tracking.trim() } : { status },
      }),
    onChange,
  );
  const s = order.shipping;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-order={order.orderNumber}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">{order.orderNumber}</h3>
        <p>
          <strong data-testid="order-status">{order.status}</strong> · placed{' '}
          {formatStoreTime(order.placedAt)} · {order.paymentMethod === 'medicare' ? 'Medicare' : 'card'} ·{' '}
          {order.shippingMethod}
        </p>
      </div>
      <p className="mt-2">
        {s.firstName} {s.lastName}, {s.address}, {s.city}, {s.state} {s.zipCode} · {s.phone} · {s.email}
      </p>
      <ul className="mt-2 list-disc pl-6">
        {order.lines.map((l) => (
          <li key={l.id}>
            {l.quantity} × {l.name} (#{l.id}) at {formatMoney(l.unitCents)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Subtotal {formatMoney(order.totals.subtotal)} · shipping {formatMoney(order.totals.shipping)} · tax{' '}
        {formatMoney(order.totals.tax)}
        {order.paymentMethod === 'medicare'
          ? ` · billed to Medicare −${formatMoney(order.totals.billedToMedicare)} (approved ${formatMoney(order.totals.medicareApproved)}, Medicare pays ${formatMoney(order.totals.medicarePays)}) · patient's estimated share ${formatMoney(order.totals.patientShare)}`
          : ''}{' '}
        · <strong>total {formatMoney(order.totals.total)}</strong>
      </p>
      <div className="mt-3">
        <SealedDetails order={order} keys={keys} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {order.events.map((e) => `${e.status} ${formatStoreTime(e.at)}`).join(' → ')}
        {order.trackingNumber ? ` · tracking ${order.trackingNumber}` : ''}
      </p>
      {nextStatuses[order.status].length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {nextStatuses[order.status].includes('shipped') ? (
            <Input
              aria-label={`Carrier tracking number for ${order.orderNumber}`}
              placeholder="Carrier tracking number"
              className="max-w-64"
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
            />
          ) : null}
          {nextStatuses[order.status].map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'cancelled' ? 'ghost' : 'primary'}
              disabled={sending !== null}
              onClick={() => change(status)}
            >
              {sending === status ? `Marking ${status}…` : `Mark ${status}`}
            </Button>
          ))}
        </div>
      ) : null}
      <ChangeProblem problem={problem} />
    </li>
  );
}

export function InboxOrders(props: {
  orders: InboxOrder[];
  token: string;
  keys: CryptoKeyPair | null;
  onChange: (answer: StatusChanged) => void;
}) {
  return (
    <section aria-labelledby="inbox-orders">
      <h2 id="inbox-orders" className="text-2xl font-bold">
        Orders ({props.orders.length})
      </h2>
      <ul className="mt-4 space-y-4">
        {props.orders.map((o) => (
          <OrderCard
            key={o.orderNumber}
            order={o}
            token={props.token}
            keys={props.keys}
            onChange={props.onChange}
          />
        ))}
      </ul>
    </section>
  );
}
