import type { ShippingMethod } from '@/data/shipping-methods';
import { fieldLimits } from './field-limits';
import type { PaymentMethod } from './payment-methods';

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

/**
 * The Medicare details: held in memory only, never written to storage, the URL or the console, and sent only sealed.
 * (A card is never typed into the store: it is entered on the processor's own page.)
 */
export interface PaymentDetails {
  medicareNumber: string;
  physicianName: string;
  physicianPhone: string;
}

/**
 * A payment input as the form renders it (its label and Place Order's message when it is left empty are the
 * `Checkout.payment` and `Checkout.checks` messages of the same key).
 */
export interface PaymentField {
  key: keyof PaymentDetails;
  /** The input's id, which Place Order's problems name. */
  id: string;
  autoComplete: string;
  maxLength: number;
  type?: 'tel';
  /** Spans both columns of the form. */
  wide?: boolean;
}

// Medicare details are never offered for autofill: they are the patient's, typed from the card.
export const medicareFields: readonly PaymentField[] = [
  {
    key: 'medicareNumber',
    id: 'medicare-number',
    autoComplete: 'off',
    maxLength: 14,
    wide: true,
  },
  {
    key: 'physicianName',
    id: 'physician-name',
    autoComplete: 'off',
    maxLength: fieldLimits.name,
  },
  {
    key: 'physicianPhone',
    id: 'physician-phone',
    autoComplete: 'off',
    maxLength: fieldLimits.phone,
    type: 'tel',
  },
];

/** Where an order ships, as a receipt repeats it: the name, the street, then city, state and ZIP code. */
export function addressLines(
  s: Pick<ShippingDetails, 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zipCode'>,
): string[] {
  return [
    `${s.firstName} ${s.lastName}`.trim(),
    s.address.trim(),
    `${s.city.trim()}, ${s.state} ${s.zipCode.trim()}`,
  ];
}

/** The shipping step's fields left empty (blank space counting as empty), in the form's order. */
export function blankShippingFields(shipping: ShippingDetails): (keyof ShippingDetails)[] {
  return (Object.keys(emptyShipping) as (keyof ShippingDetails)[]).filter((k) => shipping[k].trim() === '');
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
  medicareNumber: '',
  physicianName: '',
  physicianPhone: '',
};

/**
 * The checkout as a new tab starts it, and as a tab reads it back when nothing it saved can be believed
 * (store/saved-checkout.ts).
 */
export const emptyCheckout: {
  shipping: ShippingDetails;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  /** Whether she has said how she pays (Cart Review asks; until then it answers for nobody). */
  paymentChosen: boolean;
} = { shipping: emptyShipping, shippingMethod: 'standard', paymentMethod: 'card', paymentChosen: false };
