'use client';

import { Phone } from '@/components/ui/icons';
import { Suspense, lazy, useEffect, useMemo, useState, type FormEvent } from 'react';
import { contact } from '@/data/contact';
import { orderTotals, rentalShares } from '@/lib/domain/order-totals';
import { checkoutTitle, stepName, paymentReturnOf, type CheckoutStep } from './checkout-steps';
import { intakeUrl } from '@/lib/browser/intake-url';
import { partBDeductible } from '@/lib/domain/deductible';
import { estimateMedicare, paymentSchedule } from '@/lib/domain/estimate';
import { dropOrderSnapshot } from '@/lib/browser/order-snapshot-storage';
import { useCartStore } from '@/store/cart-store';
import { blankShippingFields } from '@/lib/domain/checkout-fields';
import { useCheckoutStore } from '@/store/checkout-store';
import { useDeductible } from '@/components/medicare/use-deductible';
import { CartReviewStep } from './cart-review-step';
import { EmptyCartShown } from './empty-cart-shown';
import { OrderSummary } from './order-summary';
import { PhoneOrder } from './phone-order';
import { StepBoundary } from './step-boundary';
import { StepIndicator } from './step-indicator';
import { useCheckoutWizard } from './use-checkout-wizard';
import { usePlaceOrder } from './use-place-order';
import { usePricedCart, type PricedCartLine } from './use-priced-cart';
import { announcementText, HEADING_ID, shownOrder, shownStep, unpricedMessage } from './wizard-state';
import { useCheckoutWords } from './checkout-words';
import { inLanguage } from '@/lib/domain/in-language';
import { fill } from '@/lib/domain/fill';
import { richText } from '@/components/ui/rich-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { PhoneLink } from '@/components/ui/phone-link';

const noLines: PricedCartLine[] = [];
const noIds: number[] = [];

// The wizard arrives with Cart Review; each later step's code loads when the shopper reaches for Continue (or
// Place Order), or when the step is first shown.
const stepCode = {
  2: () => import('./shipping-step'),
  3: () => import('./payment-step'),
  4: () => import('./confirmation-step'),
};
// Back from Stripe's page in a browser that kept nothing of the order: rare, so its words and code wait for it.
const PaymentReturn = lazy(() => import('./payment-return').then((m) => ({ default: m.PaymentReturn })));
const ShippingStep = lazy(() => stepCode[2]().then((m) => ({ default: m.ShippingStep })));
const PaymentStep = lazy(() => stepCode[3]().then((m) => ({ default: m.PaymentStep })));
const ConfirmationStep = lazy(() => stepCode[4]().then((m) => ({ default: m.ConfirmationStep })));

function preloadStep(step: number) {
  if (step === 2 || step === 3 || step === 4) void stepCode[step]();
}

/** Runs `then` when the step around it is on screen, its code having arrived. */
function Shown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * The four-step checkout. What it remembers is one reducer (wizard-state.ts), whose step lives in the address bar
 * (use-checkout-wizard.ts); Place Order sends the
 * order to the store's intake (use-place-order.ts), and the confirmation is kept for a reload in the same tab
 * without any card or Medicare number. A site built without an intake takes orders by phone.
 */
export function CheckoutWizard() {
  const priced = usePricedCart();
  const ready = priced.status === 'ready';
  const { words, locale } = useCheckoutWords();
  const pricedLines = ready ? priced.lines : noLines;
  // Named in the page's language (the product files carry the Spanish names).
  const lines = useMemo(() => pricedLines.map((l) => inLanguage(l, locale)), [pricedLines, locale]);
  const unpriced = ready ? priced.unpriced : noIds;
  const shippingMethod = useCheckoutStore((s) => s.shippingMethod);
  const shipping = useCheckoutStore((s) => s.shipping);
  const paymentMethod = useCheckoutStore((s) => s.paymentMethod);
  const setPaymentMethod = useCheckoutStore((s) => s.setPaymentMethod);
  const { state, dispatch, back, focusPending } = useCheckoutWizard();
  const { step, sending } = state;
  const order = shownOrder(state);
  const current = shownStep(state);

  const hasEligible = lines.some((l) => l.medicareEligible);
  const { answer, deductible } = useDeductible();
  const totals = orderTotals(
    lines,
    shippingMethod,
    { method: paymentMethod, deductible: answer },
    deductible,
  );
  const estimate = estimateMedicare(lines, answer, deductible);
  const rentals = rentalShares(lines, estimate);
  const schedule = paymentSchedule(estimate);
  const { problems, placeOrder } = usePlaceOrder({
    lines,
    totals,
    deductible: answer,
    rentals,
    schedule,
    checking: state.checking,
    dispatch,
  });
  const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  const cartEmpty = current < 4 && lines.length === 0;
  // Back from Stripe's page: the wizard is only drawn in the browser, so the address is there to read.
  const [returned] = useState(() => paymentReturnOf(window.location.search));

  useEffect(() => {
    // Whether or not the saved details could be read, the checkout goes on.
    const done = () => dispatch({ type: 'restored' });
    useCheckoutStore.persist.rehydrate().then(done, done);
  }, [dispatch]);

  // The confirmation the tab kept is read when the confirmation is shown without an order placed here.
  const readKept = step === 4 && !state.placed && state.kept === undefined;
  useEffect(() => {
    if (!readKept) return;
    import('@/lib/browser/order-snapshot').then(
      ({ readOrderSnapshot }) => dispatch({ type: 'kept-read', order: readOrderSnapshot() }),
      () => dispatch({ type: 'kept-read', order: null }),
    );
  }, [readKept, dispatch]);

  useEffect(() => {
    if (ready && !hasEligible && paymentMethod === 'medicare') setPaymentMethod('card');
  }, [ready, hasEligible, paymentMethod, setPaymentMethod]);

  // The order placed here empties the cart and forgets the checkout's details once its confirmation is in the
  // address bar (the hook's effect above writes it there first), so the checkout page keeps the wizard for it.
  const clearCart = useCartStore((s) => s.clear);
  const resetCheckout = useCheckoutStore((s) => s.reset);
  useEffect(() => {
    if (!state.placed) return;
    clearCart();
    resetCheckout();
  }, [state.placed, clearCart, resetCheckout]);

  // A new order has started: the last confirmation is no longer wanted.
  useEffect(() => {
    if (ready && step < 4 && lines.length > 0) dropOrderSnapshot();
  }, [ready, step, lines.length]);

  // The page's one <title> (its metadata has none): React puts it in the head and keeps it on the step.
  const title = <title>{checkoutTitle(current, words)}</title>;
  const phone = <PhoneLink />;

  function submit(event: FormEvent) {
    event.preventDefault();
    // An item without a price cannot be ordered: back to the cart, where it can be tried again or removed.
    if (current === 3 && unpriced.length > 0) dispatch({ type: 'unpriced', count: unpriced.length });
    else if (current === 3) void placeOrder();
    else dispatch({ type: 'go', step: (current + 1) as CheckoutStep });
  }

  if (priced.status === 'failed') {
    return (
      <div role="alert" className="py-12 text-center">
        {title}
        <h2 className="text-2xl font-bold">{words.pricesFailedTitle}</h2>
        <p className="mt-2 text-slate-700">{richText(words.pricesFailed, { phone })}</p>
        <Button size="lg" className="mt-6" onClick={priced.retry}>
          {words.tryAgain}
        </Button>
      </div>
    );
  }

  if (!ready || !state.restored || order === undefined) {
    return <div aria-busy="true">{title}</div>;
  }

  if (cartEmpty && returned && state.kept === null)
    return (
      <Suspense fallback={<div aria-busy="true">{title}</div>}>
        <PaymentReturn title={title} orderNumber={returned.orderNumber} paid={returned.paid} />
      </Suspense>
    );
  if (cartEmpty) return <EmptyCartShown title={title} />;

  const summary =
    current === 4 && order ? (
      <OrderSummary
        lines={order.lines}
        totals={order.totals}
        medicareApplied={order.paymentMethod === 'medicare'}
        answer={order.deductible}
        deductible={partBDeductible(new Date(order.placedAt))}
        rentalMonths={order.rentals.map((r) => r.months)}
        schedule={order.schedule}
        defaultOpen
      />
    ) : (
      <OrderSummary
        lines={lines}
        totals={totals}
        medicareApplied={paymentMethod === 'medicare'}
        answer={answer}
        deductible={deductible}
        rentalMonths={rentals.map((r) => r.months)}
        schedule={schedule}
      />
    );
  const byPhone = current === 3 && !intakeUrl;
  // The confirmation is the page's heading, as a receipt is headed, not "Checkout".
  const StepHeading = current === 4 ? 'h1' : 'h2';
  // Continue never stops her (the specification), but a step left with its fields empty is not done: the payment
  // step says what Shipping still needs, where she is.
  const shippingBlank = current === 3 ? blankShippingFields(shipping) : [];

  return (
    <div>
      {title}
      <div className="print:hidden">
        <StepIndicator step={current} unfinished={shippingBlank.length > 0 ? [2] : []} />
      </div>
      <p role="status" className="sr-only">
        {announcementText(state.announcement, words)}
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
          <StepHeading id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
            {stepName(current, words)}
          </StepHeading>
          <div className="mt-4">
            <StepBoundary key={current} onFailed={() => dispatch({ type: 'step-failed' })}>
              <Suspense fallback={<p className="min-h-64 py-8 text-slate-700">{words.loadingStep}</p>}>
                {current === 1 ? (
                  <CartReviewStep
                    lines={lines}
                    unpriced={unpriced}
                    onRetry={ready ? priced.retry : undefined}
                  />
                ) : null}
                {current === 2 ? <ShippingStep errors={errors} /> : null}
                {byPhone ? <PhoneOrder /> : null}
                {current === 3 && !byPhone ? (
                  <PaymentStep
                    hasEligibleItems={hasEligible}
                    totals={totals}
                    rentals={rentals}
                    schedule={schedule}
                    errors={errors}
                    resumed={state.resumed}
                    shippingBlank={shippingBlank}
                    onBackToShipping={() => dispatch({ type: 'go', step: 2 })}
                  />
                ) : null}
                {current === 4 && order ? <ConfirmationStep order={order} /> : null}
                <Shown then={focusPending} />
              </Suspense>
            </StepBoundary>
          </div>
          {unpriced.length > 0 && current > 1 && current < 4 ? (
            <p
              role="alert"
              className="mt-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              {unpricedMessage(unpriced.length, words)}
            </p>
          ) : null}
          {sending.state === 'failed' && current === 3 ? (
            <div role="alert" className="mt-6 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{sending.message}</p>
              <a
                href={contact.phoneHref}
                className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold underline"
              >
                <Phone aria-hidden className="size-5" />
                {fill(words.call, { phone: contact.phone })}
              </a>
            </div>
          ) : null}
          {current < 4 ? (
            // Both buttons are wide enough that the floating support button never reaches their centres.
            <div className="mt-8 flex justify-between gap-3">
              <Button
                variant="secondary"
                size="lg"
                className="min-w-36"
                disabled={current === 1}
                onClick={() => back(current)}
              >
                {words.back}
              </Button>
              {state.failedStep === current ? null : byPhone ? (
                <ButtonLink locale={locale} href={contact.phoneHref} size="lg" className="min-w-36">
                  <Phone aria-hidden className="size-5" />
                  {words.callToOrder}
                </ButtonLink>
              ) : (
                <Button
                  type="submit"
                  size="lg"
                  className="min-w-36"
                  onPointerEnter={() => preloadStep(current + 1)}
                  onPointerDown={() => preloadStep(current + 1)}
                  onFocus={() => preloadStep(current + 1)}
                  disabled={sending.state === 'sending'}
                  aria-disabled={sending.state === 'sending' || undefined}
                >
                  {current < 3
                    ? words.continue
                    : sending.state === 'sending'
                      ? words.placing
                      : words.placeOrder}
                </Button>
              )}
            </div>
          ) : null}
        </form>
      </div>
    </div>
  );
}
