// npm run bench -- --orders=10000 [--concurrency=20] [--repeat=0.1] [--asks=200]
// Places N orders at C at a time against a local intake (wrangler dev, workerd and SQLite, a fresh database),
// a share of them sent twice as a lost answer would be retried, then checks that exactly N orders are stored,
// none lost or doubled, and reports latency (p50, p95) and the database's bytes per order. Then, with the N orders
// stored, the back office as a staff member uses it: a page of the list (the first, and pages further back), a
// search (by number, name, phone, e-mail) and an order opened, each asked `--asks` times, p50 and p95; and, with
// 2,000 of the Medicare rentals at a month of their rental, the hourly schedule's run and the claims-due queue.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shippingMethods } from '../data/facts';
import { getProducts } from '../lib/build/catalog';
import { toPricedProduct } from '../lib/domain/product';
import { orderTotals } from '../lib/domain/order-totals';
import { deductibleAnswers } from '../lib/domain/estimate';
import type { OrderRequest } from '../lib/domain/intake-contract';
import { generateKeys, importPublicKey, seal } from '../lib/domain/sealing';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
    repeat: { type: 'string', default: '0.1' },
    asks: { type: 'string', default: '200' },
  },
  strict: false,
});
const total = Number(values.orders);
const concurrency = Number(values.concurrency);
const repeatShare = Number(values.repeat);
const asks = Number(values.asks);
const PORT = 4410;
const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const STAFF = 'bench@jamaicamedicalsupply.com';
const state = mkdtempSync(path.join(tmpdir(), 'intake-bench-'));
const wrangler = (...args: string[]) => [
  'node_modules/wrangler/bin/wrangler.js',
  ...args,
  '--persist-to',
  state,
  '-c',
  'intake/wrangler.jsonc',
];

function databaseBytes(): number {
  let bytes = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (stat.isDirectory()) walk(file);
      else if (name.endsWith('.sqlite')) bytes += stat.size;
    }
  };
  walk(state);
  return bytes;
}

/** A deterministic spread of orders: 1 to 4 lines, quantities 1 to 3, every shipping and payment method. */
async function makeOrders(): Promise<OrderRequest[]> {
  const products = getProducts().map(toPricedProduct);
  const key = await importPublicKey((await generateKeys()).publicKey);
  const orders: OrderRequest[] = [];
  for (let i = 0; i < total; i++) {
    const picked = Array.from(
      { length: 1 + (i % 4) },
      (_, k) => products[(i * 7 + k * 3) % products.length]!,
    );
    const lines = [...new Map(picked.map((p) => [p.id, { ...p, quantity: 1 + ((i + p.id) % 3) }])).values()];
    const medicare = i % 3 === 0 && lines.some((l) => l.medicare.eligible);
    const deductible = deductibleAnswers[i % deductibleAnswers.length]!;
    const method = shippingMethods[i % shippingMethods.length]!.id;
    const idempotencyKey = `bench-${i.toString().padStart(6, '0')}-${crypto.randomUUID()}`;
    orders.push({
      idempotencyKey,
      lines: lines.map(({ id, quantity }) => ({ id, quantity })),
      shipping: {
        firstName: 'Bench',
        lastName: `Shopper ${i}`,
        email: `shopper${i}@example.com`,
        phone: `718-555-${(i % 10_000).toString().padStart(4, '0')}`,
        address: `${100 + i} Sutphin Boulevard`,
        city: 'Jamaica',
        state: 'NY',
        zipCode: '11435',
      },
      shippingMethod: method,
      paymentMethod: medicare ? 'medicare' : 'card',
      deductible,
      sealed: medicare
        ? {
            medicare: await seal(
              key,
              { medicareNumber: '1EG4TE5MK73', physicianName: 'Dr. A', physicianPhone: '7185550199' },
              idempotencyKey,
            ),
          }
        : {},
      shown: orderTotals(lines, method, { method: medicare ? 'medicare' : 'card', deductible }),
    });
  }
  return orders;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** p50 and p95 of asking the back office for `paths`, one at a time as a staff member clicks. */
async function timed(cookie: string, label: string, paths: string[]): Promise<string> {
  const times: number[] = [];
  for (const path of paths) {
    const t = performance.now();
    const answer = await fetch(`http://127.0.0.1:${PORT}/admin/api${path}`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `  ${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
}

/** A SQL statement run on the local database, as the migrations are (wrangler d1 execute). */
function sql(command: string) {
  const run = spawnSync(
    process.execPath,
    wrangler('d1', 'execute', 'DB', '--local', '--json', '--command', command),
    {
      env: quiet,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`SQL failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { results: Record<string, number>[] }[])[0]!.results;
}

/** The hourly schedule run once, now (wrangler dev --test-scheduled): how long it took, in ms. */
async function runSchedule(): Promise<number> {
  const t = performance.now();
  const ran = await fetch(
    `http://127.0.0.1:${PORT}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('0 * * * *')}`,
  );
  if (!ran.ok) throw new Error(`The schedule did not run: ${ran.status}`);
  return performance.now() - t;
}

/**
 * 2,000 of the Medicare rentals taken to a month of their rental (delivered, or a month paid), delivered a month or
 * more back, so many have a claim due; then the hourly schedule run once (its time), and the "due today" queue
 * asked `asks` times.
 */
async function measureClaimsDue(cookie: string): Promise<string[]> {
  sql(
    `UPDATE orders SET
       status = CASE WHEN rowid % 5 = 0 THEN 'delivered' ELSE 'paid' END,
       rental_month = CASE WHEN rowid % 5 = 0 THEN 1 ELSE 1 + (rowid % 12) END,
       delivered_at = strftime('%Y-%m-%dT17:00:00.000Z', 'now',
         '-' || ((CASE WHEN rowid % 5 = 0 THEN 0 ELSE 1 + (rowid % 12) END) * 30 + (rowid % 40)) || ' days')
     WHERE number IN (SELECT number FROM orders WHERE payment_method = 'medicare' AND rental_months IS NOT NULL
                      ORDER BY rowid LIMIT 2000)`,
  );
  const [rentals] = sql(
    `SELECT COUNT(*) AS n FROM orders WHERE delivered_at IS NOT NULL AND rental_months IS NOT NULL`,
  );
  const scheduled = await runSchedule();
  const [queued] = sql('SELECT COUNT(*) AS n FROM claims_due');
  // Each rental in its first 90 days with its nights imported, up to 30 of them: some met, some short.
  sql(
    `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < 29)
     INSERT INTO therapy_nights (order_number, night, minutes, source, staff, at)
     SELECT o.number, date(o.delivered_at, '-5 hours', '+' || n.k || ' days'), (o.rowid * 7 + n.k * 13) % 480,
       'airview', 'bench@jamaicamedicalsupply.com', o.delivered_at
     FROM orders o, n
     WHERE o.rental_months IS NOT NULL AND o.delivered_at >= strftime('%Y-%m-%dT00:00:00.000Z', 'now', '-92 days')
       AND date(o.delivered_at, '-5 hours', '+' || n.k || ' days') < date('now', '-5 hours')`,
  );
  const [therapy] = sql(`SELECT COUNT(DISTINCT order_number) AS n, COUNT(*) AS nights FROM therapy_nights`);
  // A third of the patients said yes to refill reminders, and up to 3,000 orders holding supplies on the replacement
  // schedule were delivered over the last 90 days: the day's refill list reads every cycle of theirs.
  sql(
    `UPDATE patients SET reminders = 'yes', reminders_on = date('now'), reminders_by = 'checkout' WHERE id % 3 = 0`,
  );
  sql(
    `UPDATE orders SET status = 'delivered',
       delivered_at = strftime('%Y-%m-%dT17:00:00.000Z', 'now', '-' || (rowid % 90) || ' days')
     WHERE delivered_at IS NULL AND number IN (
       SELECT order_number FROM order_lines
       WHERE hcpcs IN ('A7030', 'A7031', 'A7033', 'A7037', 'A4604', 'A7038', 'A7046') LIMIT 3000)`,
  );
  // The next hour's schedule e-mails their first reminders (to files: wrangler dev sends none).
  const remindedIn = await runSchedule();
  const [refills] = sql('SELECT COUNT(*) AS n, COALESCE(SUM(reminders), 0) AS sent FROM refills');
  const [supplied] = sql(
    `SELECT COUNT(DISTINCT o.number) AS n FROM orders o JOIN patients p ON p.id = o.patient_id
     JOIN order_lines l ON l.order_number = o.number
     WHERE p.reminders = 'yes' AND o.delivered_at IS NOT NULL
       AND l.hcpcs IN ('A7030', 'A7031', 'A7033', 'A7037', 'A4604', 'A7038', 'A7046')`,
  );
  return [
    `  the hourly schedule over ${rentals!.n} delivered rentals: ${scheduled.toFixed(0)} ms, ${queued!.n} claims queued`,
    await timed(
      cookie,
      'the claims-due queue (the first 200)',
      Array.from({ length: asks }, () => '/claims/due'),
    ),
    await timed(
      cookie,
      `the CPAP use list (${therapy!.n} in their first 90 days, ${therapy!.nights} nights)`,
      Array.from({ length: asks }, () => '/therapy'),
    ),
    `  the hourly schedule with refill reminders: ${remindedIn.toFixed(0)} ms, ${refills!.sent} reminders e-mailed for ${refills!.n} refill cycles`,
    await timed(
      cookie,
      `the day's refill list (${supplied!.n} delivered supply orders of patients who said yes)`,
      Array.from({ length: asks }, () => '/refills'),
    ),
  ];
}

async function measureBackOffice(orders: OrderRequest[]): Promise<string[]> {
  const signIn = await fetch(`http://127.0.0.1:${PORT}/admin/api/sign-in`, {
    method: 'POST',
    // The back office's own page: a POST names its origin.
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${PORT}` },
    body: JSON.stringify({ email: STAFF }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  // Pages further back: the keyset of the first pages, followed from each page to the next.
  const pages: string[] = ['/orders'];
  let after: string | null = null;
  for (let k = 0; k < Math.min(asks, 20); k++) {
    const page = (await (
      await fetch(
        `http://127.0.0.1:${PORT}/admin/api/orders${after ? `?after=${encodeURIComponent(after)}` : ''}`,
        {
          headers: { cookie },
        },
      )
    ).json()) as { after: string | null };
    if (!page.after) break;
    after = page.after;
    pages.push(`/orders?after=${encodeURIComponent(after)}`);
  }
  const pick = <T>(list: T[], k: number) => list[(k * 7919) % list.length]!;
  const numbers = (
    await (await fetch(`http://127.0.0.1:${PORT}/admin/api/orders.csv`, { headers: { cookie } })).text()
  )
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',')[0]!)
    .filter(Boolean);
  const searches = Array.from({ length: asks }, (_, k) => {
    const o = pick(orders, k);
    return [
      `/orders?q=${pick(numbers, k)}`,
      `/orders?q=${encodeURIComponent(o.shipping.lastName)}`,
      `/orders?q=${encodeURIComponent(o.shipping.phone)}`,
      `/orders?q=${encodeURIComponent(o.shipping.email)}`,
    ][k % 4]!;
  });
  return [
    ...(await measureClaimsDue(cookie)),
    await timed(
      cookie,
      'list, a page of 50 (the first and the next 19)',
      Array.from({ length: asks }, (_, k) => pages[k % pages.length]!),
    ),
    await timed(cookie, 'search (number, name, phone, e-mail in turn)', searches),
    await timed(
      cookie,
      'open an order',
      Array.from({ length: asks }, (_, k) => `/orders/${pick(numbers, k)}`),
    ),
    await timed(
      cookie,
      'open a patient’s page (her orders, balance, documents)',
      Array.from({ length: asks }, (_, k) => `/patients/${1 + ((k * 7919) % orders.length)}`),
    ),
  ];
}

const admin = spawnSync(process.execPath, ['scripts/build-admin.mjs'], { encoding: 'utf8' });
if (admin.status !== 0) throw new Error(`The back office could not be built: ${admin.stderr}`);
const migrate = spawnSync(process.execPath, wrangler('d1', 'migrations', 'apply', 'DB', '--local'), {
  env: quiet,
  encoding: 'utf8',
});
if (migrate.status !== 0) throw new Error(`Migrations failed: ${migrate.stderr}`);
const empty = databaseBytes();
const intake = spawn(
  process.execPath,
  [
    ...wrangler('dev', '--ip', '127.0.0.1', '--port', String(PORT), '--var', 'RATE_LIMIT_PER_MINUTE:1000000'),
    ...['--var', 'STAFF_SIGN_IN:local', '--var', `STAFF_EMAILS:${STAFF}`],
    // Patients' e-mails (order received, refill reminders) written to files, as `npm start` does.
    ...['--var', 'PATIENT_MAIL_FROM:orders@jamaicamedicalsupply.com'],
    // The hourly schedule is run by the bench at /cdn-cgi/handler/scheduled.
    '--test-scheduled',
    '--show-interactive-dev-session=false',
  ],
  { env: quiet, stdio: 'ignore', detached: true },
);
function stop() {
  try {
    process.kill(-intake.pid!, 'SIGTERM');
  } catch {
    // Already stopped.
  }
}
try {
  const orders = await makeOrders();
  for (let ready = false; !ready;) {
    ready = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  // Every order once, and a share of them a second time, shuffled together as retries would arrive.
  const twice = orders.filter((_, i) => i % Math.round(1 / repeatShare) === 0);
  const queue = [...orders, ...twice].map((o, i) => ({ o, sort: (i * 2654435761) % 4294967296 }));
  queue.sort((a, b) => a.sort - b.sort);
  const latencies: number[] = [];
  const answers = new Map<string, Set<string>>();
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) {
        const { o } = queue[next++]!;
        const t = performance.now();
        const response = await fetch(`http://127.0.0.1:${PORT}/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(o),
        });
        latencies.push(performance.now() - t);
        const body = (await response.json()) as { orderNumber?: string; message?: string };
        if (response.status !== 201 || !body.orderNumber) failures.push(`${response.status} ${body.message}`);
        else
          answers.set(o.idempotencyKey, (answers.get(o.idempotencyKey) ?? new Set()).add(body.orderNumber));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const backOffice = await measureBackOffice(orders);
  // Counted once the intake has stopped: the last connection to close folds SQLite's journal into the file.
  stop();
  await new Promise((r) => setTimeout(r, 1000));
  const count = spawnSync(
    process.execPath,
    [
      ...wrangler(
        'd1',
        'execute',
        'DB',
        '--local',
        '--json',
        '--command',
        'SELECT COUNT(*) AS n, COUNT(DISTINCT idempotency_key) AS keys FROM orders',
      ),
    ],
    {
      env: quiet,
      encoding: 'utf8',
    },
  );
  const stored = (JSON.parse(count.stdout) as { results: { n: number; keys: number }[] }[])[0]!.results[0]!;
  const doubled = [...answers.values()].filter((numbers) => numbers.size > 1).length;
  latencies.sort((a, b) => a - b);
  const perOrder = (databaseBytes() - empty) / stored.n;
  const report = [
    `Orders: ${total} sent, ${twice.length} of them twice, ${concurrency} at a time, in ${seconds.toFixed(1)} s`,
    `Stored: ${stored.n} orders (${stored.keys} attempt keys); answered: ${answers.size}; a key answered with two numbers: ${doubled}; refused or failed: ${failures.length}`,
    `Latency: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    `Database: ${(perOrder / 1024).toFixed(2)} KiB per order (the SQLite files, journal folded in, less the empty database)`,
    `Back office, with ${stored.n} orders stored, each asked ${asks} times:`,
    ...backOffice,
    stored.n === total && answers.size === total && doubled === 0 && failures.length === 0
      ? 'Exactly one order stored per attempt: none lost, none doubled.'
      : `MISMATCH: ${failures.slice(0, 5).join('; ')}`,
  ].join('\n');
  console.log(report);
  if (stored.n !== total || doubled > 0 || failures.length > 0) process.exitCode = 1;
} finally {
  stop();
  if (process.env.BENCH_KEEP_STATE) console.log(state);
  else setTimeout(() => rmSync(state, { recursive: true, force: true }), 1000).unref();
}
