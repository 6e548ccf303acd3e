import {
  calculatorPath,
  checkoutTitle,
  orderTotals,
  shippingCost,
  stepFromSearch,
  stepSearch,
} from './checkout';

const cpap = { price: 89900, quantity: 1, medicareEligible: true };
const oximeter = { price: 3500, quantity: 2, medicareEligible: false };

describe('order totals', () => {
  it('charges the three shipping methods', () => {
    expect(shippingCost('standard')).toBe(0);
    expect(shippingCost('expedited')).toBe(2999);
    expect(shippingCost('overnight')).toBe(5999);
  });

  it('adds 8% tax on the subtotal with standard shipping free', () => {
    const t = orderTotals([cpap], 'standard', false);
    expect(t).toEqual({
      subtotal: 89900,
      shipping: 0,
      tax: 7192,
      eligibleTotal: 89900,
      medicareSavings: 0,
      total: 97092,
    });
  });

  it('rounds tax to the cent', () => {
    const t = orderTotals([{ price: 1999, quantity: 1, medicareEligible: false }], 'expedited', false);
    expect(t.tax).toBe(160);
    expect(t.total).toBe(1999 + 2999 + 160);
  });

  it('takes 80% of eligible items only when Part B applies', () => {
    const without = orderTotals([cpap, oximeter], 'overnight', false);
    expect(without.total).toBe(96900 + 5999 + 7752);
    const withMedicare = orderTotals([cpap, oximeter], 'overnight', true);
    expect(withMedicare.eligibleTotal).toBe(89900);
    expect(withMedicare.medicareSavings).toBe(71920);
    expect(withMedicare.total).toBe(96900 + 5999 + 7752 - 71920);
  });

  it('gives no savings when nothing is eligible', () => {
    expect(orderTotals([oximeter], 'standard', true).medicareSavings).toBe(0);
  });

  it('counts quantities in every sum', () => {
    const t = orderTotals([{ ...cpap, quantity: 3 }], 'standard', true);
    expect(t.subtotal).toBe(269700);
    expect(t.medicareSavings).toBe(215760);
  });
});

describe('Medicare estimate at checkout', () => {
  const cpapOnly = [{ ...cpap, quantity: 1 }];

  it('for one $899 CPAP: $719.20 estimated Medicare share, $251.72 estimated total', () => {
    // 899 + 8% of 899 (71.92) - 80% of 899 (719.20) = 251.72
    const t = orderTotals(cpapOnly, 'standard', true);
    expect([t.subtotal, t.tax, t.medicareSavings, t.total]).toEqual([89900, 7192, 71920, 25172]);
  });

  it('for two CPAPs: $1,438.40 estimated share, $503.44 estimated total', () => {
    // 1,798 + 143.84 tax - 1,438.40 = 503.44
    const t = orderTotals([{ ...cpap, quantity: 2 }], 'standard', true);
    expect([t.eligibleTotal, t.tax, t.medicareSavings, t.total]).toEqual([179800, 14384, 143840, 50344]);
  });

  it('links the calculator with the eligible total in whole dollars', () => {
    expect(calculatorPath(179800)).toBe('/medicare-info/calculator/?cost=1798');
    expect(calculatorPath(4550)).toBe('/medicare-info/calculator/?cost=46');
  });
});

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

describe('checkout titles', () => {
  it('name the step the shopper is on, then the checkout and the store', () => {
    expect([1, 2, 3, 4].map((step) => checkoutTitle(step as 1 | 2 | 3 | 4))).toEqual([
      'Cart Review - Checkout | Jamaica Medical Supply',
      'Shipping - Checkout | Jamaica Medical Supply',
      'Payment - Checkout | Jamaica Medical Supply',
      'Confirmation - Checkout | Jamaica Medical Supply',
    ]);
  });
});
