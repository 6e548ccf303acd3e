import { z } from 'zod';
import { shippingMethods } from '@/data/facts';
import { fieldLimits, paymentMethods } from './intake-contract';

/** The checkout form's fields as the shopper types them (the intake checks them again when sent). */
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

/** Held in memory only: never written to storage, the URL or the console, and sent only sealed. */
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

/** A saved text field: kept when it is a string, cut to the longest a person may type, else empty. */
const savedText = z
  .string()
  .transform((v) => v.slice(0, fieldLimits.address))
  .catch('');

/**
 * What a tab keeps of the checkout (sessionStorage): the shipping details and the two choices, read back
 * field by field so one odd value never costs the rest.
 */
const savedCheckoutSchema = z.object({
  shipping: z
    .object({
      firstName: savedText,
      lastName: savedText,
      email: savedText,
      phone: savedText,
      address: savedText,
      city: savedText,
      state: savedText,
      zipCode: savedText,
    })
    .catch(emptyShipping),
  shippingMethod: z.enum(shippingMethods.map((m) => m.id)).catch('standard'),
  paymentMethod: z.enum(paymentMethods).catch('card'),
});

export type SavedCheckout = z.infer<typeof savedCheckoutSchema>;

/** Reads back what the tab saved: anything unknown or of the wrong type falls back to the default. */
export function readSavedCheckout(raw: unknown): SavedCheckout {
  const parsed = savedCheckoutSchema.safeParse(typeof raw === 'object' && raw !== null ? raw : {});
  return parsed.success
    ? parsed.data
    : { shipping: emptyShipping, shippingMethod: 'standard', paymentMethod: 'card' };
}
