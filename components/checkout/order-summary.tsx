import { formatMoney } from '@/lib/money';
import type { OrderTotals } from '@/lib/checkout';
import { site } from '@/data/site';

export function OrderSummary({
  totals,
  itemCount,
  medicareApplied,
}: {
  totals: OrderTotals;
  itemCount: number;
  medicareApplied: boolean;
}) {
  const row = 'flex justify-between gap-4 py-1';
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-32"
    >
      <h2 id="order-summary" className="text-xl font-bold">
        Order Summary
      </h2>
      <dl className="mt-3">
        <div className={row}>
          <dt>
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>Shipping</dt>
          <dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}</dd>
        </div>
        <div className={row}>
          <dt>Tax (8%)</dt>
          <dd>{formatMoney(totals.tax)}</dd>
        </div>
        {medicareApplied ? (
          <div className={`${row} font-semibold text-emerald-800`}>
            <dt>Medicare savings (80% of eligible items)</dt>
            <dd>-{formatMoney(totals.medicareSavings)}</dd>
          </div>
        ) : null}
        <div className={`${row} mt-2 border-t border-slate-300 pt-3 text-lg font-bold`}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Free shipping on orders over ${site.freeShippingThreshold} nationwide.
      </p>
    </section>
  );
}
