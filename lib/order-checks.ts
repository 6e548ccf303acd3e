import { cardFields, medicareFields, type PaymentDetails, type ShippingDetails } from './checkout-fields';
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

const shippingRequired: [keyof ShippingDetails, string][] = [
  ['firstName', 'Enter your first name.'],
  ['lastName', 'Enter your last name.'],
  ['email', 'Enter your e-mail address.'],
  ['phone', 'Enter your phone number.'],
  ['address', 'Enter your street address.'],
  ['city', 'Enter your city.'],
  ['state', 'Select your state.'],
  ['zipCode', 'Enter your ZIP code.'],
];

/** The formats a filled-in payment field must have, and what to say when it has not. */
const formats: Partial<Record<keyof PaymentDetails, [(value: string) => boolean, string]>> = {
  medicareNumber: [
    isMedicareNumber,
    'Enter the 11 letters and numbers of your Medicare Number, like 1EG4-TE5-MK73, as printed on your red, white and blue card.',
  ],
  physicianPhone: [isPhoneNumber, 'Enter a 10-digit phone number, like 718-555-0100.'],
};

function paymentProblems(payment: PaymentDetails, paymentMethod: PaymentMethod): OrderProblem[] {
  const fields = paymentMethod === 'card' ? cardFields : medicareFields;
  return fields.flatMap(({ key, id, required }): OrderProblem[] => {
    const value = payment[key].trim();
    if (!value) return [{ step: 3, field: id, message: required }];
    const format = formats[key];
    return format && !format[0](value) ? [{ step: 3, field: id, message: format[1] }] : [];
  });
}

/**
 * What stops an order being placed, in the order the fields appear: every field marked required on the
 * shipping step, the e-mail and phone fields' types, and what the chosen payment needs: the card's four
 * fields, or for Medicare a Medicare Number in CMS's format and the prescribing doctor's name and phone.
 */
export function orderProblems(
  shipping: ShippingDetails,
  payment: PaymentDetails,
  paymentMethod: PaymentMethod,
): OrderProblem[] {
  const problems: OrderProblem[] = [];
  for (const [key, message] of shippingRequired) {
    const value = shipping[key].trim();
    const field = `shipping-${key}`;
    if (!value) problems.push({ step: 2, field, message });
    else if (key === 'email' && !EMAIL.test(value))
      problems.push({ step: 2, field, message: 'Enter an e-mail address like name@example.com.' });
    else if (key === 'phone' && !isPhoneNumber(value))
      problems.push({ step: 2, field, message: 'Enter a 10-digit phone number, like 718-555-0100.' });
    else if (key === 'zipCode' && !ZIP_CODE.test(value))
      problems.push({ step: 2, field, message: 'Enter a 5-digit ZIP code, like 11435.' });
  }
  return [...problems, ...paymentProblems(payment, paymentMethod)];
}
