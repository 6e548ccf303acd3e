import { createServer } from 'node:http';

/**
 * A stand-in for the clearinghouse (Stedi's healthcare API) for `npm start` and the tests, where nothing reaches a
 * payer: its real-time eligibility endpoint answers a 270 for a few test beneficiaries the way Medicare's HETS
 * answers through it (a 271 as JSON: `benefitsInformation`, or AAA `errors`); it takes professional claims (837P as
 * JSON) and has the DME MAC's 277CA acknowledgement ready to poll for, as Stedi's core API lists it, and, once that
 * is read, the claim's remittance (835) for the next poll: deductible, coinsurance and sequestration, or a denial
 * for a diagnosis it does not cover (Z76.89) or cannot use (R69). It checks the API key it was started with. The
 * Worker only ever knows it as another address for the clearinghouse.
 *
 * Test beneficiaries (any name; the date of birth must match):
 *   1EG4TE5MK73  born 1948-04-12  Part B active since 2019-03-01, $120 of the deductible left
 *   2AA1AA1AA11  born 1950-09-30  Part B active, deductible met
 *   3MA1AA1AA11  born 1946-01-20  in a Medicare Advantage plan (Healthfirst Medicare Plan) since 2025-01-01
 *   4QM1AA1AA11  born 1952-07-04  a Qualified Medicare Beneficiary, deductible not met ($283 left)
 *   5NA1AA1AA11  born 1949-11-11  Part B ended 2026-06-30
 *   6HP1AA1AA11  born 1944-02-29  Part B active, in hospice since 2026-11-01
 *   7HH1AA1AA11  born 1951-05-05  Part B active, in a home health episode
 *   9…           born 1948-04-12  any Medicare number beginning with 9: like 1EG4TE5MK73 ($120 left), each one a
 *                                  beneficiary of her own, so a test's remittances use up only her deductible
 * Any other Medicare number: AAA 75 (not found); a date of birth that does not match: AAA 71.
 */

const partAB = (since) => [
  {
    code: '1',
    name: 'Active Coverage',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MA',
    benefitsDateInformation: { plan: since },
  },
  {
    code: '1',
    name: 'Active Coverage',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MB',
    benefitsDateInformation: { plan: since },
  },
];
const deductible = (year, left) => [
  {
    code: 'C',
    name: 'Deductible',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MB',
    timeQualifierCode: '23',
    benefitAmount: String(year),
  },
  {
    code: 'C',
    name: 'Deductible',
    serviceTypeCodes: ['30'],
    insuranceTypeCode: 'MB',
    timeQualifierCode: '29',
    benefitAmount: String(left),
  },
];
const coinsurance = {
  code: 'A',
  name: 'Co-Insurance',
  serviceTypeCodes: ['30'],
  insuranceTypeCode: 'MB',
  benefitPercent: '0.2',
};

export const beneficiaries = {
  '1EG4TE5MK73': { dob: '19480412', benefits: [...partAB('20190301'), ...deductible(283, 120), coinsurance] },
  '2AA1AA1AA11': { dob: '19500930', benefits: [...partAB('20150901'), ...deductible(283, 0), coinsurance] },
  '3MA1AA1AA11': {
    dob: '19460120',
    benefits: [
      ...partAB('20110101'),
      {
        code: 'U',
        name: 'Contact Following Entity for Eligibility or Benefit Information',
        serviceTypeCodes: ['30'],
        insuranceTypeCode: 'HN',
        benefitsDateInformation: { plan: '20250101' },
        benefitsRelatedEntities: [
          { entityIdentifier: 'Primary Payer', entityName: 'Healthfirst Medicare Plan' },
        ],
      },
    ],
  },
  '4QM1AA1AA11': {
    dob: '19520704',
    benefits: [
      ...partAB('20170701'),
      ...deductible(283, 283),
      coinsurance,
      {
        code: 'R',
        name: 'Other or Additional Payor',
        insuranceTypeCode: 'QM',
        benefitsDateInformation: { eligibilityBegin: '20200101' },
      },
    ],
  },
  '5NA1AA1AA11': {
    dob: '19491111',
    benefits: [
      {
        code: '6',
        name: 'Inactive',
        serviceTypeCodes: ['30'],
        insuranceTypeCode: 'MB',
        benefitsDateInformation: { plan: '20140101-20260630' },
      },
    ],
  },
  '6HP1AA1AA11': {
    dob: '19440229',
    benefits: [
      ...partAB('20090201'),
      ...deductible(283, 0),
      {
        code: 'X',
        name: 'Health Care Facility',
        serviceTypeCodes: ['45'],
        benefitsDateInformation: { benefitBegin: '20261101' },
      },
    ],
  },
  '7HH1AA1AA11': {
    dob: '19510505',
    benefits: [
      ...partAB('20160501'),
      ...deductible(283, 0),
      {
        code: 'X',
        name: 'Health Care Facility',
        serviceTypeCodes: ['42'],
        benefitsDateInformation: { benefit: '20261115-20270113' },
      },
    ],
  },
};

/** A test beneficiary by Medicare number: the table's, or one of the 9-series, each like 1EG4TE5MK73. */
const beneficiary = (memberId) =>
  beneficiaries[memberId] ?? (/^9/.test(memberId ?? '') ? beneficiaries['1EG4TE5MK73'] : undefined);

const aaa = (code, description, followupAction = 'Please Correct and Resubmit') => ({
  errors: [{ code, description, followupAction, location: 'Loop 2100C' }],
});

function eligibility(body, deductibleLeft) {
  const s = body?.subscriber ?? {};
  if (body?.tradingPartnerServiceId !== 'CMS') return aaa('79', 'Invalid Participant Identification');
  const found = beneficiary(s.memberId);
  if (!found) return aaa('75', 'Subscriber/Insured Not Found');
  if (s.dateOfBirth !== found.dob)
    return aaa('71', 'Patient Birth Date Does Not Match That for the Patient on the Database');
  return {
    controlNumber: body.controlNumber,
    tradingPartnerServiceId: 'CMS',
    subscriber: {
      memberId: s.memberId,
      firstName: s.firstName?.toUpperCase(),
      lastName: s.lastName?.toUpperCase(),
      dateOfBirth: found.dob,
    },
    // The deductible left is what its remittances have left of it this year.
    benefitsInformation: found.benefits.map((b) =>
      b.code === 'C' && b.timeQualifierCode === '29' && deductibleLeft.has(s.memberId)
        ? { ...b, benefitAmount: dollars(deductibleLeft.get(s.memberId)) }
        : b,
    ),
  };
}

/** The ordering NPI the stand-in's DME MAC does not find enrolled (the NPI Registry stand-in's deactivated one). */
export const unenrolledNpi = '1543219871';

const status = (category, categoryValue, code, codeValue, entity) => ({
  healthCareClaimStatusCategoryCode: category,
  healthCareClaimStatusCategoryCodeValue: categoryValue,
  statusCode: code,
  statusCodeValue: codeValue,
  ...(entity ? { entityIdentifierCode: 'DK', entityIdentifierCodeValue: entity } : {}),
});

/**
 * A professional claim (837P as JSON): the clearinghouse's own edits first (a nine-digit tax ID, a DME MAC payer
 * ID, lines that add up), then the DME MAC's acknowledgement (277CA), kept to be polled: rejected for an ordering
 * practitioner it does not find enrolled, or a Medicare number it does not know; accepted otherwise.
 */
function professionalClaim(body, acknowledgements) {
  const edits = [];
  // No EIN begins 00 (the IRS assigns none).
  if (!/^(?!00)\d{9}$/.test(body?.billing?.employerId ?? ''))
    edits.push({ code: '33', description: 'The billing provider tax id (TIN) is invalid.' });
  if (!['16003', '17003', '18003', '19003'].includes(body?.tradingPartnerServiceId))
    edits.push({ code: '79', description: 'The payer ID is not a DME MAC.' });
  const info = body?.claimInformation ?? {};
  const lines = info.serviceLines ?? [];
  const cents = (v) => Math.round(Number(v) * 100);
  const sum = lines.reduce((t, l) => t + cents(l.professionalService?.lineItemChargeAmount), 0);
  if (lines.length === 0 || sum !== cents(info.claimChargeAmount))
    edits.push({ code: '178', description: 'The claim charge amount does not equal the sum of its lines.' });
  if (edits.length)
    return [
      400,
      {
        status: 'ERROR',
        errors: edits.map((e) => ({ ...e, followupAction: 'Please Correct and Resubmit' })),
      },
    ];
  const correlationId = `stand-in-${acknowledgements.length + 1}`;
  const npi = lines[0]?.orderingProvider?.npi;
  const known = Boolean(beneficiary(body.subscriber?.memberId));
  const statuses = [
    status('A1', 'Acknowledgement/Receipt', '19', 'Entity acknowledges receipt of claim/encounter.'),
  ];
  if (npi === unenrolledNpi)
    statuses.push(
      status(
        'A7',
        'Acknowledgement/Rejected for Invalid Information',
        '562',
        'Entity’s National Provider Identifier (NPI)',
        'Ordering Physician',
      ),
    );
  else if (!known)
    statuses.push(
      status(
        'A7',
        'Acknowledgement/Rejected for Invalid Information',
        '33',
        'Subscriber and Subscriber Id not found.',
      ),
    );
  else
    statuses.push(
      status('A2', 'Acknowledgement/Acceptance into adjudication system', '20', 'Accepted for processing.'),
    );
  const accepted = statuses.at(-1).healthCareClaimStatusCategoryCode === 'A2';
  acknowledgements.push({
    transactionId: `277-${acknowledgements.length + 1}`,
    processedAt: laterThan(acknowledgements.at(-1)?.processedAt),
    // What the DME MAC adjudicates once the claim is taken in: its remittance follows the acknowledgement.
    claim: accepted
      ? {
          patientControlNumber: info.patientControlNumber,
          memberId: body.subscriber.memberId,
          payerId: body.tradingPartnerServiceId,
          charge: info.claimChargeAmount,
          diagnosis: (info.healthCareCodeInformation ?? []).map((d) => d.diagnosisCode),
          lines,
        }
      : null,
    report: {
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
                                patientAccountNumber: info.patientControlNumber,
                                claimServiceBeginDate: lines[0]?.serviceDate,
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
    },
  });
  return [
    200,
    {
      status: 'SUCCESS',
      controlNumber: body.controlNumber,
      tradingPartnerServiceId: body.tradingPartnerServiceId,
      claimReference: { correlationId, patientControlNumber: info.patientControlNumber },
    },
  ];
}

/** Now, as an ISO time strictly after `before` (so a report made in the same millisecond still sorts after it). */
function laterThan(before) {
  const now = Date.now();
  const last = before ? Date.parse(before) : 0;
  return new Date(Math.max(now, last + 1)).toISOString();
}

/** The Part B deductible a beneficiary has left at the start (the 271's remaining figure), in cents. */
function startingDeductible(memberId) {
  const left = beneficiary(memberId)?.benefits.find((b) => b.code === 'C' && b.timeQualifierCode === '29');
  return left ? Math.round(Number(left.benefitAmount) * 100) : 0;
}

/** The diagnosis codes the stand-in's DME MAC does not cover (a denial), and finds unusable (unprocessable). */
export const deniedDiagnosis = 'Z7689';
export const unprocessableDiagnosis = 'R69';

const dollars = (cents) => String(cents / 100);
const yyyymmdd = (d = new Date()) => d.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The DME MAC's remittance (835, as Stedi's JSON report) for a claim it accepted, line by line as Medicare decides:
 * the allowed amount is the charge (the store bills the fee schedule); her deductible left this year comes first,
 * then her 20% coinsurance, then the 2% sequestration of what Medicare pays. A line sent with GA (KX not earned,
 * her ABN on file), or whose diagnosis Medicare does not cover, is denied as not medically necessary (CARC 50,
 * hers under the ABN: group PR with GA, else CO); one
 * with a diagnosis it cannot use is unprocessable (CARC 16, MA130). Each remittance uses up her deductible.
 */
function remittance(claim, deductibleLeft, number) {
  const cents = (v) => Math.round(Number(v) * 100);
  const lines = claim.lines.map((l) => {
    const service = l.professionalService;
    const charge = cents(service.lineItemChargeAmount);
    const modifiers = service.procedureModifiers ?? [];
    let adjustments;
    let remarks = [];
    let paid = 0;
    let allowed = 0;
    // GA says the supplier expects a denial (KX not earned) and holds her ABN: the DME MAC denies it, hers to pay.
    if (modifiers.includes('GA') || claim.diagnosis.includes(deniedDiagnosis)) {
      adjustments = [{ group: modifiers.includes('GA') ? 'PR' : 'CO', codes: [['50', charge]] }];
      remarks = ['N115'];
    } else if (claim.diagnosis.includes(unprocessableDiagnosis)) {
      adjustments = [{ group: 'CO', codes: [['16', charge]] }];
      remarks = ['MA130', 'M76'];
    } else {
      allowed = charge;
      const left = deductibleLeft.get(claim.memberId) ?? startingDeductible(claim.memberId);
      const deductible = Math.min(left, charge);
      deductibleLeft.set(claim.memberId, left - deductible);
      const coinsurance = Math.round((charge - deductible) * 0.2);
      const payable = charge - deductible - coinsurance;
      const sequestration = Math.round(payable * 0.02);
      paid = payable - sequestration;
      adjustments = [
        {
          group: 'PR',
          codes: [
            ['1', deductible],
            ['2', coinsurance],
          ].filter(([, a]) => a > 0),
        },
        { group: 'CO', codes: [['253', sequestration]].filter(([, a]) => a > 0) },
      ].filter((a) => a.codes.length);
    }
    return { l, service, charge, allowed, modifiers, adjustments, remarks, paid };
  });
  const paid = lines.reduce((t, l) => t + l.paid, 0);
  const hers = lines.reduce(
    (t, l) =>
      t +
      l.adjustments
        .filter((a) => a.group === 'PR')
        .reduce((s, a) => s + a.codes.reduce((x, [, c]) => x + c, 0), 0),
    0,
  );
  const denied = lines.every((l) => l.paid === 0) && hers === 0;
  return {
    transactions: [
      {
        controlNumber: String(number).padStart(9, '0'),
        productionDate: yyyymmdd(),
        financialInformation: {
          transactionHandlingCode: 'I',
          totalActualProviderPaymentAmount: dollars(paid),
          creditOrDebitFlagCode: 'C',
          paymentMethodCode: paid > 0 ? 'ACH' : 'NON',
          checkIssueOrEFTEffectiveDate: yyyymmdd(),
        },
        paymentAndRemitReassociationDetails: {
          traceTypeCode: '1',
          checkOrEFTTraceNumber: `EFT${String(number).padStart(7, '0')}`,
        },
        payer: { name: 'DME MAC (stand-in)', payerIdentificationNumber: claim.payerId },
        detailInfo: [
          {
            assignedNumber: '1',
            paymentInfo: [
              {
                claimPaymentInfo: {
                  patientControlNumber: claim.patientControlNumber,
                  claimStatusCode: denied ? '4' : '1',
                  totalClaimChargeAmount: claim.charge,
                  claimPaymentAmount: dollars(paid),
                  patientResponsibilityAmount: dollars(hers),
                  claimFilingIndicatorCode: 'MB',
                  payerClaimControlNumber: `2126${String(number).padStart(9, '0')}`,
                },
                outpatientAdjudication: { claimPaymentRemarkCode1: 'MA01' },
                serviceLines: lines.map((x) => ({
                  serviceDate: x.l.serviceDate,
                  servicePaymentInformation: {
                    productOrServiceIDQualifier: 'HC',
                    adjudicatedProcedureCode: x.service.procedureCode,
                    adjudicatedProcedureModifierCodes: x.modifiers,
                    lineItemChargeAmount: dollars(x.charge),
                    lineItemProviderPaymentAmount: dollars(x.paid),
                    unitsOfServicePaidCount: x.service.serviceUnitCount,
                  },
                  serviceAdjustments: x.adjustments.map((a) =>
                    Object.fromEntries([
                      ['claimAdjustmentGroupCode', a.group],
                      ...a.codes.flatMap(([code, amount], i) => [
                        [`adjustmentReasonCode${i + 1}`, code],
                        [`adjustmentAmount${i + 1}`, dollars(amount)],
                      ]),
                    ]),
                  ),
                  serviceSupplementalAmounts: { allowedActual: dollars(x.allowed) },
                  healthCareCheckRemarkCodes: x.remarks.map((remarkCode) => ({
                    codeListQualifierCode: 'HE',
                    remarkCode,
                  })),
                })),
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Starts the stand-in on `port` (any free one unless given); its `url` is the API's dated base address. */
export async function startClearinghouseStandIn({
  port = 0,
  host = '127.0.0.1',
  key = 'test_clearinghouse_key',
} = {}) {
  /** What each request sent, for a test to see (the stand-in keeps it in memory only). */
  const requests = [];
  /** The 277CAs the DME MAC has sent back, in the order they came; then its remittances (835s). */
  const acknowledgements = [];
  const remittances = [];
  /** Each beneficiary's Part B deductible left, as the remittances use it up (cents, by Medicare number). */
  const deductibleLeft = new Map();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const reply = (status, body) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== key)
        return reply(401, { error: 'Unauthorized', message: 'Invalid API key' });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'GET' && url.pathname === '/2023-08-01/polling/transactions') {
        const since = url.searchParams.get('startDateTime') ?? '';
        requests.push({ path: req.url, body: {} });
        const listed = (list, set) =>
          list
            .filter((a) => a.processedAt >= since)
            .map((a) => ({
              transactionId: a.transactionId,
              direction: 'INBOUND',
              mode: 'test',
              processedAt: a.processedAt,
              x12: { metadata: { transaction: { transactionSetIdentifier: set } } },
            }));
        return reply(200, {
          items: [...listed(acknowledgements, '277'), ...listed(remittances, '835')].sort((a, b) =>
            a.processedAt.localeCompare(b.processedAt),
          ),
        });
      }
      const report = /^\/2024-04-01\/change\/medicalnetwork\/reports\/v2\/([^/]+)\/(277|835)$/.exec(
        url.pathname,
      );
      if (req.method === 'GET' && report) {
        const id = decodeURIComponent(report[1]);
        const found = (report[2] === '277' ? acknowledgements : remittances).find(
          (a) => a.transactionId === id,
        );
        if (!found) return reply(404, { error: 'NotFound', message: 'No such transaction' });
        // Once its acknowledgement has been read, an accepted claim is adjudicated: the remittance is there to
        // poll for next time.
        if (report[2] === '277' && found.claim && !found.remitted) {
          found.remitted = true;
          const number = remittances.length + 1;
          remittances.push({
            transactionId: `835-${number}`,
            processedAt: laterThan(
              [...acknowledgements, ...remittances]
                .map((a) => a.processedAt)
                .sort()
                .at(-1),
            ),
            report: remittance(found.claim, deductibleLeft, number),
          });
        }
        return reply(200, found.report);
      }
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply(400, { error: 'BadRequest', message: 'The body is not JSON.' });
      }
      requests.push({ path: req.url, body });
      if (req.method === 'POST' && req.url === '/2024-04-01/change/medicalnetwork/eligibility/v3')
        return reply(200, eligibility(body, deductibleLeft));
      if (
        req.method === 'POST' &&
        req.url === '/2024-04-01/change/medicalnetwork/professionalclaims/v3/submission'
      )
        return reply(...professionalClaim(body, acknowledgements));
      return reply(404, { error: 'NotFound', message: `No route ${req.method} ${req.url}` });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}/2024-04-01`,
    coreUrl: `http://${host}:${address.port}/2023-08-01`,
    acknowledgements,
    remittances,
    port: address.port,
    key,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
