'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { facts, shippingMethods } from '@/data/facts';
import {
  checkoutSteps,
  checkoutTitle,
  orderTotals,
  stepFromSearch,
  stepSearch,
  type CheckoutStep,
} from '@/lib/checkout';
import { notify } from '@/lib/notify';
import { orderProblems } from '@/lib/order-checks';
import {
  dropOrderSnapshot,
  readOrderSnapshot,
  saveOrderSnapshot,
  type PlacedOrder,
} from '@/lib/order-snapshot';
import { pushSearch, useLocationSearch } from '@/lib/use-location-search';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import { CartReviewStep } from './cart-review-step';
import { ConfirmationStep } from './confirmation-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { StepIndicator } from './step-indicator';
import { usePricedCart, type PricedCartLine } from './use-priced-cart';
import { Button, ButtonLink } from '@/components/ui/button';

const HEADING_ID = 'step-heading';
const noLines: PricedCartLine[] = [];

/**
 * The four-step checkout. The step lives in the address bar (`?step=shipping`), so the browser's Back and
 * Forward move between steps and a reload stays on the step; the confirmation is kept for a reload in the
 * same tab without any card or Medicare number.
 */
export function CheckoutWizard() {
  const clearCart = useCartStore((s) => s.clear);
  const priced = usePricedCart();
  const ready = priced.status === 'ready';
  const lines = ready ? priced.lines : noLines;
  const checkout = useCheckoutStore(
    useShallow((s) => ({
      shipping: s.shipping,
      shippingMethod: s.shippingMethod,
      payment: s.payment,
      paymentMethod: s.paymentMethod,
      medicarePartB: s.medicarePartB,
      setPaymentMethod: s.setPaymentMethod,
      reset: s.reset,
    })),
  );
  const search = useLocationSearch();
  // Read once, when the wizard first renders on the client (it shows nothing before the cart is read).
  const [resumed] = useState(
    () => typeof window !== 'undefined' && stepFromSearch(window.location.search) > 1,
  );
  const [placedOrder, setPlacedOrder] = useState<PlacedOrder | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  const step = search === null ? null : stepFromSearch(search);
  const order = useMemo(
    () => (step === 4 ? (placedOrder ?? readOrderSnapshot()) : null),
    [step, placedOrder],
  );
  const hasEligible = lines.some((l) => l.medicareEligible);
  const medicareApplied = checkout.medicarePartB && hasEligible;
  const totals = orderTotals(lines, checkout.shippingMethod, medicareApplied);
  const problems = attempted
    ? orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod)
    : [];
  const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  // A confirmation address without an order behind it (another tab, a new order since) starts over.
  const current = step === null || (step === 4 && !order) ? 1 : step;
  const stepName = checkoutSteps[current - 1];
  const cartEmpty = current < 4 && lines.length === 0;

  useEffect(() => {
    void useCheckoutStore.persist.rehydrate();
    // Back and Forward land on a step: say which, and put the shopper at its heading.
    const onPopState = () => {
      const next = stepFromSearch(window.location.search);
      setAnnouncement(`Step ${next} of 4: ${checkoutSteps[next - 1]}`);
      focusNext.current = HEADING_ID;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (ready && !hasEligible && checkout.paymentMethod === 'medicare') checkout.setPaymentMethod('card');
  }, [ready, hasEligible, checkout]);

  // A new order has started: the last confirmation is no longer wanted.
  useEffect(() => {
    if (ready && step !== null && step < 4 && lines.length > 0) dropOrderSnapshot();
  }, [ready, step, lines.length]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  // The page's one <title> (its metadata has none): React puts it in the head and keeps it on the step.
  const title = <title>{checkoutTitle(current)}</title>;

  function go(target: CheckoutStep, focusId = HEADING_ID) {
    if (target !== step) {
      // Remembering where the entry came from lets the Back button go back through history when it can.
      pushSearch(stepSearch(target), { checkoutFrom: step });
      setAnnouncement(`Step ${target} of 4: ${checkoutSteps[target - 1]}`);
    }
    focusNext.current = focusId;
  }

  function placeOrder() {
    const found = orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod);
    setAttempted(true);
    const first = found[0];
    if (first) {
      go(first.step, first.field);
      setAnnouncement(
        `${found.length === 1 ? 'One field needs' : `${found.length} fields need`} your attention before the order can be placed.`,
      );
      return;
    }
    const placed: PlacedOrder = {
      lines: lines.map(({ id, name, quantity, price, medicareEligible }) => ({
        id,
        name,
        quantity,
        price,
        medicareEligible,
      })),
      totals,
      medicareApplied,
      shippingName: checkout.shipping.firstName.trim(),
      shippingMethod: shippingMethods.find((m) => m.id === checkout.shippingMethod)?.name ?? '',
      physicianName: medicareApplied ? checkout.payment.physicianName.trim() : '',
    };
    saveOrderSnapshot(placed);
    setPlacedOrder(placed);
    clearCart();
    checkout.reset();
    setAttempted(false);
    go(4);
    notify('Order Placed Successfully!', 'You will receive a confirmation email shortly.');
  }

  function back() {
    const previous = (current - 1) as CheckoutStep;
    const state = window.history.state as { checkoutFrom?: unknown } | null;
    if (state?.checkoutFrom === previous) window.history.back();
    else go(previous);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (current === 3) placeOrder();
    else go((current + 1) as CheckoutStep);
  }

  if (priced.status === 'failed') {
    return (
      <div role="alert" className="min-h-[28rem] py-12 text-center">
        {title}
        <h2 className="text-2xl font-bold">We couldn’t load your cart’s prices</h2>
        <p className="mt-2 text-slate-700">
          Your cart is safe. Check your connection and try again, or call us at{' '}
          <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
            {facts.phone}
          </a>
          .
        </p>
        <Button size="lg" className="mt-6" onClick={priced.retry}>
          Try again
        </Button>
      </div>
    );
  }

  if (!ready || step === null) {
    return (
      <div className="min-h-[28rem]" aria-busy="true">
        {title}
      </div>
    );
  }

  if (cartEmpty) {
    return (
      <div className="min-h-[28rem] py-12 text-center">
        {title}
        <ShoppingCart aria-hidden className="mx-auto size-14 text-slate-400" />
        <h2 className="mt-4 text-2xl font-bold">Your cart is empty</h2>
        <p className="mt-2 text-slate-700">Add some medical equipment to get started</p>
        <ButtonLink href="/products/" size="lg" className="mt-6">
          Continue Shopping
        </ButtonLink>
      </div>
    );
  }

  const summary =
    current === 4 && order ? (
      <OrderSummary
        lines={order.lines}
        totals={order.totals}
        medicareApplied={order.medicareApplied}
        defaultOpen
      />
    ) : (
      <OrderSummary lines={lines} totals={totals} medicareApplied={medicareApplied} />
    );

  return (
    <div className="min-h-[28rem]">
      {title}
      <div className="print:hidden">
        <StepIndicator step={current} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* On phones the summary (its total always in view) comes first; from lg it sits beside the step. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <div className="lg:col-start-2 lg:row-start-1">{summary}</div>
        <form
          aria-labelledby={HEADING_ID}
          noValidate
          onSubmit={submit}
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          <h2 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
            {stepName}
          </h2>
          <div className="mt-4">
            {current === 1 ? <CartReviewStep lines={lines} /> : null}
            {current === 2 ? <ShippingStep errors={errors} /> : null}
            {current === 3 ? (
              <PaymentStep hasEligibleItems={hasEligible} errors={errors} resumed={resumed} />
            ) : null}
            {current === 4 && order ? <ConfirmationStep order={order} /> : null}
          </div>
          {current < 4 ? (
            // Both buttons are wide enough that the floating support button never reaches their centres.
            <div className="mt-8 flex justify-between gap-3">
              <Button
                variant="secondary"
                size="lg"
                className="min-w-36"
                disabled={current === 1}
                onClick={back}
              >
                Back
              </Button>
              <Button type="submit" size="lg" className="min-w-36">
                {current === 3 ? 'Place Order' : 'Continue'}
              </Button>
            </div>
          ) : null}
        </form>
      </div>
    </div>
  );
}
