import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from '@/lib/storage';
import { shippingMethods, type ShippingMethod } from '@/data/facts';

export type PaymentMethod = 'card' | 'medicare' | 'financing';

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Held in memory only: never written to storage, the URL or the console. */
export interface PaymentDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
  medicareNumber: string;
  physicianName: string;
  physicianPhone: string;
}

export const emptyShipping: ShippingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

export const emptyPayment: PaymentDetails = {
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
  medicareNumber: '',
  physicianName: '',
  physicianPhone: '',
};

/** What survives a reload in the same tab: the shipping details and the choices, never a payment detail. */
export const CHECKOUT_SESSION_KEY = 'medical-supply-checkout';
const CHECKOUT_VERSION = 1;

interface CheckoutState {
  shipping: ShippingDetails;
  shippingMethod: ShippingMethod;
  payment: PaymentDetails;
  paymentMethod: PaymentMethod;
  medicarePartB: boolean;
  setShipping: (patch: Partial<ShippingDetails>) => void;
  setShippingMethod: (method: ShippingMethod) => void;
  setPayment: (patch: Partial<PaymentDetails>) => void;
  setPaymentMethod: (method: PaymentMethod) => void;
  setMedicarePartB: (value: boolean) => void;
  reset: () => void;
}

type SavedCheckout = Pick<CheckoutState, 'shipping' | 'shippingMethod' | 'paymentMethod' | 'medicarePartB'>;

const initial: SavedCheckout & { payment: PaymentDetails } = {
  shipping: emptyShipping,
  shippingMethod: 'standard',
  payment: emptyPayment,
  paymentMethod: 'card',
  medicarePartB: false,
};

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads back what the tab saved, keeping only known fields of the right type and a sane length. */
export function sanitizeSavedCheckout(raw: unknown): SavedCheckout {
  const saved = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const rawShipping = (
    typeof saved.shipping === 'object' && saved.shipping !== null ? saved.shipping : {}
  ) as Record<string, unknown>;
  const shipping = { ...emptyShipping };
  for (const key of Object.keys(emptyShipping) as (keyof ShippingDetails)[]) {
    const value = rawShipping[key];
    if (typeof value === 'string') shipping[key] = value.slice(0, 200);
  }
  return {
    shipping,
    shippingMethod: oneOf(
      saved.shippingMethod,
      shippingMethods.map((m) => m.id),
      'standard',
    ),
    paymentMethod: oneOf(saved.paymentMethod, ['card', 'medicare', 'financing'], 'card'),
    medicarePartB: saved.medicarePartB === true,
  };
}

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initial,
      setShipping: (patch) => set((s) => ({ shipping: { ...s.shipping, ...patch } })),
      setShippingMethod: (shippingMethod) => set({ shippingMethod }),
      setPayment: (patch) => set((s) => ({ payment: { ...s.payment, ...patch } })),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
      setMedicarePartB: (medicarePartB) => set({ medicarePartB }),
      reset: () => set(initial),
    }),
    {
      name: CHECKOUT_SESSION_KEY,
      version: CHECKOUT_VERSION,
      storage: createJSONStorage(() => safeStorage('sessionStorage')),
      skipHydration: true,
      // Card, CVV, expiry and the Medicare number live in memory only.
      partialize: (s): SavedCheckout => ({
        shipping: s.shipping,
        shippingMethod: s.shippingMethod,
        paymentMethod: s.paymentMethod,
        medicarePartB: s.medicarePartB,
      }),
      merge: (persisted, current) =>
        persisted === undefined ? current : { ...current, ...sanitizeSavedCheckout(persisted) },
    },
  ),
);
