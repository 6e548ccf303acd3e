import { stepFromSearch, stepSearch } from './checkout-steps';

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
