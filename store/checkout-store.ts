import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ShippingMethod } from '@/data/facts';
import {
  emptyPayment,
  emptyShipping,
  readSavedCheckout,
  type PaymentDetails,
  type SavedCheckout,
  type ShippingDetails,
} from '@/lib/checkout-fields';
import type { PaymentMethod } from '@/lib/intake-contract';
import { safeStorage } from '@/lib/storage';

/** What survives a reload in the same tab: the shipping details and the choices, never a payment detail. */
export const CHECKOUT_SESSION_KEY = 'medical-supply-checkout';
const CHECKOUT_VERSION = 2;

interface CheckoutState extends SavedCheckout {
  payment: PaymentDetails;
  setShipping: (patch: Partial<ShippingDetails>) => void;
  setShippingMethod: (method: ShippingMethod) => void;
  setPayment: (patch: Partial<PaymentDetails>) => void;
  setPaymentMethod: (method: PaymentMethod) => void;
  /** Forgets the payment details only (after an order, or when the shopper leaves the page). */
  clearPayment: () => void;
  reset: () => void;
}

const initial: SavedCheckout & { payment: PaymentDetails } = {
  shipping: emptyShipping,
  shippingMethod: 'standard',
  payment: emptyPayment,
  paymentMethod: 'card',
};

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initial,
      setShipping: (patch) => set((s) => ({ shipping: { ...s.shipping, ...patch } })),
      setShippingMethod: (shippingMethod) => set({ shippingMethod }),
      setPayment: (patch) => set((s) => ({ payment: { ...s.payment, ...patch } })),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
      clearPayment: () => set({ payment: emptyPayment }),
      reset: () => set(initial),
    }),
    {
      name: CHECKOUT_SESSION_KEY,
      version: CHECKOUT_VERSION,
      storage: createJSONStorage(() => safeStorage('sessionStorage')),
      skipHydration: true,
      // Card, CVV, expiry, the Medicare number and the physician live in memory only.
      partialize: (s): SavedCheckout => ({
        shipping: s.shipping,
        shippingMethod: s.shippingMethod,
        paymentMethod: s.paymentMethod,
      }),
      // Version 1 also kept a Part B checkbox, now part of choosing Medicare: its fields are read alike.
      migrate: (persisted) => persisted as SavedCheckout,
      merge: (persisted, current) =>
        persisted === undefined ? current : { ...current, ...readSavedCheckout(persisted) },
    },
  ),
);
