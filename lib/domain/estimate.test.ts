import { partBDeductible, type PartBDeductible } from './deductible';
import { calculatorEstimate, calculatorSchedule } from './medicare-calculator';
import { rentalShares } from './order-totals';
import {
  calculatorBilling,
  estimateMedicare,
  paymentSchedule,
  scheduleTotal,
  splitApproved,
  type EstimateLine,
} from './estimate';
import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import { answerNote, basisNote, scheduleWords } from './estimate-words';

// Hand-computed against Medicare's rule: the deductible first, then 80% Medicare and 20% the patient.
const d2026: PartBDeductible = { year: 2026, amount: 28300, current: true };
const d2024: PartBDeductible = { year: 2024, amount: 24000, current: true };

const nebulizer: EstimateLine = {
  price: 5900,
  quantity: 1,
  medicare: { eligible: true, billing: 'purchase' },
};
const mask: EstimateLine = {
  price: 16500,
  quantity: 1,
  medicare: { eligible: true, billing: 'purchase', allowedAmount: 15000 },
};
const cpap: EstimateLine = {
  price: 89900,
  quantity: 1,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8900 },
};
const bipap: EstimateLine = {
  price: 174900,
  quantity: 1,
  medicare: { eligible: true, billing: 'capped-rental' },
};
const oxygen: EstimateLine = {
  price: 129500,
  quantity: 1,
  medicare: { eligible: true, billing: 'oxygen', monthlyRental: 17000 },
};
const oximeter: EstimateLine = {
  price: 3500,
  quantity: 2,
  medicare: { eligible: false, billing: 'purchase' },
};

describe('the Medicare split of an approved amount', () => {
  it('charges the deductible left first, then 80/20', () => {
    // $1,000 with $240 left: 240 + 20% of 760 (152) = 392; Medicare 608.
    expect(splitApproved(100000, 24000)).toEqual({
      approved: 100000,
      deductibleApplied: 24000,
      medicarePays: 60800,
      patientPays: 39200,
    });
  });

  it('below the deductible the patient pays all of it', () => {
    expect(splitApproved(20000, 24000)).toMatchObject({
      deductibleApplied: 20000,
      medicarePays: 0,
      patientPays: 20000,
    });
  });

  it('with the deductible met, 80/20 to the cent', () => {
    expect(splitApproved(5900, 0)).toMatchObject({ medicarePays: 4720, patientPays: 1180 });
  });
});

describe('a purchase', () => {
  it('nebulizer at $59, deductible met: you pay $11.80, based on our price', () => {
    const e = estimateMedicare([nebulizer], 'yes', d2026);
    expect([e.approved, e.patientPays, e.medicarePays]).toEqual([5900, 1180, 4720]);
    expect(basisNote(e.lines[0]!, english.Estimate)).toBe('Based on our price; Medicare may approve less.');
  });

  it('nebulizer, deductible not met or not sure: the $59 goes to the $283 deductible', () => {
    for (const answer of ['no', 'unsure'] as const) {
      const e = estimateMedicare([nebulizer], answer, d2026);
      expect([e.deductibleApplied, e.patientPays, e.medicarePays]).toEqual([5900, 5900, 0]);
    }
  });

  it('an allowed amount below the price is the base: mask $165, allowed $150, met: you pay $30', () => {
    const e = estimateMedicare([mask], 'yes', d2026);
    expect([e.approved, e.patientPays, e.medicarePays, e.billedToMedicare]).toEqual([
      15000, 3000, 12000, 16500,
    ]);
    expect(e.lines[0]?.basis).toBe('allowed');
  });

  it('counts quantities: three masks, not met: 283 + 20% of 167 (33.40) = $316.40', () => {
    const e = estimateMedicare([{ ...mask, quantity: 3 }], 'no', d2026);
    expect([e.approved, e.patientPays, e.medicarePays]).toEqual([45000, 31640, 13360]);
  });
});

describe('a capped rental', () => {
  it('CPAP with an $89 monthly amount, met: $17.80 the first month and each month after, 13 months', () => {
    const e = estimateMedicare([cpap], 'yes', d2026);
    expect([e.approved, e.patientPays, e.medicarePays]).toEqual([8900, 1780, 7120]);
    expect(e.lines[0]?.rental).toEqual({ months: 13, monthly: 8900, monthlyShare: 1780 });
    expect(e.billedToMedicare).toBe(89900);
  });

  it('CPAP, not met: the first month ($89) goes to the deductible', () => {
    const e = estimateMedicare([cpap], 'no', d2026);
    expect([e.approved, e.patientPays, e.medicarePays]).toEqual([8900, 8900, 0]);
    expect(e.lines[0]?.rental?.monthlyShare).toBe(1780);
  });

  it('without a monthly amount: nothing estimated now, and we will confirm it', () => {
    const e = estimateMedicare([bipap], 'yes', d2026);
    expect([e.approved, e.patientPays, e.medicarePays]).toEqual([0, 0, 0]);
    expect(e.lines[0]).toEqual({
      basis: 'unconfirmed',
      approvedNow: 0,
      rental: { months: 13, monthly: null, monthlyShare: null },
    });
    expect(basisNote(e.lines[0]!, english.Estimate)).toBe('We will confirm the monthly amount.');
  });

  it('oxygen is rented for 36 months: $170 a month, met: $34 a month', () => {
    const e = estimateMedicare([oxygen], 'yes', d2026);
    expect(e.lines[0]?.rental).toEqual({ months: 36, monthly: 17000, monthlyShare: 3400 });
    expect(e.patientPays).toBe(3400);
  });
});

describe('a mixed cart', () => {
  const cart = [nebulizer, mask, cpap, bipap, oximeter];

  it('one deductible for the whole cart: approved 59 + 150 + 89 = $298, not met: 283 + 20% of 15 = $286', () => {
    const e = estimateMedicare(cart, 'no', d2026);
    expect([e.approved, e.deductibleApplied, e.patientPays, e.medicarePays]).toEqual([
      29800, 28300, 28600, 1200,
    ]);
    // Billed to Medicare at the store's prices: 59 + 165 + 899 + 1,749; the oximeters are not.
    expect(e.billedToMedicare).toBe(287200);
    expect(e.lines[4]).toBeNull();
  });

  it('met: 20% of $298 = $59.60', () => {
    expect(estimateMedicare(cart, 'yes', d2026).patientPays).toBe(5960);
  });

  it('names each rental with its months and monthly share', () => {
    const named = cart.map((l, i) => ({ ...l, name: `item ${i}` }));
    expect(rentalShares(named, estimateMedicare(named, 'yes', d2026))).toEqual([
      { name: 'item 2', months: 13, monthlyShare: 1780 },
      { name: 'item 3', months: 13, monthlyShare: null },
    ]);
  });

  it('nothing eligible: nothing billed, nothing estimated', () => {
    const e = estimateMedicare([oximeter], 'no', d2026);
    expect([e.approved, e.patientPays, e.billedToMedicare]).toEqual([0, 0, 0]);
  });
});

describe('the calculator', () => {
  it('not met: the deductible plus 20% of the rest', () => {
    expect(calculatorEstimate(100000, false, false, d2024)).toEqual({
      approved: 100000,
      deductibleApplied: 24000,
      medicarePays: 60800,
      patientPays: 39200,
      supplementalPays: 0,
    });
  });

  it('supplemental insurance pays half of the patient share', () => {
    expect(calculatorEstimate(100000, false, true, d2024)).toMatchObject({
      medicarePays: 60800,
      patientPays: 19600,
      supplementalPays: 19600,
    });
  });

  it('gives the product page’s figure for the same amount and answer', () => {
    for (const answer of ['yes', 'no'] as const) {
      const page = estimateMedicare([cpap, mask], answer, d2026);
      expect(calculatorEstimate(page.approved, answer === 'yes', false, d2026).patientPays).toBe(
        page.patientPays,
      );
    }
  });

  it('splits the patient share in exact halves for every whole-dollar cost, the parts adding up', () => {
    const wrong: object[] = [];
    for (let dollars = 1; dollars <= 3000; dollars++) {
      for (const met of [true, false]) {
        const without = calculatorEstimate(dollars * 100, met, false, d2026);
        const r = calculatorEstimate(dollars * 100, met, true, d2026);
        const ok =
          r.supplementalPays === without.patientPays / 2 &&
          r.medicarePays + r.patientPays + r.supplementalPays === dollars * 100;
        if (!ok) wrong.push({ dollars, met });
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the calculator, month by month for a rental', () => {
  const inWords = (schedule: ReturnType<typeof calculatorSchedule>) =>
    scheduleWords(schedule!, english.Estimate);

  it('a purchase has no months', () => {
    expect(calculatorSchedule(100000, 'purchase', false, false, d2026)).toBeNull();
  });

  it('not met: $89 a month goes to the $283 deductible for three months, $16 of it plus 20% of $73 in month 4', () => {
    const schedule = calculatorSchedule(8900, 'capped-rental', false, false, d2026);
    expect(schedule?.steps).toEqual([
      { from: 1, to: 3, share: 8900 },
      { from: 4, to: 4, share: 3060 },
      { from: 5, to: 13, share: 1780 },
    ]);
    // Month 1 is the calculator's own split of $89.
    expect(calculatorEstimate(8900, false, false, d2026).patientPays).toBe(8900);
    expect(inWords(schedule)).toBe(
      '$89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 13; you own it after that.',
    );
  });

  it('with supplemental insurance paying half of each month: $44.50, $15.30, then $8.90', () => {
    const schedule = calculatorSchedule(8900, 'capped-rental', false, true, d2026);
    expect(schedule?.steps).toEqual([
      { from: 1, to: 3, share: 4450 },
      { from: 4, to: 4, share: 1530 },
      { from: 5, to: 13, share: 890 },
    ]);
    expect(calculatorEstimate(8900, false, true, d2026).patientPays).toBe(4450);
  });

  it('oxygen, met: 20% of $200, $40 a month for 36 months, and the equipment stays the supplier’s', () => {
    const schedule = calculatorSchedule(20000, 'oxygen', true, false, d2026);
    expect(schedule?.steps).toEqual([{ from: 1, to: 36, share: 4000 }]);
    expect(schedule?.owns).toBe('none');
  });

  it('counts a cart as a month’s rent only when everything billed to Medicare is rented alike', () => {
    expect(calculatorBilling([13, 13], 2)).toBe('capped-rental');
    expect(calculatorBilling([36], 1)).toBe('oxygen');
    // A CPAP beside a nebulizer bought outright, or beside oxygen: a purchase of the approved amount.
    expect(calculatorBilling([13], 2)).toBe('purchase');
    expect(calculatorBilling([13, 36], 2)).toBe('purchase');
    expect(calculatorBilling([], 0)).toBe('purchase');
  });
});

describe('the deductible by year', () => {
  const table = { 2024: 240, 2025: 257, 2026: 283 };

  it('uses the year’s own figure on the store’s clock', () => {
    expect(partBDeductible(new Date('2025-06-01T12:00:00Z'), table)).toEqual({
      year: 2025,
      amount: 25700,
      current: true,
    });
    expect(partBDeductible(new Date('2026-11-25T12:00:00Z'), table)).toEqual({
      year: 2026,
      amount: 28300,
      current: true,
    });
    // 03:00 UTC on New Year's Day is still New Year's Eve in New York.
    expect(partBDeductible(new Date('2026-01-01T03:00:00Z'), table).year).toBe(2025);
  });

  it('in a year with no figure yet, the latest one, saying it is not this year’s', () => {
    expect(partBDeductible(new Date('2027-01-01T12:00:00Z'), table)).toEqual({
      year: 2026,
      amount: 28300,
      current: false,
    });
  });

  it('the store’s facts hold CMS’s figures', () => {
    expect(partBDeductible(new Date('2024-03-01T12:00:00Z')).amount).toBe(24000);
    expect(partBDeductible(new Date('2025-03-01T12:00:00Z')).amount).toBe(25700);
    expect(partBDeductible(new Date('2026-03-01T12:00:00Z')).amount).toBe(28300);
  });

  it('every figure says which answer it uses', () => {
    expect(answerNote('yes', d2026, english.Estimate)).toBe(
      'You said your 2026 Part B deductible ($283) is met.',
    );
    expect(answerNote('no', d2026, english.Estimate)).toBe(
      'You said your 2026 Part B deductible ($283) is not met yet: it is counted first.',
    );
    expect(answerNote('no', d2026, spanish.Estimate)).toBe(
      'Usted dijo que todavía no ha alcanzado su deducible de la Parte B de 2026 ($283): se cuenta primero.',
    );
    expect(answerNote('unsure', d2026, english.Estimate)).toBe(
      'Not sure about your 2026 Part B deductible ($283): counted as not met yet.',
    );
  });
});

describe('month by month', () => {
  const schedule = (lines: EstimateLine[], answer: 'yes' | 'no' | 'unsure') =>
    paymentSchedule(estimateMedicare(lines, answer, d2026))!;

  it('CPAP at $89 a month, not met: all of months 1–3 go to the $283 deductible, 16 + 20% of 73 in month 4', () => {
    // 89 + 89 + 89 = 267, 16 left; month 4: 16 + 14.60 = 30.60; then 20% of 89 = 17.80 to month 13.
    const s = schedule([cpap], 'no');
    expect(s.steps).toEqual([
      { from: 1, to: 3, share: 8900 },
      { from: 4, to: 4, share: 3060 },
      { from: 5, to: 13, share: 1780 },
    ]);
    expect(scheduleWords(s, english.Estimate)).toBe(
      '$89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 13; you own it after that.',
    );
    // Beside the price, where "Rented 13 months" is said already.
    expect(scheduleWords(s, english.Estimate, { short: true })).toBe(
      '$89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month.',
    );
    // Not sure counts as not met.
    expect(schedule([cpap], 'unsure')).toEqual(s);
    // The same figures in Spanish, as a patient in Queens reads them.
    expect(scheduleWords(s, spanish.Estimate)).toBe(
      '$89.00 al mes los meses 1 a 3, $30.60 el mes 4, y luego $17.80 al mes hasta el mes 13; después, el equipo es suyo.',
    );
  });

  it('CPAP, met: 20% of $89 every month, 13 months', () => {
    const s = schedule([cpap], 'yes');
    expect(s.steps).toEqual([{ from: 1, to: 13, share: 1780 }]);
    expect(scheduleWords(s, english.Estimate)).toBe('$17.80 a month for months 1–13; you own it after that.');
  });

  it('a purchase beside it uses part of the deductible in month 1, and the rest runs out sooner', () => {
    // Month 1: nebulizer 59 + CPAP 89 = 148, all deductible (135 left); month 2: 89 (46 left);
    // month 3: 46 + 20% of 43 = 54.60; then 17.80.
    const s = schedule([nebulizer, cpap], 'no');
    expect(s.steps).toEqual([
      { from: 1, to: 1, share: 14800 },
      { from: 2, to: 2, share: 8900 },
      { from: 3, to: 3, share: 5460 },
      { from: 4, to: 13, share: 1780 },
    ]);
    expect(s.steps[0]!.share).toBe(estimateMedicare([nebulizer, cpap], 'no', d2026).patientPays);
  });

  it('oxygen at $170, not met: 36 months, and the equipment is never hers', () => {
    // Month 1: 170 (113 left); month 2: 113 + 20% of 57 = 124.40; then 20% of 170 = 34.00.
    const s = schedule([oxygen], 'no');
    expect(s.steps).toEqual([
      { from: 1, to: 1, share: 17000 },
      { from: 2, to: 2, share: 12440 },
      { from: 3, to: 36, share: 3400 },
    ]);
    expect(scheduleWords(s, english.Estimate)).toBe(
      '$170.00 in month 1, $124.40 in month 2, then $34.00 a month to month 36; no more rent after that, and the equipment stays ours.',
    );
  });

  it('CPAP and oxygen, met: both for 13 months, then the oxygen alone to month 36', () => {
    // 17.80 + 34.00 = 51.80 for months 1–13; 34.00 for months 14–36.
    const s = schedule([cpap, oxygen], 'yes');
    expect(s.steps).toEqual([
      { from: 1, to: 13, share: 5180 },
      { from: 14, to: 36, share: 3400 },
    ]);
    expect(scheduleWords(s, english.Estimate)).toMatch(
      /you own the rented equipment after month 13, except the oxygen equipment/,
    );
  });

  it('a rental without its monthly amount is left out of the figures, and said so', () => {
    const s = schedule([cpap, bipap], 'yes');
    expect(s.steps).toEqual([{ from: 1, to: 13, share: 1780 }]);
    expect(scheduleWords(s, english.Estimate)).toMatch(
      /We will confirm the monthly amount of a rental not counted here\.$/,
    );
  });

  it('a rental with no monthly amount at all shows no figure, never $0.00 a month', () => {
    const s = schedule([bipap], 'no');
    expect(s.steps).toEqual([]);
    expect(s.unconfirmed).toBe(true);
    expect(scheduleTotal(s)).toBeNull();
    expect(scheduleWords(s, english.Estimate)).toBe(
      '20% of a monthly amount we will confirm (after your deductible), to month 13; you own it after that.',
    );
    expect(scheduleWords(s, spanish.Estimate)).not.toMatch(/\$0\.00/);
  });

  it('purchases only, or nothing Medicare covers: no schedule', () => {
    expect(paymentSchedule(estimateMedicare([nebulizer, mask], 'no', d2026))).toBeNull();
  });
});

describe('the whole rental, added up', () => {
  const whole = (lines: EstimateLine[], answer: 'yes' | 'no' | 'unsure') =>
    scheduleTotal(paymentSchedule(estimateMedicare(lines, answer, d2026))!);

  it('CPAP at $89 a month, deductible not met: 3 × 89 + 30.60 + 9 × 17.80 = $457.80 over 13 months', () => {
    expect(whole([cpap], 'no')).toBe(45780);
    expect(whole([cpap], 'unsure')).toBe(45780);
  });

  it('CPAP, deductible met: 13 × 17.80 = $231.40', () => {
    expect(whole([cpap], 'yes')).toBe(23140);
  });

  it('oxygen at $170 a month over 36 months: 170 + 124.40 + 34 × 34 = $1,450.40 not met, 36 × 34 = $1,224 met', () => {
    expect(whole([oxygen], 'no')).toBe(145040);
    expect(whole([oxygen], 'yes')).toBe(122400);
  });

  it('a purchase beside a rental is in month 1: 148 + 89 + 54.60 + 10 × 17.80 = $469.60', () => {
    expect(whole([nebulizer, cpap], 'no')).toBe(46960);
  });
});

describe('two of a kind', () => {
  it('two CPAPs rent for twice the month, and two nebulizers are billed at twice the price', () => {
    const estimate = estimateMedicare(
      [
        { ...cpap, quantity: 2 },
        { ...nebulizer, quantity: 2 },
      ],
      'yes',
      d2026,
    );
    // Month 1: 2 × $89.00 rent and 2 × $59.00 bought = $296.00 approved; deductible met, so 80% / 20%.
    expect(estimate).toMatchObject({
      approved: 29600,
      deductibleApplied: 0,
      medicarePays: 23680,
      patientPays: 5920,
      // The store's price of what is billed: 2 × $899.00 and 2 × $59.00.
      billedToMedicare: 191600,
    });
    // Each month after: 20% of $178.00.
    expect(estimate.lines[0]).toEqual({
      basis: 'monthly',
      approvedNow: 17800,
      rental: { months: 13, monthly: 17800, monthlyShare: 3560 },
    });
  });
});
