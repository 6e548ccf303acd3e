import { monthCeiling } from './claim-ceiling';

/** A purchase with an allowed amount, a capped rental, an oxygen rental with no monthly amount, a non-covered item. */
const brace = {
  price: 4_500,
  quantity: 2,
  medicare: { eligible: true, billing: 'purchase', allowedAmount: 3_800 },
} as const;
const cpap = {
  price: 89_900,
  quantity: 1,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8_900 },
} as const;
const oxygen = { price: 229_900, quantity: 1, medicare: { eligible: true, billing: 'oxygen' } } as const;
const chair = { price: 4_900, quantity: 1, medicare: { eligible: false, billing: 'purchase' } } as const;

describe('what Medicare can pay at most in a month', () => {
  it('bills every covered line in month 1: two braces at $38.00 allowed, and the CPAP’s first month', () => {
    // 2 × $38.00 + $89.00 = $165.00; the shower chair is not billed to Medicare.
    expect(monthCeiling([brace, cpap, chair], 1)).toBe(16_500);
  });

  it('bills only the rentals still running after month 1, and nothing after month 13', () => {
    expect(monthCeiling([brace, cpap], 2)).toBe(8_900);
    expect(monthCeiling([brace, cpap], 13)).toBe(8_900);
    expect(monthCeiling([brace, cpap], 14)).toBe(0);
  });

  it('bounds oxygen with no monthly amount by its price, for 36 months', () => {
    expect(monthCeiling([oxygen], 36)).toBe(229_900);
    expect(monthCeiling([oxygen], 37)).toBe(0);
  });
});
