import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { ShippingMethod } from '@/data/shipping-methods';
import {
  emptyCheckout,
  emptyPayment,
  type PaymentDetails,
  type ShippingDetails,
} from '@/lib/domain/checkout-fields';
import type { PaymentMethod } from '@/lib/domain/payment-methods';
import type { SavedCheckout } from './saved-checkout';
import { safeStorage } from '@/lib/browser/storage';
import { storageKeys } from '@/lib/domain/storage-keys';

/** What survives a reload in the same tab: the shipping details and the choices, never a payment detail. */
export const CHECKOUT_SESSION_KEY = storageKeys.checkout;
const CHECKOUT_VERSION = 2;

const session = safeStorage('sessionStorage');

/**
 * The tab's saved checkout, read back field by field (store/saved-checkout.ts): its check is loaded only when the
 * tab has something saved. Every version so far is read alike (version 1 also kept a Part B
 * checkbox, now part of choosing Medicare, which is left behind).
 */
const storage: PersistStorage<SavedCheckout> = {
  async getItem(name) {
    let saved: unknown;
    try {
      saved = (JSON.parse(session.getItem(name) ?? 'null') as { state?: unknown } | null)?.state;
    } catch {
      // Not JSON: as if nothing were saved.
    }
    if (saved === undefined) return null;
    const { readSavedCheckout } = await import('./saved-checkout');
    return { state: readSavedCheckout(saved), version: CHECKOUT_VERSION };
  },
  setItem: (name, value) => session.setItem(name, JSON.stringify(value)),
  removeItem: (name) => session.removeItem(name),
};

interface CheckoutState extends SavedCheckout {
  payment: PaymentDetails;
  /** She asked for refill reminders (kept in memory only, like the payment details). */
  reminders: boolean;
  setReminders: (reminders: boolean) => void;
  setShipping: (patch: Partial<ShippingDetails>) => void;
  setShippingMethod: (method: ShippingMethod) => void;
  setPayment: (patch: Partial<PaymentDetails>) => void;
  setPaymentMethod: (method: PaymentMethod) => void;
  /** Forgets the payment details only (after an order, or when the shopper leaves the page). */
  clearPayment: () => void;
  reset: () => void;
}

const initial: SavedCheckout & { payment: PaymentDetails; reminders: boolean } = {
  ...emptyCheckout,
  payment: emptyPayment,
  reminders: false,
};

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initial,
      setShipping: (patch) => set((s) => ({ shipping: { ...s.shipping, ...patch } })),
      setShippingMethod: (shippingMethod) => set({ shippingMethod }),
      setPayment: (patch) => set((s) => ({ payment: { ...s.payment, ...patch } })),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod, paymentChosen: true }),
      setReminders: (reminders) => set({ reminders }),
      clearPayment: () => set({ payment: emptyPayment }),
      reset: () => set(initial),
    }),
    {
      name: CHECKOUT_SESSION_KEY,
      version: CHECKOUT_VERSION,
      storage,
      skipHydration: true,
      // Card, CVV, expiry, the Medicare number and the physician live in memory only.
      partialize: (s): SavedCheckout => ({
        shipping: s.shipping,
        shippingMethod: s.shippingMethod,
        paymentMethod: s.paymentMethod,
        paymentChosen: s.paymentChosen,
      }),
    },
  ),
);
