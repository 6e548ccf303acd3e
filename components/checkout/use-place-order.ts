import { useRef, type Dispatch } from 'react';
import { contact } from '@/data/contact';
import type { OrderTotals } from '@/lib/domain/order-totals';
import type { DeductibleAnswer, PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import { notify } from '@/lib/browser/notify';
import type * as OrderChecks from '@/lib/domain/order-checks';
import type * as PlaceOrder from '@/lib/browser/place-order';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import type { PricedCartLine } from './use-priced-cart';
import type { WizardAction } from './wizard-state';
import { useCheckoutWords } from './checkout-words';
import { fill } from '@/lib/domain/fill';

/** The field checks' code, once the first press of Place Order has loaded it (the wizard is then `checking`). */
let checks: typeof OrderChecks | null = null;

/**
 * Place Order: checks the fields (lib/domain/order-checks.ts), then seals and sends the order and keeps its
 * confirmation for a reload (lib/browser/place-order.ts); both are loaded when the shopper first presses it, and
 * what happens is told to the wizard (wizard-state.ts). The confirmation appears only for an order the intake has stored; on any failure the
 * shopper stays where they are with everything typed kept.
 */
export function usePlaceOrder({
  lines,
  totals,
  deductible,
  rentals,
  schedule,
  checking,
  dispatch,
}: {
  lines: readonly PricedCartLine[];
  totals: OrderTotals;
  deductible: DeductibleAnswer;
  rentals: readonly RentalShare[];
  schedule: PaymentSchedule | null;
  /** Place Order has been pressed: the field messages follow what the shopper types. */
  checking: boolean;
  dispatch: Dispatch<WizardAction>;
}) {
  const checkout = {
    shipping: useCheckoutStore((s) => s.shipping),
    shippingMethod: useCheckoutStore((s) => s.shippingMethod),
    payment: useCheckoutStore((s) => s.payment),
    paymentMethod: useCheckoutStore((s) => s.paymentMethod),
    reminders: useCheckoutStore((s) => s.reminders),
  };
  const { words, locale } = useCheckoutWords();
  // One Place Order at a time, from the press (while its checks load) to the intake's answer.
  const pressed = useRef(false);

  const problems =
    checking && checks
      ? checks.orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod, words.checks)
      : [];

  async function placeOrder() {
    if (pressed.current) return;
    pressed.current = true;
    let placing: typeof PlaceOrder | null = null;
    try {
      checks ??= await import('@/lib/domain/order-checks');
      const found = checks.orderProblems(
        checkout.shipping,
        checkout.payment,
        checkout.paymentMethod,
        words.checks,
      );
      if (found.length > 0) return dispatch({ type: 'problems', problems: found });
      dispatch({ type: 'sending' });
      placing = await import('@/lib/browser/place-order');
      const { placed, payUrl } = await placing.placeOrder({
        lines,
        shipping: checkout.shipping,
        shippingMethod: checkout.shippingMethod,
        paymentMethod: checkout.paymentMethod,
        deductible,
        payment: checkout.payment,
        shown: totals,
        language: locale,
        reminders: checkout.reminders,
        rentals,
        schedule,
      });
      // What is paid now is paid on Stripe's page, which brings her back to the confirmation (its toast is said
      // there). The order is stored, so the cart and the form are done with before she leaves.
      if (payUrl) {
        useCartStore.getState().clear();
        useCheckoutStore.getState().reset();
        // Back from Stripe's page with the browser's Back button is the confirmation, read afresh (not this page as
        // the back-forward cache kept it, mid-send).
        window.history.replaceState(null, '', `${window.location.pathname}?step=confirmation`);
        window.addEventListener('pageshow', (e) => e.persisted && window.location.reload(), { once: true });
        window.location.assign(payUrl);
        return;
      }
      dispatch({ type: 'placed', order: placed });
      notify(
        words.placedToast,
        placed.emailed ? words.placedEmailed : fill(words.placedNumber, { number: placed.orderNumber }),
      );
    } catch (error) {
      const reason = placing?.refusalMessage(error) ?? words.unreachable;
      dispatch({ type: 'send-failed', message: fill(words.notSent, { reason, phone: contact.phone }) });
    } finally {
      pressed.current = false;
    }
  }

  return { problems, placeOrder };
}
