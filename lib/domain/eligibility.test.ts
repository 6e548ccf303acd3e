import { eligibilityWords, readEligibility, type EligibilityAnswer } from './eligibility';

/** The EB loops HETS returns for a beneficiary with Part A and B since March 2019, as Stedi's JSON has them. */
const partB = [
  {
    code: '1',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MA',
    benefitsDateInformation: { plan: '20190301' },
  },
  {
    code: '1',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MB',
    benefitsDateInformation: { plan: '20190301' },
  },
];
const today = '2026-12-03';

describe('a Medicare 271 read for the order', () => {
  it('an active Part B with $120 of the deductible left (EB*C, time 29 remaining) and the year’s $283 beside it', () => {
    const answer: EligibilityAnswer = {
      benefitsInformation: [
        ...partB,
        { code: 'C', insuranceTypeCode: 'MB', timeQualifierCode: '23', benefitAmount: '283' },
        { code: 'C', insuranceTypeCode: 'MB', timeQualifierCode: '29', benefitAmount: '120' },
      ],
    };
    const e = readEligibility(answer, today);
    expect(e).toMatchObject({ answer: 'active', qmb: false, advantage: null, deductibleLeft: 12_000 });
    expect(e.partB).toEqual({ from: '2019-03-01', to: null });
    expect(eligibilityWords(e, 2026)).toEqual([
      'Part B is active, since Mar 1, 2019.',
      '$120.00 of her 2026 Part B deductible is left: her figures use it, not her own answer.',
    ]);
  });

  it('a Medicare Advantage plan in force today takes the order off Original Medicare, naming the plan', () => {
    const e = readEligibility(
      {
        benefitsInformation: [
          ...partB,
          {
            code: 'U',
            serviceTypeCodes: ['30'],
            insuranceTypeCode: 'HN',
            benefitsDateInformation: { plan: '20250101' },
            benefitsRelatedEntities: [{ entityName: 'Healthfirst Medicare Plan' }],
          },
        ],
      },
      today,
    );
    expect(e.answer).toBe('advantage');
    expect(eligibilityWords(e, 2026)[1]).toBe(
      'She is in a Medicare Advantage plan, Healthfirst Medicare Plan, since Jan 1, 2025: Original Medicare is not billed for this order; her plan is.',
    );
  });

  it('a plan she left last year is not her plan today', () => {
    const e = readEligibility(
      {
        benefitsInformation: [
          ...partB,
          { code: 'U', insuranceTypeCode: 'HN', benefitsDateInformation: { plan: '20230101-20251231' } },
        ],
      },
      today,
    );
    expect(e.answer).toBe('active');
    expect(e.advantage).toBeNull();
  });

  it('a QMB: no share may be billed; a deductible left of 0 is met', () => {
    const e = readEligibility(
      {
        benefitsInformation: [
          ...partB,
          { code: 'R', insuranceTypeCode: 'QM', benefitsDateInformation: { eligibilityBegin: '20240101' } },
          { code: 'C', insuranceTypeCode: 'MB', timeQualifierCode: '29', benefitAmount: '0' },
        ],
      },
      today,
    );
    expect(e).toMatchObject({ answer: 'active', qmb: true, deductibleLeft: 0 });
    expect(eligibilityWords(e, 2026).slice(1)).toEqual([
      'She is a Qualified Medicare Beneficiary: she may not be billed any Medicare share (Medicaid covers it).',
      'Her 2026 Part B deductible is met.',
    ]);
  });

  it('Part B that ended in June: inactive, with the day it ended', () => {
    const e = readEligibility(
      {
        benefitsInformation: [
          { code: '6', insuranceTypeCode: 'MB', benefitsDateInformation: { plan: '20190301-20260630' } },
        ],
      },
      today,
    );
    expect(e.answer).toBe('inactive');
    expect(eligibilityWords(e, 2026)).toEqual([
      'Her Part B is not active: it ended on Jun 30, 2026. Medicare will not pay for this order.',
    ]);
  });

  it('a hospice election and a home health episode still running are named; one that ended is not', () => {
    const e = readEligibility(
      {
        benefitsInformation: [
          ...partB,
          { code: 'X', serviceTypeCodes: ['45'], benefitsDateInformation: { benefitBegin: '20261101' } },
          { code: 'X', serviceTypeCodes: ['42'], benefitsDateInformation: { benefit: '20261115-20270113' } },
          { code: 'X', serviceTypeCodes: ['42'], benefitsDateInformation: { benefit: '20250101-20250301' } },
        ],
      },
      today,
    );
    expect(e.episodes).toEqual([
      { kind: 'hospice', from: '2026-11-01', to: null },
      { kind: 'home-health', from: '2026-11-15', to: '2027-01-13' },
    ]);
    expect(eligibilityWords(e, 2026).slice(1)).toEqual([
      'She has elected hospice, since Nov 1, 2026: what is for her terminal illness is the hospice’s to provide; bill Medicare only for what is not, with modifier GW.',
      'She is in a home health episode, Nov 15, 2026 to Jan 13, 2027: equipment is still billed by the store, but medical supplies during it are the home health agency’s.',
    ]);
  });

  it('an AAA rejection says what to check, and an unknown one names its code', () => {
    const dob = readEligibility(
      { errors: [{ code: '71', description: 'Patient Birth Date Does Not Match' }] },
      today,
    );
    expect(dob).toMatchObject({ answer: 'unmatched', partB: null });
    expect(dob.problem).toBe(
      'Medicare has another date of birth for this Medicare number: check it with her.',
    );
    expect(readEligibility({ errors: [{ code: '99', description: 'Odd' }] }, today).problem).toBe(
      'Medicare could not answer (99: Odd): check her details and try again.',
    );
  });
});
