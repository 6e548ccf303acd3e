import { orderTotals, shippingCost } from './checkout';

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
