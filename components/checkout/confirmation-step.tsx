import { SpriteIcon } from '@/components/ui/sprite-icon';
import { facts } from '@/data/facts';
import { partBDeductible } from '@/lib/domain/deductible';
import { formatMoney } from '@/lib/domain/money';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { Button, ButtonLink } from '@/components/ui/button';
import { MedicarePlan } from './medicare-plan';
import { PaymentFollowUp } from './payment-follow-up';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const medicare = order.paymentMethod === 'medicare';
  const call = (
    <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
      {facts.phone}
    </a>
  );
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <SpriteIcon name="done" className="size-6 shrink-0" />
        Thank you{order.shippingName ? `, ${order.shippingName}` : ''}! We have received your order.
      </p>
      <p className="mt-2 text-lg">
        Order number: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p className="mt-1 text-slate-700">
        Keep this number: with your ZIP code it shows your order’s progress on Track Order.
        {order.emailed ? ' We are also e-mailing it to you, with a link to Track Order.' : null}
      </p>
      <p className="mt-3 text-lg font-bold">
        {medicare ? 'Your estimated total' : 'Order total'}: {formatMoney(order.totals.total)}
      </p>
      <p className="mt-1 text-slate-700">{order.shippingMethod}</p>
      {order.payOnline && order.dueNow > 0 && order.receipt ? <PaymentFollowUp order={order} /> : null}
      <section
        aria-labelledby="next-steps"
        className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
      >
        <h3 id="next-steps" className="text-lg font-bold">
          What happens next
        </h3>
        {medicare ? (
          <>
            <div className="mt-1">
              <MedicarePlan
                patientShare={order.totals.patientShare}
                rentals={order.rentals}
                schedule={order.schedule}
                answer={order.deductible}
                deductible={partBDeductible(new Date(order.placedAt))}
              />
            </div>
            <ol className="mt-3 list-decimal space-y-2 pl-6">
              <li>Your physician sends us the prescription and the documents Medicare asks for.</li>
              <li>We check your Medicare Part B coverage and how much of your deductible is left.</li>
              <li>
                A specialist calls you within {facts.replyWithin} ({facts.phoneSupportHours.summary}) to
                confirm your share and delivery
                {order.dueNow > 0 && !order.payOnline
                  ? `, and takes the ${formatMoney(order.dueNow)} for the items Medicare does not cover by card`
                  : null}
                . Questions before then: {call}.
              </li>
            </ol>
          </>
        ) : (
          <ol className="mt-3 list-decimal space-y-2 pl-6">
            <li>
              A specialist calls you within {facts.replyWithin} ({facts.phoneSupportHours.summary}) to confirm
              the order.{' '}
              {order.payOnline
                ? 'You pay on Stripe’s secure page (see Payment above); your card is never typed on our site.'
                : 'They take payment by card over the phone; nothing is charged before.'}
            </li>
            <li>We ship within {facts.shipsWithin} and add the carrier’s tracking number to your order.</li>
            <li>Questions at any time: {call}.</li>
          </ol>
        )}
      </section>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <SpriteIcon name="print" className="size-5" />
          Print order summary
        </Button>
        <ButtonLink locale="en" variant="secondary" href="/track-order/">
          Track Order
        </ButtonLink>
        <ButtonLink locale="en" href="/products/">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
