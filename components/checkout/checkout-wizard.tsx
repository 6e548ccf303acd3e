'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { ShoppingCart } from 'lucide-react';
import type { PricedProduct } from '@/lib/catalog';
import { orderTotals } from '@/lib/checkout';
import { notify } from '@/lib/notify';
import { site } from '@/data/site';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '@/components/ui/styles';
import { CartReviewStep } from './cart-review-step';
import { ConfirmationStep, type PlacedOrder } from './confirmation-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { StepIndicator, checkoutSteps } from './step-indicator';
import { usePricedCart } from './use-priced-cart';
import { useDocumentTitle } from './use-document-title';

export function CheckoutWizard({ catalog }: { catalog: PricedProduct[] }) {
  const hydrated = useCartStore((s) => s.hydrated);
  const clearCart = useCartStore((s) => s.clear);
  const lines = usePricedCart(catalog);
  const {
    shippingMethod,
    paymentMethod,
    medicarePartB,
    firstName,
    setPaymentMethod,
    restoreShipping,
    reset,
  } = useCheckoutStore(
    useShallow((s) => ({
      shippingMethod: s.shippingMethod,
      paymentMethod: s.paymentMethod,
      medicarePartB: s.medicarePartB,
      firstName: s.shipping.firstName,
      setPaymentMethod: s.setPaymentMethod,
      restoreShipping: s.restoreShipping,
      reset: s.reset,
    })),
  );
  const [step, setStep] = useState(1);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const hasEligible = lines.some((l) => l.medicareEligible);
  const medicareApplied = medicarePartB && hasEligible;
  const totals = orderTotals(lines, shippingMethod, medicareApplied);
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const stepName = checkoutSteps[step - 1] ?? 'Cart Review';

  useEffect(() => restoreShipping(), [restoreShipping]);
  useEffect(() => {
    if (!hasEligible && paymentMethod === 'medicare') setPaymentMethod('card');
  }, [hasEligible, paymentMethod, setPaymentMethod]);
  useDocumentTitle(`${stepName} - Checkout | ${site.name}`);
  useEffect(() => {
    if (announcement) heading.current?.focus();
  }, [stepName, announcement]);

  function go(next: number) {
    const target = Math.min(4, Math.max(1, next));
    setStep(target);
    setAnnouncement(`Step ${target} of 4: ${checkoutSteps[target - 1]}`);
  }

  function placeOrder() {
    setOrder({ lines, totals, medicareApplied, shippingName: firstName.trim() });
    clearCart();
    reset();
    go(4);
    notify('Order Placed Successfully!', 'You will receive a confirmation email shortly.');
  }

  if (!hydrated) {
    return <div className="min-h-[28rem]" aria-busy="true" />;
  }

  if (step < 4 && lines.length === 0) {
    return (
      <div className="min-h-[28rem] py-12 text-center">
        <ShoppingCart aria-hidden className="mx-auto size-14 text-slate-400" />
        <h2 className="mt-4 text-2xl font-bold">Your cart is empty</h2>
        <p className="mt-2 text-slate-700">Add some medical equipment to get started</p>
        <Link href="/products/" className={`${buttonClass('primary', 'lg')} mt-6`}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="min-h-[28rem]">
      <StepIndicator step={step} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="step-heading" className="min-w-0">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {stepName}
          </h2>
          <div className="mt-4">
            {step === 1 ? <CartReviewStep lines={lines} /> : null}
            {step === 2 ? <ShippingStep /> : null}
            {step === 3 ? <PaymentStep hasEligibleItems={hasEligible} /> : null}
            {step === 4 && order ? <ConfirmationStep order={order} /> : null}
          </div>
          {step < 4 && lines.length > 0 ? (
            // Both buttons are wide enough that the floating support button never reaches their centres.
            <div className="mt-8 flex justify-between gap-3">
              <button
                type="button"
                className={`${buttonClass('secondary', 'lg')} min-w-36`}
                disabled={step === 1}
                onClick={() => go(step - 1)}
              >
                Back
              </button>
              <button
                type="button"
                className={`${buttonClass('primary', 'lg')} min-w-36`}
                onClick={step === 3 ? placeOrder : () => go(step + 1)}
              >
                {step === 3 ? 'Place Order' : 'Continue'}
              </button>
            </div>
          ) : null}
        </section>
        {step < 4 ? (
          <OrderSummary totals={totals} itemCount={itemCount} medicareApplied={medicareApplied} />
        ) : order ? (
          <OrderSummary
            totals={order.totals}
            itemCount={order.lines.reduce((n, l) => n + l.quantity, 0)}
            medicareApplied={order.medicareApplied}
          />
        ) : null}
      </div>
    </div>
  );
}
