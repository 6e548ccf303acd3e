import { create } from 'zustand';
import type { ShippingMethod } from '@/data/checkout';

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

/** Shipping details survive a reload in the same tab; payment details do not. */
export const SHIPPING_SESSION_KEY = 'medical-supply-checkout-shipping';

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
  restoreShipping: () => void;
  reset: () => void;
}

function saveShipping(shipping: ShippingDetails, shippingMethod: ShippingMethod) {
  try {
    window.sessionStorage.setItem(SHIPPING_SESSION_KEY, JSON.stringify({ shipping, shippingMethod }));
  } catch {
    // Storage can be full or blocked; the details stay in memory for this visit.
  }
}

export const useCheckoutStore = create<CheckoutState>()((set, get) => ({
  shipping: emptyShipping,
  shippingMethod: 'standard',
  payment: emptyPayment,
  paymentMethod: 'card',
  medicarePartB: false,
  setShipping: (patch) => {
    const shipping = { ...get().shipping, ...patch };
    set({ shipping });
    saveShipping(shipping, get().shippingMethod);
  },
  setShippingMethod: (shippingMethod) => {
    set({ shippingMethod });
    saveShipping(get().shipping, shippingMethod);
  },
  setPayment: (patch) => set({ payment: { ...get().payment, ...patch } }),
  setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
  setMedicarePartB: (medicarePartB) => set({ medicarePartB }),
  restoreShipping: () => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(SHIPPING_SESSION_KEY) ?? 'null') as {
        shipping?: Partial<Record<keyof ShippingDetails, unknown>>;
        shippingMethod?: unknown;
      } | null;
      if (!saved) return;
      const shipping = { ...emptyShipping };
      for (const key of Object.keys(emptyShipping) as (keyof ShippingDetails)[]) {
        const value = saved.shipping?.[key];
        if (typeof value === 'string') shipping[key] = value.slice(0, 200);
      }
      const method = saved.shippingMethod;
      set({
        shipping,
        shippingMethod: method === 'expedited' || method === 'overnight' ? method : 'standard',
      });
    } catch {
      window.sessionStorage.removeItem(SHIPPING_SESSION_KEY);
    }
  },
  reset: () => {
    window.sessionStorage.removeItem(SHIPPING_SESSION_KEY);
    set({
      shipping: emptyShipping,
      shippingMethod: 'standard',
      payment: emptyPayment,
      paymentMethod: 'card',
      medicarePartB: false,
    });
  },
}));
