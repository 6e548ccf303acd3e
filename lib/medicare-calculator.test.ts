import { calculateMedicareCost, costFromSearch, parseEquipmentCost } from './medicare-calculator';

describe('Medicare cost calculator', () => {
  it('deductible not met: patient pays the deductible plus 20% of the rest', () => {
    expect(
      calculateMedicareCost({ cost: 1000, deductibleMet: false, supplemental: false, deductible: 240 }),
    ).toEqual({
      cost: 100000,
      deductibleApplied: 24000,
      medicarePays: 60800,
      patientPays: 39200,
      supplementalPays: 0,
    });
  });

  it('deductible met: Medicare 80%, patient 20%', () => {
    const r = calculateMedicareCost({
      cost: 1000,
      deductibleMet: true,
      supplemental: false,
      deductible: 240,
    });
    expect([r.medicarePays, r.patientPays, r.deductibleApplied]).toEqual([80000, 20000, 0]);
  });

  it('below the deductible the patient pays the whole cost', () => {
    const r = calculateMedicareCost({
      cost: 200,
      deductibleMet: false,
      supplemental: false,
      deductible: 240,
    });
    expect([r.medicarePays, r.patientPays]).toEqual([0, 20000]);
  });

  it('supplemental insurance pays half of the patient share', () => {
    const r = calculateMedicareCost({
      cost: 1000,
      deductibleMet: false,
      supplemental: true,
      deductible: 240,
    });
    expect([r.medicarePays, r.patientPays, r.supplementalPays]).toEqual([60800, 19600, 19600]);
  });

  it('splits the patient share in exact halves for every whole-dollar cost, the three parts adding up', () => {
    // Whole dollars at 20% make the patient share an even number of cents, so halving never needs rounding.
    const wrong: object[] = [];
    for (let cost = 1; cost <= 3000; cost++) {
      for (const deductibleMet of [true, false]) {
        const without = calculateMedicareCost({ cost, deductibleMet, supplemental: false, deductible: 240 });
        const r = calculateMedicareCost({ cost, deductibleMet, supplemental: true, deductible: 240 });
        const half = without.patientPays / 2;
        const ok =
          r.medicarePays === without.medicarePays &&
          r.supplementalPays === half &&
          r.patientPays === half &&
          r.medicarePays + r.patientPays + r.supplementalPays === cost * 100;
        if (!ok) wrong.push({ cost, deductibleMet, without, r });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('falls back to a 233 deductible when none is given', () => {
    const r = calculateMedicareCost({ cost: 1000, deductibleMet: false, supplemental: false });
    expect(r.deductibleApplied).toBe(23300);
    expect(r.medicarePays).toBe(61360);
    expect(r.patientPays).toBe(38640);
  });

  it('parses the cost as an integer, anything else is 0', () => {
    expect(parseEquipmentCost('1500')).toBe(1500);
    expect(parseEquipmentCost('1500.75')).toBe(1500);
    expect(parseEquipmentCost('abc')).toBe(0);
    expect(parseEquipmentCost('')).toBe(0);
    expect(parseEquipmentCost('-40')).toBe(0);
    expect(
      calculateMedicareCost({ cost: 0, deductibleMet: false, supplemental: true, deductible: 240 }),
    ).toMatchObject({
      medicarePays: 0,
      patientPays: 0,
      supplementalPays: 0,
    });
  });
});

describe('equipment cost from a link', () => {
  it('reads whole dollars from 1 to 1,000,000', () => {
    expect(costFromSearch('?cost=1798')).toBe(1798);
    expect(costFromSearch('?cost=1')).toBe(1);
    expect(costFromSearch('?cost=1000000')).toBe(1000000);
    expect(costFromSearch('?tab=x&cost=0899')).toBe(899);
  });

  it('ignores anything else', () => {
    for (const search of [
      '',
      '?cost=',
      '?cost=0',
      '?cost=-5',
      '?cost=12.5',
      '?cost=1e3',
      '?cost=abc',
      '?cost=1000001',
      '?cost=%201798',
    ])
      expect(costFromSearch(search)).toBeNull();
  });

  it('gives the figure checkout sends for one $899 CPAP with the deductible not met: $371.80', () => {
    const r = calculateMedicareCost({
      cost: costFromSearch('?cost=899')!,
      deductibleMet: false,
      supplemental: false,
      deductible: 240,
    });
    // 240 deductible + 20% of the remaining 659 (131.80)
    expect([r.patientPays, r.medicarePays]).toEqual([37180, 52720]);
  });
});
