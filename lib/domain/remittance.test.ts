import {
  appealBy,
  readRemittances,
  remittanceCents,
  remittanceOutcome,
  remittanceProblem,
} from './remittance';

/** One claim of an 835 report as Stedi's JSON writes it (amounts as X12 writes them: no trailing zeros). */
const report = (claim: Record<string, unknown>, lines: Record<string, unknown>[]) => ({
  transactions: [
    {
      financialInformation: {
        checkIssueOrEFTEffectiveDate: '20261215',
        totalActualProviderPaymentAmount: '69.78',
      },
      paymentAndRemitReassociationDetails: { checkOrEFTTraceNumber: 'EFT0001' },
      detailInfo: [{ paymentInfo: [{ claimPaymentInfo: claim, serviceLines: lines }] }],
    },
  ],
});

describe('an 835 remittance read claim by claim', () => {
  it('reads amounts exactly in cents, however X12 writes them', () => {
    expect(['17.8', '89', '0.93', '-5', 1.42, '1,000', 'x', '1.234'].map(remittanceCents)).toEqual([
      1_780,
      8_900,
      93,
      -500,
      142,
      null,
      null,
      null,
    ]);
  });

  it('gives deductible, coinsurance and sequestration by group and reason, and her share', () => {
    // $89.00 allowed, $31.00 deductible, 20% of $58.00 is $11.60; Medicare pays $46.40 less 2% ($0.93).
    const [r] = readRemittances(
      report(
        {
          patientControlNumber: 'JMS7KQ4MX9WPT-2',
          claimStatusCode: '1',
          totalClaimChargeAmount: '89',
          claimPaymentAmount: '45.47',
          patientResponsibilityAmount: '42.6',
        },
        [
          {
            servicePaymentInformation: {
              adjudicatedProcedureCode: 'E0601',
              adjudicatedProcedureModifierCodes: ['RR', 'KI', 'KX'],
              lineItemChargeAmount: '89',
              lineItemProviderPaymentAmount: '45.47',
            },
            serviceAdjustments: [
              {
                claimAdjustmentGroupCode: 'PR',
                adjustmentReasonCode1: '1',
                adjustmentAmount1: '31',
                adjustmentReasonCode2: '2',
                adjustmentAmount2: '11.6',
              },
              { claimAdjustmentGroupCode: 'CO', adjustmentReasonCode1: '253', adjustmentAmount1: '0.93' },
            ],
            serviceSupplementalAmounts: { allowedActual: '89' },
          },
        ],
      ),
    );
    expect(r).toMatchObject({
      charge: 8_900,
      allowed: 8_900,
      paid: 4_547,
      patientResponsibility: 4_260,
      deductible: 3_100,
      coinsurance: 1_160,
      paidOn: '2026-12-15',
      trace: 'EFT0001',
    });
    expect(r!.lines[0]!.modifiers).toEqual(['RR', 'KI', 'KX']);
    expect(remittanceProblem(r!, { charge: 8_900 })).toBeNull();
    expect(remittanceOutcome(r!)).toEqual({ kind: 'paid', share: 4_260, crossover: false });
    // Against a claim of another charge, or with figures that do not add up, it is not posted.
    expect(remittanceProblem(r!, { charge: 9_800 })).toBe(
      'It is for a charge of $89.00, but the claim billed $98.00.',
    );
    expect(remittanceProblem({ ...r!, paid: 4_548 }, { charge: 8_900 })).toBe(
      'Its figures do not add up: $45.48 paid and $43.53 adjusted is not the $89.00 billed.',
    );
    expect(remittanceProblem({ ...r!, statusCode: '22' }, { charge: 8_900 })).toMatch(/^It reverses/);
  });

  it('says what follows a denial: corrected and sent again, appealed, or written off', () => {
    const denied = (group: string, code: string, remarks: string[] = []) =>
      readRemittances(
        report(
          {
            patientControlNumber: 'X-1',
            claimStatusCode: '4',
            totalClaimChargeAmount: '89',
            claimPaymentAmount: '0',
            patientResponsibilityAmount: '0',
          },
          [
            {
              servicePaymentInformation: { lineItemChargeAmount: '89', lineItemProviderPaymentAmount: '0' },
              serviceAdjustments: [
                { claimAdjustmentGroupCode: group, adjustmentReasonCode1: code, adjustmentAmount1: '89' },
              ],
              healthCareCheckRemarkCodes: remarks.map((remarkCode) => ({ remarkCode })),
            },
          ],
        ),
      )[0]!;
    expect(remittanceOutcome(denied('CO', '16', ['MA130']))).toEqual({ kind: 'denied', next: 'correct' });
    expect(remittanceOutcome(denied('CO', '50', ['N115']))).toEqual({ kind: 'denied', next: 'appeal' });
    expect(remittanceOutcome(denied('CO', '50', ['N211']))).toEqual({ kind: 'denied', next: 'write-off' });
    // The remittance's patient-responsibility total is CLP05; a CAS saying otherwise is not posted.
    expect(remittanceProblem(denied('PR', '50'), { charge: 8_900 })).toBe(
      'Her share of $0.00 is not what its patient-responsibility adjustments add up to.',
    );
  });

  it('gives 120 days to ask for a redetermination, across a year’s end', () => {
    expect(appealBy('2026-12-04')).toBe('2027-04-03');
  });
});
