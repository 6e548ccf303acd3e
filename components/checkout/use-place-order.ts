import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { facts, shippingMethods } from '@/data/facts';
import type { OrderTotals } from '@/lib/checkout';
import type { DeductibleAnswer, RentalShare } from '@/lib/estimate';
import { IntakeRefusal } from '@/lib/intake-client';
import { notify } from '@/lib/notify';
import { orderProblems, type OrderProblem } from '@/lib/order-checks';
import { saveOrderSnapshot, type PlacedOrder } from '@/lib/order-snapshot';
import { useCartStore } from '@/store/cart-store';
import { useCheckoutStore } from '@/store/checkout-store';
import type { PricedCartLine } from './use-priced-cart';

export type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string };

/**
 * Place Order: checks the fields, then seals and sends the order (lib/place-order.ts, loaded at this moment
 * only). The confirmation appears only for an order the intake has stored; on any failure the shopper stays
 * where they are with everything typed kept.
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
  onProblems: (problems: OrderProblem[]) => void;
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
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  const problems = attempted
    ? orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod)
    : [];

  async function placeOrder() {
    if (sending.state === 'sending') return;
    const found = orderProblems(checkout.shipping, checkout.payment, checkout.paymentMethod);
    setAttempted(true);
    if (found.length > 0) return onProblems(found);
    setSending({ state: 'sending' });
    try {
      const { submitOrder } = await import('@/lib/place-order');
      const accepted = await submitOrder({
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
      setAttempted(false);
      setSending({ state: 'idle' });
      onPlaced(placed);
      notify('Order Placed Successfully!', `Your order number is ${accepted.orderNumber}.`);
    } catch (error) {
      const reason =
        error instanceof IntakeRefusal
          ? error.message
          : 'We could not reach the store’s order system: check your connection.';
      setSending({
        state: 'failed',
        message: `Your order was not sent, and nothing was charged. ${reason} Everything you typed is still here: try again, or call us at ${facts.phone} and we will take the order by phone.`,
      });
    }
  }

  return { problems, sending, placeOrder };
}
