import { usStates } from '@/data/us-states';
import {
  claimAmount,
  dmeMacFor,
  practitionerName,
  professionalClaim,
  readAcknowledgements,
  readSubmission,
} from './claim';

describe('the DME MAC a claim goes to', () => {
  it('is Jurisdiction A (Noridian, payer 16003) for a patient in New York, and D for California', () => {
    expect(dmeMacFor('NY')).toEqual({
      jurisdiction: 'A',
      name: 'Noridian Healthcare Solutions (DME MAC Jurisdiction A)',
      payerId: '16003',
    });
    expect(dmeMacFor('NJ')?.jurisdiction).toBe('A');
    expect(dmeMacFor('OH')).toMatchObject({ jurisdiction: 'B', payerId: '17003' });
    expect(dmeMacFor('FL')).toMatchObject({ jurisdiction: 'C', payerId: '18003' });
    expect(dmeMacFor('CA')).toMatchObject({ jurisdiction: 'D', payerId: '19003' });
  });

  it('is known for every state the checkout offers, and for nothing else', () => {
    for (const [code] of usStates) expect(dmeMacFor(code)).not.toBeNull();
    expect(dmeMacFor('ZZ')).toBeNull();
  });
});

describe('amounts and names as the 837P writes them', () => {
  it.each([
    [8_900, '89.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [0, '0.00'],
  ])('%i cents is %s', (cents, written) => expect(claimAmount(cents)).toBe(written));

  it('splits the practitioner who signed the written order into first and last name, without title or degree', () => {
    expect(practitionerName('Dr. Ana M. Ruiz, MD')).toEqual({ firstName: 'Ana M.', lastName: 'Ruiz' });
    expect(practitionerName('Marta Gómez-Pérez')).toEqual({ firstName: 'Marta', lastName: 'Gómez-Pérez' });
  });
});

describe('the 837P for a CPAP’s first rental month', () => {
  const claim = professionalClaim({
    controlNumber: '000000001',
    patientControlNumber: 'JMS7KQ4MX9WPT-1',
    usage: 'T',
    mac: dmeMacFor('NY')!,
    supplier: {
      name: 'Jamaica Medical Supply',
      npi: '1234567893',
      taxId: '111223333',
      phone: '(718) 555-0142',
      address: { address1: '89-14 Sutphin Boulevard', city: 'Jamaica', state: 'NY', postalCode: '11435' },
    },
    patient: {
      medicareNumber: '1EG4TE5MK73',
      firstName: 'Rosa',
      lastName: 'Díaz',
      dateOfBirth: '1948-04-12',
      address: { address1: '12 Elm St', city: 'Jamaica', state: 'NY', postalCode: '11432' },
    },
    ordering: { npi: '1245319599', firstName: 'Ana', lastName: 'Ruiz' },
    diagnosis: ['G47.33', 'E66.9'],
    lines: [
      {
        hcpcs: 'E0601',
        modifiers: ['RR', 'KH', 'KX'],
        units: 1,
        charge: 8_900,
        serviceDate: '2026-12-03',
        diagnosisPointers: [1, 2],
        placeOfService: '12',
        orderingNpi: '1245319599',
      },
    ],
  }) as {
    tradingPartnerServiceId: string;
    subscriber: Record<string, unknown>;
    claimInformation: Record<string, unknown> & { serviceLines: Record<string, unknown>[] };
  };

  it('goes to Jurisdiction A for Medicare Part B, her Medicare number as the subscriber', () => {
    expect(claim.tradingPartnerServiceId).toBe('16003');
    expect(claim.subscriber).toMatchObject({ memberId: '1EG4TE5MK73', dateOfBirth: '19480412' });
    expect(claim.claimInformation).toMatchObject({
      claimFilingCode: 'MB',
      placeOfServiceCode: '12',
      claimChargeAmount: '89.00',
      healthCareCodeInformation: [
        { diagnosisTypeCode: 'ABK', diagnosisCode: 'G4733' },
        { diagnosisTypeCode: 'ABF', diagnosisCode: 'E669' },
      ],
    });
  });

  it('bills E0601 RR KH KX, one unit, $89.00 on December 3, ordered by the practitioner’s NPI', () => {
    expect(claim.claimInformation.serviceLines).toEqual([
      {
        serviceDate: '20261203',
        lineItemControlNumber: 'JMS7KQ4MX9WPT-1-1',
        professionalService: {
          procedureIdentifier: 'HC',
          procedureCode: 'E0601',
          procedureModifiers: ['RR', 'KH', 'KX'],
          lineItemChargeAmount: '89.00',
          measurementUnit: 'UN',
          serviceUnitCount: '1',
          placeOfServiceCode: '12',
          compositeDiagnosisCodePointers: { diagnosisCodePointers: ['1', '2'] },
        },
        orderingProvider: {
          providerType: 'OrderingProvider',
          npi: '1245319599',
          firstName: 'Ana',
          lastName: 'Ruiz',
        },
      },
    ]);
  });
});

describe('the clearinghouse’s answers, read', () => {
  it('a claim taken is sent, with its reference; one its edits refuse says why', () => {
    expect(readSubmission({ status: 'SUCCESS', claimReference: { correlationId: 'C-1' } })).toEqual({
      sent: true,
      correlationId: 'C-1',
    });
    expect(
      readSubmission({
        status: 'ERROR',
        errors: [
          {
            code: '33',
            description: 'The billing provider tax id is invalid.',
            followupAction: 'Please Correct and Resubmit',
          },
        ],
      }),
    ).toEqual({
      sent: false,
      words: ['The billing provider tax id is invalid.'],
    });
  });

  const status = (
    category: string,
    categoryValue: string,
    code?: string,
    value?: string,
    entity?: string,
  ) => ({
    healthCareClaimStatusCategoryCode: category,
    healthCareClaimStatusCategoryCodeValue: categoryValue,
    statusCode: code,
    statusCodeValue: value,
    entityIdentifierCodeValue: entity,
  });
  const report = (pcn: string, ...statuses: ReturnType<typeof status>[]) => ({
    transactions: [
      {
        payers: [
          {
            claimStatusTransactions: [
              {
                claimStatusDetails: [
                  {
                    patientClaimStatusDetails: [
                      {
                        claims: [
                          {
                            claimStatus: {
                              patientAccountNumber: pcn,
                              informationClaimStatuses: [{ informationStatuses: statuses }],
                            },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });

  it('a 277CA with A2 is accepted into adjudication', () => {
    expect(
      readAcknowledgements(
        report(
          'JMS1-1',
          status(
            'A2',
            'Acknowledgement/Acceptance into adjudication system',
            '20',
            'Accepted for processing',
          ),
        ),
      ),
    ).toEqual([
      {
        patientControlNumber: 'JMS1-1',
        outcome: 'accepted',
        words: ['Acknowledgement/Acceptance into adjudication system: Accepted for processing.'],
      },
    ]);
  });

  it('a 277CA with A7 for the ordering practitioner’s NPI is rejected, with what to fix', () => {
    const [ack] = readAcknowledgements(
      report(
        'JMS1-2',
        status('A1', 'Acknowledgement/Receipt', '19', 'Entity acknowledges receipt of claim'),
        status(
          'A7',
          'Acknowledgement/Rejected for Invalid Information',
          '562',
          'Entity’s National Provider Identifier (NPI)',
          'Ordering Physician',
        ),
      ),
    );
    expect(ack?.outcome).toBe('rejected');
    expect(ack?.words).toEqual([
      'Acknowledgement/Rejected for Invalid Information: Entity’s National Provider Identifier (NPI) (Ordering Physician). Check the NPI on the written order; Medicare pays for DME only when the ordering practitioner is enrolled in PECOS, so ask the practitioner’s office to enrol if it is right.',
    ]);
  });

  it('a 277CA with only A1 (received) leaves the claim waiting', () => {
    expect(readAcknowledgements(report('JMS1-3', status('A1', 'Acknowledgement/Receipt')))[0]?.outcome).toBe(
      'pending',
    );
  });
});
