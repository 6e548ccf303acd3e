import { formatMoney, formatPrice, percentOf, percentOff, toCents } from './money';

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(toCents(29.99)).toBe(2999);
    expect(toCents(59.99)).toBe(5999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds percentages half up to the cent', () => {
    expect(percentOf(1999, 8)).toBe(160); // 159.92 → 160
    expect(percentOf(1250, 8)).toBe(100);
    expect(percentOf(6250, 8)).toBe(500);
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
  });

  it('formats in en-US dollars whatever the runtime locale', () => {
    expect(formatMoney(199044)).toBe('$1,990.44');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatPrice(119900)).toBe('$1,199');
    expect(formatPrice(2999)).toBe('$29.99');
  });

  it('computes percent off only for a real discount', () => {
    expect(percentOff(89900, 119900)).toBe(25);
    expect(percentOff(3500, 3500)).toBe(0);
    expect(percentOff(4500, 6000)).toBe(25);
    // A "was" price below the price, or none at all, is no discount.
    expect(percentOff(6000, 4500)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(-100, 0)).toBe(0);
  });
});
