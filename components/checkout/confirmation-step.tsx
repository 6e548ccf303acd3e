import { Link } from '@/components/ui/link';
import { CheckCircle2 } from 'lucide-react';
import { ORDER_NUMBER } from '@/data/checkout';
import type { OrderTotals } from '@/lib/checkout';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/components/ui/styles';
import { showOrderTrackingToast } from '@/components/layout/support-actions';
import type { PricedCartLine } from './use-priced-cart';

export interface PlacedOrder {
  lines: PricedCartLine[];
  totals: OrderTotals;
  medicareApplied: boolean;
  shippingName: string;
}

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden className="size-6" />
        Thank you{order.shippingName ? `, ${order.shippingName}` : ''}! Your order has been placed.
      </p>
      <p className="mt-2">
        Order number: <strong data-testid="order-number">{ORDER_NUMBER}</strong>
      </p>
      <p className="mt-1 text-slate-700">You will receive a confirmation email shortly.</p>
      <h3 className="mt-6 text-lg font-bold">What you ordered</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {order.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-4 p-3">
            <span>
              {l.quantity} x {l.name}
            </span>
            <span className="font-semibold">{formatMoney(l.price * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-lg font-bold">Order total: {formatMoney(order.totals.total)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={showOrderTrackingToast}>
          Track Order
        </button>
        <Link href="/products/" className={buttonClass('primary')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
