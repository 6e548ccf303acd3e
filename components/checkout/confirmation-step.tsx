import { CheckCircle2, Printer } from 'lucide-react';
import { ORDER_NUMBER } from '@/data/checkout';
import { facts } from '@/data/facts';
import { formatMoney } from '@/lib/money';
import type { PlacedOrder } from '@/lib/order-snapshot';
import { showOrderTrackingToast } from '@/components/layout/support-actions';
import { Button, ButtonLink } from '@/components/ui/button';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const physician = order.physicianName ? `Your physician, ${order.physicianName},` : 'Your physician';
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden className="size-6 shrink-0" />
        Thank you{order.shippingName ? `, ${order.shippingName}` : ''}! Your order has been placed.
      </p>
      <p className="mt-2">
        Order number: <strong data-testid="order-number">{ORDER_NUMBER}</strong>
      </p>
      <p className="mt-1 text-slate-700">You will receive a confirmation email shortly.</p>
      <p className="mt-3 text-lg font-bold">
        {order.medicareApplied ? 'Estimated order total' : 'Order total'}: {formatMoney(order.totals.total)}
      </p>
      <p className="mt-1 text-slate-700">{order.shippingMethod}</p>
      {order.medicareApplied ? (
        <section
          aria-labelledby="next-steps"
          className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
        >
          <h3 id="next-steps" className="text-lg font-bold">
            What happens next with Medicare
          </h3>
          <p className="mt-1 text-slate-800">
            The total is an estimate: it assumes your Part B deductible is met and Medicare pays{' '}
            {facts.medicare.coveragePercent}% ({formatMoney(order.totals.medicareSavings)}) of the eligible
            items. We confirm what you pay before we bill you.
          </p>
          <ol className="mt-3 list-decimal space-y-2 pl-6">
            <li>{physician} sends us the prescription and the documents Medicare asks for.</li>
            <li>We check your Medicare Part B coverage and how much of your deductible is left.</li>
            <li>
              A specialist calls you within {facts.replyWithin} ({facts.phoneSupportHours.summary}) to confirm
              your share and delivery. Questions before then:{' '}
              <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
                {facts.phone}
              </a>
              .
            </li>
          </ol>
        </section>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden className="size-5" />
          Print order summary
        </Button>
        <Button variant="secondary" onClick={showOrderTrackingToast}>
          Track Order
        </Button>
        <ButtonLink href="/products/">Continue Shopping</ButtonLink>
      </div>
    </div>
  );
}
