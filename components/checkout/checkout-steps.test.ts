import { paymentReturnOf, stepFromSearch, stepSearch } from './checkout-steps';

describe('checkout steps in the address bar', () => {
  it('writes each step and reads it back', () => {
    expect([1, 2, 3, 4].map((s) => stepSearch(s as 1 | 2 | 3 | 4))).toEqual([
      '',
      '?step=shipping',
      '?step=payment',
      '?step=confirmation',
    ]);
    for (const s of [1, 2, 3, 4] as const) expect(stepFromSearch(stepSearch(s))).toBe(s);
  });

  it('starts at the cart review for anything else', () => {
    expect(stepFromSearch('')).toBe(1);
    expect(stepFromSearch('?step=')).toBe(1);
    expect(stepFromSearch('?step=cart')).toBe(1);
    expect(stepFromSearch('?step=PAYMENT')).toBe(1);
  });
});

describe('back from Stripe’s page', () => {
  it('reads the order and whether she paid from the address Stripe sends her back to', () => {
    expect(paymentReturnOf('?step=confirmation&order=JMS-7KQ4M-X9WPT&session=cs_test_a1')).toEqual({
      orderNumber: 'JMS-7KQ4M-X9WPT',
      paid: true,
    });
    expect(paymentReturnOf('?step=confirmation&order=JMS-7KQ4M-X9WPT&payment=cancelled')).toEqual({
      orderNumber: 'JMS-7KQ4M-X9WPT',
      paid: false,
    });
  });

  it('is nothing for a confirmation not come back from Stripe, or a number that is not one', () => {
    expect(paymentReturnOf('?step=confirmation')).toBeNull();
    expect(paymentReturnOf('?step=confirmation&order=JMS-7KQ4M-X9WPT')).toBeNull();
    expect(paymentReturnOf('?step=payment&order=JMS-7KQ4M-X9WPT&session=cs_1')).toBeNull();
    expect(paymentReturnOf('?step=confirmation&order=<script>&session=cs_1')).toBeNull();
    expect(paymentReturnOf('?step=confirmation&order=JMS-7KQ4M-X9WP0&session=cs_1')).toBeNull();
  });
});
