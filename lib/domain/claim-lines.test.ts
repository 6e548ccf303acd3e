import { readCatalog } from '../build/catalog';
import { claimLine, type ClaimFacts, type ClaimItem } from './claim-lines';

const rules = readCatalog().documentation;

/** The CPAP (E0601), rented at $89.00 a month, one of it. */
const cpap: ClaimItem = {
  hcpcs: 'E0601',
  price: 89_900,
  quantity: 1,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8_900 },
};
const cpapPapers = ['written-order', 'sleep-evaluation', 'sleep-test'].map((kind) => ({
  kind,
  state: 'received',
}));
const facts = (change: Partial<ClaimFacts> = {}): ClaimFacts => ({
  month: 1,
  serviceDate: '2026-12-03',
  documents: cpapPapers,
  diagnosis: ['G47.33'],
  orderingNpi: '1234567893',
  abnOnFile: false,
  ...change,
});
const line = (item: ClaimItem, change: Partial<ClaimFacts> = {}) => claimLine(item, facts(change), rules);
/** Past month 3: her use met the rule and the re-evaluation visit is on file. */
const adherent: Partial<ClaimFacts> = {
  documents: [...cpapPapers, { kind: 're-evaluation', state: 'received' }],
  usage: { met: true, words: '24 of 30 nights at 4 hours or more' },
};

describe('a capped rental’s claim line, month by month (the CPAP, $89.00 a month, delivered Dec 3, 2026)', () => {
  it.each([
    [1, ['RR', 'KH', 'KX'], '2026-12-03'],
    [2, ['RR', 'KI', 'KX'], '2027-01-03'],
    [3, ['RR', 'KI', 'KX'], '2027-02-03'],
    [4, ['RR', 'KJ', 'KX'], '2027-03-03'],
    [13, ['RR', 'KJ', 'KX'], '2027-12-03'],
  ])('month %i is billed %j on %s, for $89.00', (month, modifiers, serviceDate) => {
    expect(line(cpap, { month, ...(month >= 4 ? adherent : {}) })).toEqual({
      ok: true,
      line: {
        hcpcs: 'E0601',
        modifiers,
        units: 1,
        charge: 8_900,
        serviceDate,
        diagnosisPointers: [1],
        placeOfService: '12',
        orderingNpi: '1234567893',
      },
    });
  });

  it('months 1 to 3 are claimed before any use is recorded, and without the re-evaluation', () => {
    expect(line(cpap, { month: 3 })).toMatchObject({ ok: true, line: { modifiers: ['RR', 'KI', 'KX'] } });
  });

  const held =
    'Month 4 of E0601 is held: Medicare pays for it past month 3 only with 4 hours or more of use on 21 of 30 consecutive nights within the first 90 days and a re-evaluation visit between day 31 and day 91, and ';
  it('month 4 is held while her use falls short, even with an ABN, and says where it stands', () => {
    expect(
      line(cpap, {
        ...adherent,
        month: 4,
        abnOnFile: true,
        usage: { met: false, words: 'her best 30 nights have 20 at 4 hours or more, and 21 are needed' },
      }),
    ).toEqual({
      ok: false,
      hcpcs: 'E0601',
      refused: `${held}her use does not meet Medicare’s rule yet: her best 30 nights have 20 at 4 hours or more, and 21 are needed.`,
    });
  });

  it('month 4 is held without the re-evaluation visit, and with no nights recorded says both', () => {
    expect(line(cpap, { month: 4, usage: adherent.usage })).toEqual({
      ok: false,
      hcpcs: 'E0601',
      refused: `${held}the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    });
    expect(line(cpap, { month: 4 })).toEqual({
      ok: false,
      hcpcs: 'E0601',
      refused: `${held}her use does not meet Medicare’s rule yet: no nights are recorded; and the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    });
  });

  it('is never billed a 14th month: the CPAP is hers', () => {
    expect(line(cpap, { month: 14 })).toEqual({
      ok: false,
      hcpcs: 'E0601',
      refused:
        'E0601 has been rented for 13 months: it belongs to the patient now and Medicare is not billed for it again.',
    });
  });

  it('a rental delivered on January 31 bills its second month on the last day of February', () => {
    const second = line(cpap, { month: 2, serviceDate: '2027-01-31' });
    expect(second.ok && second.line.serviceDate).toBe('2027-02-28');
  });
});

describe('oxygen (E1390, $170.00 a month): RR for 36 months, no KX in its policy', () => {
  const oxygen: ClaimItem = {
    hcpcs: 'E1390',
    price: 129_500,
    quantity: 1,
    medicare: { eligible: true, billing: 'oxygen', monthlyRental: 17_000 },
  };
  const papers = [
    { kind: 'written-order', state: 'received' },
    { kind: 'oxygen-test', state: 'received' },
  ];

  it('month 36 is RR alone, dated 35 months after delivery', () => {
    expect(line(oxygen, { month: 36, documents: papers })).toMatchObject({
      ok: true,
      line: { modifiers: ['RR'], charge: 17_000, serviceDate: '2029-11-03' },
    });
  });

  it('month 37 is not billed: the store keeps providing it', () => {
    expect(line(oxygen, { month: 37, documents: papers })).toMatchObject({
      ok: false,
      refused:
        'E1390: Medicare pays rent on oxygen equipment for 36 months; from month 37 the store keeps providing it without billing, up to five years.',
    });
  });
});

describe('purchases', () => {
  /** Two full face masks (A7030) at Medicare's allowed $150.00 each. */
  const masks: ClaimItem = {
    hcpcs: 'A7030',
    price: 16_500,
    quantity: 2,
    medicare: { eligible: true, billing: 'purchase', allowedAmount: 15_000 },
  };
  const maskPapers = [
    { kind: 'written-order', state: 'received' },
    { kind: 'sleep-test', state: 'received' },
  ];

  it('two masks: NU and KX, two units, $300.00', () => {
    expect(line(masks, { documents: maskPapers })).toMatchObject({
      ok: true,
      line: { modifiers: ['NU', 'KX'], units: 2, charge: 30_000, serviceDate: '2026-12-03' },
    });
  });

  it('a replacement adds RA', () => {
    expect(line({ ...masks, replacement: true }, { documents: maskPapers })).toMatchObject({
      ok: true,
      line: { modifiers: ['NU', 'RA', 'KX'] },
    });
  });

  it('a purchase is billed once, with the first month', () => {
    expect(line(masks, { month: 2, documents: maskPapers }).ok).toBe(false);
  });

  /** The knee brace (L1833) at the store's $45.00: its policy uses KX, and it needs prior authorization. */
  const brace: ClaimItem = {
    hcpcs: 'L1833',
    price: 4_500,
    quantity: 1,
    medicare: { eligible: true, billing: 'purchase' },
  };
  const bracePapers = [
    { kind: 'written-order', state: 'received' },
    { kind: 'face-to-face', state: 'received' },
    { kind: 'prior-authorization', state: 'waived' },
  ];

  it('without its prior authorization and no ABN, it is not sent (it would go as GZ), and says why', () => {
    expect(line(brace, { documents: bracePapers })).toEqual({
      ok: false,
      hcpcs: 'L1833',
      refused:
        'L1833 has not earned KX (missing: prior-authorization) and no ABN is on file: it would go as GZ and be denied, with nothing the patient may be billed. Record the documents, or the ABN she signed.',
    });
  });

  it('with her signed ABN it goes as NU GA, at the store’s price, $45.00', () => {
    expect(line(brace, { documents: bracePapers, abnOnFile: true })).toMatchObject({
      ok: true,
      line: { modifiers: ['NU', 'GA'], charge: 4_500 },
    });
  });

  it('a nebulizer (E0570, no KX in its policy) without its written order is not sent', () => {
    const nebulizer: ClaimItem = {
      hcpcs: 'E0570',
      price: 5_900,
      quantity: 1,
      medicare: { eligible: true, billing: 'purchase' },
    };
    expect(line(nebulizer, { documents: [] })).toMatchObject({
      ok: false,
      refused: 'E0570 is missing written-order: Medicare would deny it. Record the documents first.',
    });
    expect(line(nebulizer, { documents: [{ kind: 'written-order', state: 'received' }] })).toMatchObject({
      ok: true,
      line: { modifiers: ['NU'], charge: 5_900 },
    });
  });
});

describe('what every line carries from the written order', () => {
  it('points to at most four of its diagnosis codes', () => {
    const many = line(cpap, { diagnosis: ['G47.33', 'E66.01', 'I10', 'J44.9', 'E11.9'] });
    expect(many.ok && many.line.diagnosisPointers).toEqual([1, 2, 3, 4]);
  });

  it('is not built without the ordering NPI or a diagnosis code', () => {
    expect(line(cpap, { orderingNpi: null })).toMatchObject({
      refused: 'The written order’s practitioner NPI is not recorded.',
    });
    expect(line(cpap, { diagnosis: [] })).toMatchObject({
      refused: 'The written order’s diagnosis codes are not recorded.',
    });
  });
});
