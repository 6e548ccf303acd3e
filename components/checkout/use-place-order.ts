import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { facts, shippingMethods } from '@/data/facts';
import type { OrderTotals } from '@/lib/checkout';
import type { DeductibleAnswer, RentalShare } from '@/lib/estimate';
import { notify } from '@/lib/notify';
import type * as OrderChecks from '@/lib/order-checks';
import type { PlacedOrder } from '@/lib/order-snapshot';
import type * as PlaceOrder from '@/lib/place-order';
import { saveOrderSnapshot } from '@/lib/order-snapshot-storage';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import type { PricedCartLine } from './use-priced-cart';

export type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string };

/**
 * Place Order: checks the fields (lib/order-checks.ts), then seals and sends the order (lib/place-order.ts);
 * both are loaded when the shopper first presses it. The confirmation appears only for an order the intake
 * has stored; on any failure the shopper stays where they are with everything typed kept.
 */
export function usePlaceOrder({
  lines,
  totals,
  deductible,
  rentals,
  onProblems,
  onPlaced,
}: {
  lines: readonly PricedCartLine[];
  totals: OrderTotals;
  deductible: DeductibleAnswer;
  rentals: readonly RentalShare[];
  onProblems: (problems: OrderChecks.OrderProblem[]) => void;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const clearCart = useCartStore((s) => s.clear);
  const checkout = useCheckoutStore(
    useShallow((s) => ({
      shipping: s.shipping,
      shippingMethod: s.shippingMethod,
      payment: s.payment,
      paymentMethod: s.paymentMethod,
      reset: s.reset,
    })),
  );
  // Set by the first press of Place Order: from then on the messages follow what the shopper types.
  const [checks, setChecks] = useState<typeof OrderChecks | null>(null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // One Place Order at a time, from the press (while its checks load) to the intake's answer.
  const pressed = useRef(false);

  const problems = checks
    ? checks.orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod)
    : [];

  async function placeOrder() {
    if (pressed.current) return;
    pressed.current = true;
    let placing: typeof PlaceOrder | null = null;
    try {
      const loaded = checks ?? (await import('@/lib/order-checks'));
      setChecks(loaded);
      const found = loaded.orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod);
      if (found.length > 0) return onProblems(found);
      setSending({ state: 'sending' });
      placing = await import('@/lib/place-order');
      const accepted = await placing.submitOrder({
        lines: lines.map(({ id, quantity }) => ({ id, quantity })),
        shipping: checkout.shipping,
        shippingMethod: checkout.shippingMethod,
        paymentMethod: checkout.paymentMethod,
        deductible,
        payment: checkout.payment,
        shown: totals,
      });
      const placed: PlacedOrder = {
        orderNumber: accepted.orderNumber,
        placedAt: accepted.placedAt,
        lines: lines.map(({ id, name, quantity, price, medicareEligible, taxable }) => ({
          id,
          name,
          quantity,
          price,
          medicareEligible,
          taxable,
        })),
        totals: accepted.totals,
        paymentMethod: checkout.paymentMethod,
        deductible,
        rentals: checkout.paymentMethod === 'medicare' ? [...rentals] : [],
        shippingName: checkout.shipping.firstName.trim(),
        shippingMethod: shippingMethods.find((m) => m.id === checkout.shippingMethod)?.name ?? '',
      };
      saveOrderSnapshot(placed);
      clearCart();
      checkout.reset();
      setChecks(null);
      setSending({ state: 'idle' });
      onPlaced(placed);
      notify('Order Placed Successfully!', `Your order number is ${accepted.orderNumber}.`);
    } catch (error) {
      const reason =
        placing?.refusalMessage(error) ??
        'We could not reach the store’s order system: check your connection.';
      setSending({
        state: 'failed',
        message: `Your order was not sent, and nothing was charged. ${reason} Everything you typed is still here: try again, or call us at ${facts.phone} and we will take the order by phone.`,
      });
    } finally {
      pressed.current = false;
    }
  }

  return { problems, sending, placeOrder };
}
