// Prints the local intake's orders and messages (the database `npm start` runs on), newest first, as the
// inbox lists them (the newest 200 of each). While the intake runs they are asked of it, as the inbox page asks
// (a second process reading its SQLite file could hold a lock just as a shopper's order is written, and the
// order would fail); when it is not running, the database is read directly.
// Usage: npm run inbox -- --json [--intake http://127.0.0.1:8787] [--state .wrangler/state]
//   Without --intake, the intake `npm start` runs is asked, whatever its port (it says where in .local/running.json).
//   [--key .local/order-private-key.jwk.json]
//   --key opens the sealed card, Medicare and physician details with the supplier's private key.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  inboxListSchema,
  refusalSchema,
  type InboxList,
  type InboxOrder,
} from '../lib/domain/intake-contract';
import { importPrivateJwk, open } from '../lib/domain/sealing';
import { inboxList, inboxQueries } from '../intake/src/inbox-rows';

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean' },
    intake: { type: 'string' },
    state: { type: 'string', default: '.wrangler/state' },
    key: { type: 'string' },
  },
});

/** Rows of one query, read through wrangler from the local D1 (SQLite) database. */
function query(sql: string): unknown[] {
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
  return (JSON.parse(result.stdout) as { results: unknown[] }[])[0]?.results ?? [];
}

/** Where `npm start` runs the intake, as it wrote it down; null when it is not running. */
function runningIntake(): string | null {
  if (args.intake) return args.intake;
  try {
    return (JSON.parse(readFileSync('.local/running.json', 'utf8')) as { intakeUrl: string }).intakeUrl;
  } catch {
    return null;
  }
}

/** The running intake's list, with the inbox token `npm start` wrote; null when no intake answers. */
async function askIntake(intake: string): Promise<InboxList | null> {
  const token = /INBOX_TOKEN=(.*)/.exec(readFileSync('intake/.dev.vars', 'utf8'))?.[1] ?? '';
  let response: Response;
  try {
    response = await fetch(`${intake}/inbox`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    return null;
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return inboxListSchema.parse(json);
  const refusal = refusalSchema.safeParse(json);
  console.error(
    `The intake at ${intake} answered ${response.status}: ${refusal.success ? refusal.data.message : 'no message'}`,
  );
  process.exit(1);
}

const keys = args.key ? await importPrivateJwk(JSON.parse(readFileSync(args.key, 'utf8'))) : null;
const intake = runningIntake();
const list =
  (intake && existsSync('intake/.dev.vars') ? await askIntake(intake) : null) ??
  inboxList({
    orders: query(inboxQueries.orders),
    lines: query(inboxQueries.lines),
    events: query(inboxQueries.events),
    messages: query(inboxQueries.messages),
  });

async function opened(sealed: InboxOrder['sealed']) {
  const present = Object.entries(sealed).filter((entry): entry is [string, string] => entry[1] !== null);
  return Object.fromEntries(
    await Promise.all(present.map(async ([kind, text]) => [kind, await open(keys!, text)])),
  );
}

const orders = await Promise.all(
  list.orders.map(async ({ sealed, ...order }) => ({
    ...order,
    sealedDetails: { card: sealed.card !== null, medicare: sealed.medicare !== null },
    ...(keys ? { opened: await opened(sealed) } : {}),
  })),
);
const messages = list.messages.map(({ body, ...message }) => ({ ...message, ...body }));

if (args.json) console.log(JSON.stringify({ orders, messages }, null, 2));
else {
  for (const o of orders)
    console.log(
      `${o.orderNumber}  ${o.status.padEnd(9)}  ${o.placedAt}  ${o.shipping.firstName} ${o.shipping.lastName}  ${(o.totals.total / 100).toFixed(2)}`,
    );
  for (const m of messages)
    console.log(`#${m.id}  ${m.kind.padEnd(7)}  ${m.status.padEnd(8)}  ${m.receivedAt}`);
}
