import { facts, formatAddress, formatHours, shippingMethods } from './facts';

describe('store facts', () => {
  it('keeps the phone support hours the footer shows apart from the store hours', () => {
    expect(facts.phoneSupportHours.summary).toBe('Mon-Fri 8AM-6PM EST');
    expect(facts.phoneSupportHours.hours.map(formatHours)).toEqual(['8:00 AM - 6:00 PM EST']);
    expect(facts.storeHours.map((h) => `${h.label}: ${formatHours(h)}`)).toEqual([
      'Monday - Friday: 9:00 AM - 6:00 PM EST',
      'Saturday: 10:00 AM - 4:00 PM EST',
      'Sunday: Closed',
    ]);
  });

  it('writes noon and midnight hours the way a clock does', () => {
    expect(formatHours({ label: 'x', days: ['Monday'], opens: '00:30', closes: '12:00' })).toBe(
      '12:30 AM - 12:00 PM EST',
    );
  });

  it('holds the checkout rules of the specification', () => {
    // Queens' combined rate (New York State 4%, New York City 4.5%, MCTD 0.375%), on taxable items only.
    expect(facts.taxRatePercent).toBe(8.875);
    expect(shippingMethods.map((m) => [m.id, m.price, m.estimatedDelivery])).toEqual([
      ['standard', 0, '5-7 business days'],
      ['expedited', 29.99, '2-3 business days'],
      ['overnight', 59.99, 'Next business day'],
    ]);
    expect(facts.returnWindowDays).toBe(30);
    expect(facts.shipsWithin).toBe('1-2 business days');
  });

  it('splits the Medicare-approved amount 80/20 and holds CMS’s Part B deductible for each year', () => {
    const m = facts.medicare;
    expect([m.coveragePercent, m.coinsurancePercent]).toEqual([80, 20]);
    expect(m.coveragePercent + m.coinsurancePercent).toBe(100);
    expect(m.partBDeductibles).toEqual({ 2024: 240, 2025: 257, 2026: 283 });
    expect([m.rentalMonths, m.oxygenRentalMonths]).toEqual([13, 36]);
  });

  it('writes the store address on one line', () => {
    expect(formatAddress()).toBe('89-14 Sutphin Boulevard, Jamaica, NY 11435');
  });
});
