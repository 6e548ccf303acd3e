import { emptyPayment, emptyShipping, type PaymentDetails, type ShippingDetails } from './checkout-fields';
import type { PaymentMethod } from './payment-methods';
import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import { isPhoneNumber, orderProblems as checkedIn } from './order-checks';

const orderProblems = (s: ShippingDetails, p: PaymentDetails, m: PaymentMethod) =>
  checkedIn(s, p, m, english.Checkout.checks);

const shipping: ShippingDetails = {
  firstName: 'Mary',
  lastName: 'Jones',
  email: 'mary@example.com',
  phone: '718-555-0100',
  address: '12 Hillside Ave',
  city: 'Jamaica',
  state: 'NY',
  zipCode: '11432',
};
/** A card order asks nothing at the payment step: the card is entered on the processor's page. */
const card = emptyPayment;

describe('Place Order checks', () => {
  it('passes a complete card order', () => {
    expect(orderProblems(shipping, card, 'card')).toEqual([]);
  });

  it('lists every empty shipping field in the order shown, on the shipping step', () => {
    const problems = orderProblems(emptyShipping, card, 'card');
    expect(problems.map((p) => p.field)).toEqual([
      'shipping-firstName',
      'shipping-lastName',
      'shipping-email',
      'shipping-phone',
      'shipping-address',
      'shipping-city',
      'shipping-state',
      'shipping-zipCode',
    ]);
    expect(new Set(problems.map((p) => p.step))).toEqual(new Set([2]));
    expect(problems[6]?.message).toBe('Select your state.');
  });

  it('treats blank space as empty', () => {
    expect(orderProblems({ ...shipping, city: '   ' }, card, 'card')).toEqual([
      { step: 2, field: 'shipping-city', message: 'Enter your city.' },
    ]);
    expect(
      orderProblems(shipping, { ...card, medicareNumber: '   ' }, 'medicare').map((p) => p.field),
    ).toContain('medicare-number');
  });

  it('checks the e-mail and phone types', () => {
    expect(orderProblems({ ...shipping, email: 'mary@' }, card, 'card')).toEqual([
      { step: 2, field: 'shipping-email', message: 'Enter an e-mail address like name@example.com.' },
    ]);
    expect(orderProblems({ ...shipping, phone: '555-0100' }, card, 'card')).toEqual([
      { step: 2, field: 'shipping-phone', message: 'Enter a 10-digit phone number, like 718-555-0100.' },
    ]);
  });

  it('asks a card order for nothing at the payment step, and lists shipping problems before payment ones', () => {
    expect(
      orderProblems({ ...shipping, lastName: '' }, emptyPayment, 'card').map((p) => [p.step, p.field]),
    ).toEqual([[2, 'shipping-lastName']]);
    const both = orderProblems({ ...shipping, lastName: '' }, emptyPayment, 'medicare');
    expect(both.map((p) => p.step)).toEqual([2, 3, 3, 3]);
  });

  it('requires a Medicare Number in CMS’s format and the physician when paying through Medicare', () => {
    const problems = orderProblems(shipping, emptyPayment, 'medicare');
    expect(problems.map((p) => [p.step, p.field, p.message])).toEqual([
      [3, 'medicare-number', 'Enter your Medicare Number.'],
      [3, 'physician-name', 'Enter the name of the doctor who prescribed it.'],
      [3, 'physician-phone', 'Enter your doctor’s phone number.'],
    ]);
    const typed = {
      ...emptyPayment,
      medicareNumber: '1EG4-TE5-MK73',
      physicianName: 'Dr. Anita Patel',
      physicianPhone: '(718) 555-0199',
    };
    expect(orderProblems(shipping, typed, 'medicare')).toEqual([]);
    expect(orderProblems(shipping, { ...typed, medicareNumber: ' 1eg4 te5 mk73 ' }, 'medicare')).toEqual([]);
    const wrong = orderProblems(
      shipping,
      { ...typed, medicareNumber: '1EG4-TE5-MK7S', physicianPhone: '555' },
      'medicare',
    );
    expect(wrong.map((p) => p.message)).toEqual([
      'Enter the 11 letters and numbers of your Medicare Number, like 1EG4-TE5-MK73, as printed on your red, white and blue card.',
      'Enter a 10-digit phone number, like 718-555-0100.',
    ]);
    // Medicare fields are not asked for a card order.
    expect(orderProblems(shipping, emptyPayment, 'card')).toEqual([]);
  });

  it('asks for a five-digit ZIP code', () => {
    expect(orderProblems({ ...shipping, zipCode: '1143' }, card, 'card')).toEqual([
      { step: 2, field: 'shipping-zipCode', message: 'Enter a 5-digit ZIP code, like 11435.' },
    ]);
    expect(orderProblems({ ...shipping, zipCode: '11432-1234' }, card, 'card')).toEqual([]);
  });

  it('says what to put right in the language of the page', () => {
    const typed = {
      medicareNumber: '123-45-6789A',
      physicianName: 'Dr. Ruiz',
      physicianPhone: '718-555-0199',
    };
    expect(
      checkedIn({ ...shipping, firstName: ' ', zipCode: '1143' }, typed, 'medicare', spanish.Checkout.checks),
    ).toEqual([
      { step: 2, field: 'shipping-firstName', message: 'Escriba su nombre.' },
      { step: 2, field: 'shipping-zipCode', message: 'Escriba un código postal de 5 números, como 11435.' },
      {
        step: 3,
        field: 'medicare-number',
        message:
          'Escriba las 11 letras y números de su número de Medicare, como 1EG4-TE5-MK73, tal como aparecen en su tarjeta roja, blanca y azul.',
      },
    ]);
  });

  it('knows a US phone number', () => {
    for (const ok of ['718-555-0100', '(718) 555-0100', '7185550100', '+1 718 555 0100', '1.718.555.0100'])
      expect(isPhoneNumber(ok)).toBe(true);
    for (const bad of [
      '555-0100',
      '1 555 0100',
      '718-555-01000',
      '2 718 555 0100',
      'call me',
      'call 718-555-0100',
      '718-555-0100 ext',
      '718-555-0100 x2',
    ])
      expect(isPhoneNumber(bad)).toBe(false);
  });
});
