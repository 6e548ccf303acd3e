// Prints the local intake's orders and messages (the database `npm start` runs on), newest first.
// Usage: npm run inbox -- --json [--state .wrangler/state] [--key .local/order-private-key.jwk.json]
//   --key opens the sealed card, Medicare and physician details with the supplier's private key.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importPrivateJwk, open } from '../lib/sealing';

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean' },
    state: { type: 'string', default: '.wrangler/state' },
    key: { type: 'string' },
  },
});

/** Rows of one query, read through wrangler from the local D1 (SQLite) database. */
function query<T>(sql: string): T[] {
  const result = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      args.state,
      '-c',
      'intake/wrangler.jsonc',
      '--json',
      '--command',
      sql,
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (result.status !== 0) {
    console.error(
      `The local database could not be read (${args.state}). Has \`npm start\` run?\n${result.stderr}`,
    );
    process.exit(1);
  }
  return (JSON.parse(result.stdout) as { results: T[] }[])[0]?.results ?? [];
}

interface OrderRow {
  number: string;
  status: string;
  placed_at: string;
  shipping_json: string;
  shipping_method: string;
  payment_method: string;
  totals_json: string;
  sealed_card: string | null;
  sealed_medicare: string | null;
  tracking_number: string | null;
}

const keys = args.key ? await importPrivateJwk(JSON.parse(readFileSync(args.key, 'utf8'))) : null;
const lines = query<{ order_number: string; id: number; quantity: number; unitCents: number }>(
  'SELECT order_number, product_id AS id, quantity, unit_cents AS unitCents FROM order_lines ORDER BY order_number, position',
);
const events = query<{ order_number: string; status: string; at: string }>(
  'SELECT order_number, status, at FROM order_events ORDER BY id',
);
const of = <T extends { order_number: string }>(rows: T[], number: string) =>
  rows.filter((r) => r.order_number === number).map(({ order_number: _n, ...rest }) => rest);

const orders = await Promise.all(
  query<OrderRow>('SELECT * FROM orders ORDER BY placed_at DESC').map(async (o) => {
    const { firstName, lastName, email, phone, address, city, state, zipCode } = JSON.parse(o.shipping_json);
    const sealed = { card: o.sealed_card, medicare: o.sealed_medicare };
    const opened = keys
      ? Object.fromEntries(
          await Promise.all(
            Object.entries(sealed)
              .filter((entry): entry is [string, string] => entry[1] !== null)
              .map(async ([kind, text]) => [kind, await open(keys, text)]),
          ),
        )
      : undefined;
    return {
      number: o.number,
      status: o.status,
      placedAt: o.placed_at,
      updates: of(events, o.number),
      paymentMethod: o.payment_method,
      shippingMethod: o.shipping_method,
      lines: of(lines, o.number),
      totals: JSON.parse(o.totals_json),
      shipping: { firstName, lastName, email, phone, address, city, state, zipCode },
      trackingNumber: o.tracking_number,
      sealedDetails: { card: sealed.card !== null, medicare: sealed.medicare !== null },
      ...(opened ? { opened } : {}),
    };
  }),
);
const messages = query<{ id: number; kind: string; received_at: string; status: string; body_json: string }>(
  'SELECT * FROM messages ORDER BY id DESC',
).map((m) => ({
  id: m.id,
  kind: m.kind,
  receivedAt: m.received_at,
  status: m.status,
  ...JSON.parse(m.body_json),
}));

if (args.json) console.log(JSON.stringify({ orders, messages }, null, 2));
else {
  for (const o of orders)
    console.log(
      `${o.number}  ${o.status.padEnd(9)}  ${o.placedAt}  ${o.shipping.firstName} ${o.shipping.lastName}  ${(o.totals.total / 100).toFixed(2)}`,
    );
  for (const m of messages)
    console.log(`#${m.id}  ${m.kind.padEnd(7)}  ${m.status.padEnd(8)}  ${m.receivedAt}`);
}
