import * as z from 'zod/mini';
import {
  medicareFields,
  type PaymentDetails,
  type PaymentField,
  type ShippingDetails,
} from './checkout-fields';
import { isMedicareNumber } from './field-hints';
import { EMAIL, ZIP_CODE } from './formats';
import type { PaymentMethod } from './intake-contract';

/** A field Place Order found wanting: the step it is on, its input's id and what to do about it. */
export interface OrderProblem {
  step: 2 | 3;
  field: string;
  message: string;
}

/** A US phone number: 10 digits, optionally after a leading 1, with the usual separators. */
export function isPhoneNumber(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

const PHONE_FORMAT = 'Enter a 10-digit phone number, like 718-555-0100.';

/**
 * A field the shopper must fill in, blank space counting as empty: one message per field, the format's only
 * once something is typed.
 */
function required(message: string, format?: [(value: string) => boolean, string]) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      ...(format ? [z.refine<string>(format[0], format[1])] : []),
    );
}

/** The shipping step's fields, in the order the form shows them. */
const shippingSchema = z.object({
  firstName: required('Enter your first name.'),
  lastName: required('Enter your last name.'),
  email: required('Enter your e-mail address.', [
    (v) => EMAIL.test(v),
    'Enter an e-mail address like name@example.com.',
  ]),
  phone: required('Enter your phone number.', [isPhoneNumber, PHONE_FORMAT]),
  address: required('Enter your street address.'),
  city: required('Enter your city.'),
  state: required('Select your state.'),
  zipCode: required('Enter your ZIP code.', [
    (v) => ZIP_CODE.test(v),
    'Enter a 5-digit ZIP code, like 11435.',
  ]),
});

/** The formats a filled-in payment field must have, and what to say when it has not. */
const paymentFormats: Partial<Record<keyof PaymentDetails, [(value: string) => boolean, string]>> = {
  medicareNumber: [
    isMedicareNumber,
    'Enter the 11 letters and numbers of your Medicare Number, like 1EG4-TE5-MK73, as printed on your red, white and blue card.',
  ],
  physicianPhone: [isPhoneNumber, PHONE_FORMAT],
};

/** The chosen payment's fields, each required, by their inputs' ids, in the order the form shows them. */
function paymentSchema(fields: readonly PaymentField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.id, required(f.required, paymentFormats[f.key])])));
}
const medicareSchema = paymentSchema(medicareFields);

/** Each field's problem (one at most: an empty field is not judged on its format), in the form's order. */
function problemsOf(
  result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } },
  step: 2 | 3,
  fieldId: (key: string) => string,
): OrderProblem[] {
  return (result.error?.issues ?? []).map(({ path, message }) => ({
    step,
    field: fieldId(String(path[0])),
    message,
  }));
}

/**
 * What stops an order being placed, in the order the fields appear: every field marked required on the
 * shipping step, the e-mail and phone fields' types, and for Medicare a Medicare Number in CMS's format and the
 * prescribing doctor's name and phone. (A card is entered on the processor's page, never here.)
 */
export function orderProblems(
  shipping: ShippingDetails,
  payment: PaymentDetails,
  paymentMethod: PaymentMethod,
): OrderProblem[] {
  const typed = Object.fromEntries(medicareFields.map((f) => [f.id, payment[f.key]]));
  return [
    ...problemsOf(shippingSchema.safeParse(shipping), 2, (key) => `shipping-${key}`),
    ...(paymentMethod === 'medicare' ? problemsOf(medicareSchema.safeParse(typed), 3, (id) => id) : []),
  ];
}
