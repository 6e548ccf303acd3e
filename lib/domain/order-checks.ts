import * as z from 'zod/mini';
import type english from '@/data/messages/en.json';
import {
  medicareFields,
  type PaymentDetails,
  type PaymentField,
  type ShippingDetails,
} from './checkout-fields';
import { isMedicareNumber } from './field-hints';
import { EMAIL, ZIP_CODE } from './formats';
import type { PaymentMethod } from './payment-methods';

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

/** What each check says, in the shopper's language (the `Checkout.checks` messages). */
export type CheckWords = (typeof english)['Checkout']['checks'];

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
function shippingSchema(w: CheckWords) {
  return z.object({
    firstName: required(w.firstName),
    lastName: required(w.lastName),
    email: required(w.email, [(v) => EMAIL.test(v), w.emailFormat]),
    phone: required(w.phone, [isPhoneNumber, w.phoneFormat]),
    address: required(w.address),
    city: required(w.city),
    state: required(w.state),
    zipCode: required(w.zipCode, [(v) => ZIP_CODE.test(v), w.zipCodeFormat]),
  });
}

/** The formats a filled-in payment field must have, and what to say when it has not. */
function paymentFormats(
  w: CheckWords,
): Partial<Record<keyof PaymentDetails, [(value: string) => boolean, string]>> {
  return {
    medicareNumber: [isMedicareNumber, w.medicareNumberFormat],
    physicianPhone: [isPhoneNumber, w.phoneFormat],
  };
}

/** The chosen payment's fields, each required, by their inputs' ids, in the order the form shows them. */
function paymentSchema(fields: readonly PaymentField[], w: CheckWords) {
  const formats = paymentFormats(w);
  return z.object(Object.fromEntries(fields.map((f) => [f.id, required(w[f.key], formats[f.key])])));
}

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
  words: CheckWords,
): OrderProblem[] {
  const typed = Object.fromEntries(medicareFields.map((f) => [f.id, payment[f.key]]));
  return [
    ...problemsOf(shippingSchema(words).safeParse(shipping), 2, (key) => `shipping-${key}`),
    ...(paymentMethod === 'medicare'
      ? problemsOf(paymentSchema(medicareFields, words).safeParse(typed), 3, (id) => id)
      : []),
  ];
}
