import { orderTotals, shippingCost, type Payment, type PricedLine } from './order-totals';
import type { PartBDeductible } from './deductible';

const d2026: PartBDeductible = { year: 2026, amount: 28300, current: true };
const card: Payment = { method: 'card', deductible: 'unsure' };
const medicare = (deductible: Payment['deductible']): Payment => ({ method: 'medicare', deductible });

const cpap: PricedLine = {
  price: 89900,
  quantity: 1,
  taxable: false,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8900 },
};
const nebulizer: PricedLine = {
  price: 5900,
  quantity: 1,
  taxable: false,
  medicare: { eligible: true, billing: 'purchase' },
};
const oximeter: PricedLine = {
  price: 3500,
  quantity: 2,
  taxable: false,
  medicare: { eligible: false, billing: 'purchase' },
};
const showerChair: PricedLine = {
  price: 4900,
  quantity: 1,
  taxable: true,
  medicare: { eligible: false, billing: 'purchase' },
};

describe('order totals', () => {
  it('charges the three shipping methods', () => {
    expect(shippingCost('standard')).toBe(0);
    expect(shippingCost('expedited')).toBe(2999);
    expect(shippingCost('overnight')).toBe(5999);
  });

  it('charges no tax on medical equipment', () => {
    expect(orderTotals([cpap, oximeter], 'standard', card, d2026)).toEqual({
      subtotal: 96900,
      shipping: 0,
      taxable: 0,
      tax: 0,
      billedToMedicare: 0,
      medicareApproved: 0,
      medicarePays: 0,
      patientShare: 0,
      total: 96900,
    });
  });

  it('charges Queens’ 8.875% on taxable items only, rounded to the cent', () => {
    // 8.875% of $49.00 = $4.34875 → $4.35
    const t = orderTotals([cpap, showerChair], 'expedited', card, d2026);
    expect([t.taxable, t.tax, t.total]).toEqual([4900, 435, 89900 + 4900 + 2999 + 435]);
    const two = orderTotals([{ ...showerChair, quantity: 2 }], 'standard', card, d2026);
    // 8.875% of $98.00 = $8.6975 → $8.70
    expect(two.tax).toBe(870);
  });
});

describe('an order billed to Medicare', () => {
  it('nebulizer, deductible met: the patient’s estimated share is $11.80, and that is the total', () => {
    const t = orderTotals([nebulizer], 'standard', medicare('yes'), d2026);
    expect([t.billedToMedicare, t.medicareApproved, t.medicarePays, t.patientShare, t.total]).toEqual([
      5900, 5900, 4720, 1180, 1180,
    ]);
  });

  it('CPAP, deductible not sure: the first month’s $89 goes to the deductible', () => {
    const t = orderTotals([cpap], 'standard', medicare('unsure'), d2026);
    expect([t.billedToMedicare, t.medicareApproved, t.patientShare, t.total]).toEqual([
      89900, 8900, 8900, 8900,
    ]);
  });

  it('mixed cart: other items, their tax and shipping are paid as usual beside the share', () => {
    // Approved now 59 + 89 = 148, met: share 29.60; oximeters 70 and the chair 49 with $4.35 tax; overnight 59.99.
    const t = orderTotals([nebulizer, cpap, oximeter, showerChair], 'overnight', medicare('yes'), d2026);
    expect(t).toEqual({
      subtotal: 5900 + 89900 + 7000 + 4900,
      shipping: 5999,
      taxable: 4900,
      tax: 435,
      billedToMedicare: 95800,
      medicareApproved: 14800,
      medicarePays: 11840,
      patientShare: 2960,
      total: 7000 + 4900 + 435 + 5999 + 2960,
    });
  });

  it.each([
    ['standard', 'card', 96900],
    ['expedited', 'card', 99899],
    ['overnight', 'card', 102899],
    ['standard', 'medicare', 15900],
    ['expedited', 'medicare', 18899],
    ['overnight', 'medicare', 21899],
  ] as const)('CPAP and two oximeters, %s shipping, paid by %s: %i cents', (method, by, total) => {
    // $899 + 2 × $35, no tax; billed to Medicare (deductible not sure) the CPAP's first $89 month goes to the
    // deductible: $70 + $89.
    const payment = by === 'card' ? card : medicare('unsure');
    expect(orderTotals([cpap, oximeter], method, payment, d2026).total).toBe(total);
  });

  it('nothing eligible: nothing is billed to Medicare', () => {
    const t = orderTotals([oximeter], 'standard', medicare('no'), d2026);
    expect([t.billedToMedicare, t.patientShare, t.total]).toEqual([0, 0, 7000]);
  });
});
