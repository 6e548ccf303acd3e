import { createServer } from 'node:http';

/**
 * A stand-in for the clearinghouse (Stedi's healthcare API) for `npm start` and the tests, where nothing reaches a
 * payer: its real-time eligibility endpoint answers a 270 for a few test beneficiaries the way Medicare's HETS
 * answers through it (a 271 as JSON: `benefitsInformation`, or AAA `errors`); it takes professional claims (837P as
 * JSON) and has the DME MAC's 277CA acknowledgement ready to poll for, as Stedi's core API lists it. It checks the
 * API key it was started with. The Worker only ever knows it as another address for the clearinghouse.
 *
 * Test beneficiaries (any name; the date of birth must match):
 *   1EG4TE5MK73  born 1948-04-12  Part B active since 2019-03-01, $120 of the deductible left
 *   2AA1AA1AA11  born 1950-09-30  Part B active, deductible met
 *   3MA1AA1AA11  born 1946-01-20  in a Medicare Advantage plan (Healthfirst Medicare Plan) since 2025-01-01
 *   4QM1AA1AA11  born 1952-07-04  a Qualified Medicare Beneficiary, deductible not met ($283 left)
 *   5NA1AA1AA11  born 1949-11-11  Part B ended 2026-06-30
 *   6HP1AA1AA11  born 1944-02-29  Part B active, in hospice since 2026-11-01
 *   7HH1AA1AA11  born 1951-05-05  Part B active, in a home health episode
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

const aaa = (code, description, followupAction = 'Please Correct and Resubmit') => ({
  errors: [{ code, description, followupAction, location: 'Loop 2100C' }],
});

function eligibility(body) {
  const s = body?.subscriber ?? {};
  if (body?.tradingPartnerServiceId !== 'CMS') return aaa('79', 'Invalid Participant Identification');
  const found = beneficiaries[s.memberId];
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
    benefitsInformation: found.benefits,
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
  const known = Boolean(beneficiaries[body.subscriber?.memberId]);
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
  acknowledgements.push({
    transactionId: `277-${acknowledgements.length + 1}`,
    processedAt: new Date().toISOString(),
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

/** Starts the stand-in on `port` (any free one unless given); its `url` is the API's dated base address. */
export async function startClearinghouseStandIn({
  port = 0,
  host = '127.0.0.1',
  key = 'test_clearinghouse_key',
} = {}) {
  /** What each request sent, for a test to see (the stand-in keeps it in memory only). */
  const requests = [];
  /** The 277CAs the DME MAC has sent back, in the order they came. */
  const acknowledgements = [];
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
        return reply(200, {
          items: acknowledgements
            .filter((a) => a.processedAt >= since)
            .map((a) => ({
              transactionId: a.transactionId,
              direction: 'INBOUND',
              mode: 'test',
              processedAt: a.processedAt,
              x12: { metadata: { transaction: { transactionSetIdentifier: '277' } } },
            })),
        });
      }
      const report = /^\/2024-04-01\/change\/medicalnetwork\/reports\/v2\/([^/]+)\/277$/.exec(url.pathname);
      if (req.method === 'GET' && report) {
        const found = acknowledgements.find((a) => a.transactionId === decodeURIComponent(report[1]));
        return found
          ? reply(200, found.report)
          : reply(404, { error: 'NotFound', message: 'No such transaction' });
      }
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply(400, { error: 'BadRequest', message: 'The body is not JSON.' });
      }
      requests.push({ path: req.url, body });
      if (req.method === 'POST' && req.url === '/2024-04-01/change/medicalnetwork/eligibility/v3')
        return reply(200, eligibility(body));
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
    port: address.port,
    key,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
