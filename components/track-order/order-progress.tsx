import { formatStoreTime } from '@/lib/domain/store-time';
import type { ReactNode } from 'react';
import type { OrderStatus, TrackResponse } from '@/lib/domain/intake-contract';

const labels: Record<OrderStatus, string> = {
  received: 'Order received',
  confirmed: 'Confirmed with you',
  paid: 'Payment taken',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order's status and the date of each step, as the tracking page shows them. */
export function OrderProgress({ order, doneIcon }: { order: TrackResponse; doneIcon: ReactNode }) {
  return (
    <section aria-labelledby="order-progress" className="rounded-xl border border-slate-200 p-5">
      <h2 id="order-progress" className="text-xl font-bold">
        Order {order.orderNumber}: {labels[order.status].toLowerCase()}
      </h2>
      <ol className="mt-4 space-y-3">
        {order.events.map((e) => (
          <li key={`${e.status}-${e.at}`} className="flex items-start gap-3">
            {doneIcon}
            <span>
              <span className="block font-semibold">{labels[e.status]}</span>
              <span className="block text-slate-700">{formatStoreTime(e.at)} (Eastern time)</span>
            </span>
          </li>
        ))}
      </ol>
      {order.trackingNumber ? (
        <p className="mt-4 text-lg">
          Carrier tracking number: <strong className="break-all">{order.trackingNumber}</strong>
        </p>
      ) : null}
    </section>
  );
}
