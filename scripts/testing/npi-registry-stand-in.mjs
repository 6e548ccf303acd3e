import { createServer } from 'node:http';

/**
 * A stand-in for CMS's NPI Registry API (version 2.1), for `npm start` and the tests, where there is no internet: a
 * few practitioners of Queens, answered in the registry's own form (`result_count`, `results` with `basic`,
 * `addresses` and `taxonomies`; an unknown number gets `result_count: 0`, a malformed one the registry's `Errors`).
 * It lives with the tests and the start script: the Worker only ever knows it as another address for the registry.
 */

const practitioners = [
  {
    number: '1234567893',
    basic: { first_name: 'ANITA', last_name: 'PATEL', credential: 'MD', status: 'A' },
    address: ['90-02 PARSONS BLVD', 'JAMAICA', 'NY', '114321234', '718-555-0199'],
    taxonomy: 'Internal Medicine, Sleep Medicine',
  },
  {
    number: '1987654328',
    basic: { first_name: 'CARMEN', last_name: 'RUIZ', credential: 'DO', status: 'A' },
    address: ['161-10 HILLSIDE AVE', 'JAMAICA', 'NY', '11432', '718-555-0142'],
    taxonomy: 'Pulmonary Disease',
  },
  {
    // A practitioner whose NPI the registry lists as deactivated.
    number: '1543219871',
    basic: { first_name: 'WALTER', last_name: 'GREENE', credential: 'MD', status: 'D' },
    address: ['89-00 SUTPHIN BLVD', 'JAMAICA', 'NY', '11435', '718-555-0177'],
    taxonomy: 'Family Medicine',
  },
];

function recordOf(p) {
  const [address_1, city, state, postal_code, telephone_number] = p.address;
  return {
    number: Number(p.number),
    enumeration_type: 'NPI-1',
    basic: p.basic,
    addresses: [
      {
        address_purpose: 'LOCATION',
        address_type: 'DOM',
        address_1,
        city,
        state,
        postal_code,
        country_code: 'US',
        telephone_number,
      },
    ],
    taxonomies: [{ code: '207R00000X', desc: p.taxonomy, primary: true, state: 'NY' }],
  };
}

/** Starts the stand-in on `port` (any free one unless given); its `url` is the registry's API address. */
export async function startNpiRegistryStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    requests.push(url.search);
    const number = url.searchParams.get('number') ?? '';
    const body = !/^\d{10}$/.test(number)
      ? { Errors: [{ description: 'Field number must be 10 digits', field: 'number', number: '04' }] }
      : (() => {
          const found = practitioners.filter((p) => p.number === number).map(recordOf);
          return { result_count: found.length, results: found };
        })();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}/api/`,
    port: address.port,
    /** The query of each request it answered, for a test to see what was sent. */
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
