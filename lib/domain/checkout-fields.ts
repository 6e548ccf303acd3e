import type { ShippingMethod } from '@/data/facts';
import { fieldLimits } from './field-limits';
import type { PaymentMethod } from './intake-contract';

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

/** A payment input: what the form renders and what Place Order asks for when it is left empty. */
export interface PaymentField {
  key: keyof PaymentDetails;
  /** The input's id, which Place Order's problems name. */
  id: string;
  label: string;
  autoComplete: string;
  maxLength: number;
  /** Place Order's message when the field is empty. */
  required: string;
  type?: 'tel';
  /** Spans both columns of the form. */
  wide?: boolean;
}

// Medicare details are never offered for autofill: they are the patient's, typed from the card.
export const medicareFields: readonly PaymentField[] = [
  {
    key: 'medicareNumber',
    id: 'medicare-number',
    label: 'Medicare Number',
    autoComplete: 'off',
    maxLength: 14,
    required: 'Enter your Medicare Number.',
    wide: true,
  },
  {
    key: 'physicianName',
    id: 'physician-name',
    label: 'Physician Name',
    autoComplete: 'off',
    maxLength: fieldLimits.name,
    required: 'Enter the name of the doctor who prescribed it.',
  },
  {
    key: 'physicianPhone',
    id: 'physician-phone',
    label: 'Physician Phone',
    autoComplete: 'off',
    maxLength: fieldLimits.phone,
    required: 'Enter your doctor’s phone number.',
    type: 'tel',
  },
];

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
} = { shipping: emptyShipping, shippingMethod: 'standard', paymentMethod: 'card' };
