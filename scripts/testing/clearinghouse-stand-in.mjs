import { createServer } from 'node:http';

/**
 * A stand-in for the clearinghouse (Stedi's healthcare API) for `npm start` and the tests, where nothing reaches a
 * payer: its real-time eligibility endpoint answers a 270 for a few test beneficiaries the way Medicare's HETS
 * answers through it (a 271 as JSON: `benefitsInformation`, or AAA `errors`). It checks the API key it was started
 * with. The Worker only ever knows it as another address for the clearinghouse.
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

/** Starts the stand-in on `port` (any free one unless given); its `url` is the API's dated base address. */
export async function startClearinghouseStandIn({
  port = 0,
  host = '127.0.0.1',
  key = 'test_clearinghouse_key',
} = {}) {
  /** What each request sent, for a test to see (the stand-in keeps it in memory only). */
  const requests = [];
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
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply(400, { error: 'BadRequest', message: 'The body is not JSON.' });
      }
      requests.push({ path: req.url, body });
      if (req.method === 'POST' && req.url === '/2024-04-01/change/medicalnetwork/eligibility/v3')
        return reply(200, eligibility(body));
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
    port: address.port,
    key,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
