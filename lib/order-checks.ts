import type { PaymentDetails, ShippingDetails } from './checkout-fields';
import { isMedicareNumber } from './field-hints';
import type { PaymentMethod } from './intake-contract';

/** A field Place Order found wanting: the step it is on, its input's id and what to do about it. */
export interface OrderProblem {
  step: 2 | 3;
  field: string;
  message: string;
}

// The rule browsers use for <input type="email"> (HTML's "valid e-mail address").
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

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

const cardRequired: [keyof PaymentDetails, string, string][] = [
  ['cardNumber', 'card-number', 'Enter the card number.'],
  ['expiryDate', 'card-expiry', 'Enter the expiry date, as MM/YY.'],
  ['cvv', 'card-cvv', 'Enter the CVV, the 3 or 4 digits on the card.'],
  ['nameOnCard', 'card-name', 'Enter the name as it appears on the card.'],
];

function medicareProblems(payment: PaymentDetails): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const add = (field: string, message: string) => problems.push({ step: 3, field, message });
  if (!payment.medicareNumber.trim()) add('medicare-number', 'Enter your Medicare Number.');
  else if (!isMedicareNumber(payment.medicareNumber))
    add(
      'medicare-number',
      'Enter the 11 letters and numbers of your Medicare Number, like 1EG4-TE5-MK73, as printed on your red, white and blue card.',
    );
  if (!payment.physicianName.trim()) add('physician-name', 'Enter the name of the doctor who prescribed it.');
  if (!payment.physicianPhone.trim()) add('physician-phone', 'Enter your doctor’s phone number.');
  else if (!isPhoneNumber(payment.physicianPhone))
    add('physician-phone', 'Enter a 10-digit phone number, like 718-555-0100.');
  return problems;
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
    else if (key === 'zipCode' && !/^\d{5}(-?\d{4})?$/.test(value))
      problems.push({ step: 2, field, message: 'Enter a 5-digit ZIP code, like 11435.' });
  }
  if (paymentMethod === 'card') {
    for (const [key, field, message] of cardRequired) {
      if (!payment[key].trim()) problems.push({ step: 3, field, message });
    }
  } else problems.push(...medicareProblems(payment));
  return problems;
}
