#!/usr/bin/env node
// `npm start`: the static site served like a bucket (PORT, default 3000) and the store's intake beside it
// (INTAKE_PORT, default 8787), both on 127.0.0.1, wired to each other whatever the ports. On first run it
// makes a local key pair (.local/) and the local staff who may sign in to the back office (intake/.dev.vars), both
// git-ignored, and prints where everything is.
// The intake is `wrangler dev`: workerd and SQLite under .wrangler/, no account, no network.
// Usage: node scripts/start.mjs [--port 3000] [--intake-port 8787] [--state .wrangler/state]
//                               [--keys .local] [--fresh] [--rebuild] [--build-only] [--rate-limit N]
//                               [--origins http://127.0.0.1:4311,…] [--payments=test|phone] [--stripe-port 8790]
//   --fresh starts with an empty database; --build-only builds the site for that intake and stops
//   CMS's NPI Registry is answered by its local stand-in (scripts/testing/npi-registry-stand-in.mjs), on a free port,
//   and the clearinghouse by its own (scripts/testing/clearinghouse-stand-in.mjs): Medicare's test beneficiaries.
//   --payments=test (the default) takes card payments on a local stand-in of Stripe
//   (scripts/testing/stripe-stand-in.mjs): its page "pays" or "cancels" and its signed webhook reaches the intake,
//   all offline; --payments=phone builds the store as it runs without a processor: a specialist takes payment
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startClearinghouseStandIn } from './testing/clearinghouse-stand-in.mjs';
import { startNpiRegistryStandIn } from './testing/npi-registry-stand-in.mjs';
import { startStripeStandIn } from './testing/stripe-stand-in.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'intake-port': { type: 'string' },
    state: { type: 'string', default: '.wrangler/state' },
    keys: { type: 'string', default: '.local' },
    mode: { type: 'string' },
    'rate-limit': { type: 'string' },
    // More pages allowed to send to the intake, comma-separated (the site's own port is always allowed).
    origins: { type: 'string' },
    fresh: { type: 'boolean' },
    rebuild: { type: 'boolean' },
    'build-only': { type: 'boolean' },
    payments: { type: 'string', default: 'test' },
    'stripe-port': { type: 'string' },
  },
});
if (args.payments !== 'test' && args.payments !== 'phone') {
  console.error(
    `npm start: --payments=${args.payments} is not a mode: --payments=test runs Stripe's local stand-in, --payments=phone has a specialist take payment. Stripe's own test and live keys are set on the deployed intake (README, "Payments").`,
  );
  process.exit(2);
}
const payOnline = args.payments === 'test';
const stripePort = Number(args['stripe-port'] ?? process.env.STRIPE_PORT ?? 8790);
const port = Number(args.port ?? process.env.PORT ?? 3000);
const intakePort = Number(args['intake-port'] ?? process.env.INTAKE_PORT ?? 8787);
const state = path.resolve(args.state);
const keys = path.resolve(args.keys);
const config = 'intake/wrangler.jsonc';
const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', NEXT_TELEMETRY_DISABLED: '1' };

function run(command, commandArgs, env = quiet) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The supplier's key pair, made once.
const publicFile = path.join(keys, 'order-public-key.txt');
if (!existsSync(publicFile))
  run(process.execPath, ['--import', 'tsx', 'scripts/intake-keys.ts', '--dir', keys]);
const publicKey = readFileSync(publicFile, 'utf8').trim();

// The local intake's settings and secrets (intake/.dev.vars, git-ignored), each written once if missing: the local
// staff who may sign in to the back office and the address patients'
// e-mails come from (wrangler writes each one to a file instead of sending it).
const devVars = 'intake/.dev.vars';
const localSettings = {
  STAFF_EMAILS: 'ana@jamaicamedicalsupply.com,ben@jamaicamedicalsupply.com',
  PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com',
};
const written = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
const missing = Object.entries(localSettings).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(written));
if (missing.length > 0)
  writeFileSync(
    devVars,
    `${written.replace(/^INBOX_TOKEN=.*\n?/m, '')}${missing.map(([name, value]) => `${name}=${value}\n`).join('')}`,
  );
const staff = /^STAFF_EMAILS=(.*)$/m.exec(readFileSync(devVars, 'utf8'))?.[1] ?? '';

// The site, built for this intake (again only when the intake's address or key has changed).
const intakeUrl = `http://127.0.0.1:${intakePort}`;
// Canonical URLs and share cards name the address it is served at, unless SITE_URL says otherwise.
const siteUrl = process.env.SITE_URL || `http://127.0.0.1:${port}`;
// What `out/` was last built for, whichever keys it was built with.
const stampFile = path.resolve('.local/built-for.json');
const stamp = JSON.stringify({
  intakeUrl,
  publicKey,
  basePath: process.env.BASE_PATH ?? '',
  siteUrl,
  leadScript: process.env.LEADID_SCRIPT_URL ?? '',
  payOnline,
});
const built =
  existsSync('out/index.html') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (args.rebuild || !built) {
  console.log('Building the site for the local intake (npm run build)…');
  run('npm', ['run', 'build'], {
    ...quiet,
    SITE_URL: siteUrl,
    INTAKE_URL: intakeUrl,
    ORDER_PUBLIC_KEY: publicKey,
    ONLINE_PAYMENTS: payOnline ? 'stripe' : '',
  });
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
}
if (args['build-only']) process.exit(0);

// The back office's page, script and styles, which the intake serves as its assets (wrangler needs them first).
run(process.execPath, ['scripts/build-admin.mjs']);

// Beside the database: Stripe's stand-in's payments and refunds, and the patients' e-mails, kept across restarts
// until --fresh.
const stripeState = `${state}-stripe.json`;
const mailDir = `${state}-mail`;
if (args.fresh)
  for (const kept of [state, stripeState, mailDir]) rmSync(kept, { recursive: true, force: true });
run(process.execPath, [
  'node_modules/wrangler/bin/wrangler.js',
  'd1',
  'migrations',
  'apply',
  'DB',
  '--local',
  '--persist-to',
  state,
  '-c',
  config,
]);

// Stripe's stand-in, in this process: the intake's Stripe client is pointed at it, and its webhook at the intake,
// signed with a secret made for this run.
const webhookSecret = `whsec_local_${randomBytes(18).toString('base64url')}`;
const standIn = payOnline
  ? await startStripeStandIn({
      port: stripePort,
      webhook: `http://127.0.0.1:${intakePort}/payments/webhook`,
      secret: webhookSecret,
      stateFile: stripeState,
      log: (line) => console.log(`[stripe stand-in] ${line}`),
    }).catch((error) => {
      console.error(
        `npm start: Stripe's stand-in could not listen on port ${stripePort} (${error.code ?? error}).`,
      );
      process.exit(1);
    })
  : null;
const stripeVars = standIn
  ? [
      ['STRIPE_SECRET_KEY', 'sk_test_local_stand_in'],
      ['STRIPE_WEBHOOK_SECRET', webhookSecret],
      ['STRIPE_API_HOST', '127.0.0.1'],
      ['STRIPE_API_PORT', String(standIn.port)],
      ['STRIPE_API_PROTOCOL', 'http'],
    ].flatMap(([name, value]) => ['--var', `${name}:${value}`])
  : [];

// CMS's NPI Registry's stand-in, in this process, on any free port: the back office's NPI lookup asks it.
const npiRegistry = await startNpiRegistryStandIn();
const npiVars = ['--var', `NPI_REGISTRY_URL:${npiRegistry.url}`];
// The clearinghouse's stand-in, likewise: eligibility checks and claims go to it, with its test key and a test
// supplier NPI and tax ID.
const clearinghouse = await startClearinghouseStandIn();
const clearinghouseVars = [
  ['CLEARINGHOUSE_URL', clearinghouse.url],
  ['CLEARINGHOUSE_API_KEY', clearinghouse.key],
  ['CLEARINGHOUSE_CORE_URL', clearinghouse.coreUrl],
  ['SUPPLIER_NPI', '1122334455'],
  ['SUPPLIER_TAX_ID', '112233445'],
].flatMap(([name, value]) => ['--var', `${name}:${value}`]);

const origins = [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
  ...(args.origins ? [args.origins] : []),
].join(',');
// wrangler asks Cloudflare for a sample `Request.cf` object at start-up, which an offline machine cannot reach; the
// intake reads nothing from it, so the placeholder wrangler falls back to is all it needs.
// Its log files (every line wrangler prints, the Worker's own included) are kept beside its database.
const intakeEnv = {
  ...quiet,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: `${state}-logs`,
};
// Both run in this process's group, so a Ctrl-C in the terminal, or a supervisor ending the group, stops them too.
const children = [
  {
    name: 'the intake (wrangler dev)',
    process: spawn(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'dev',
        '-c',
        config,
        '--ip',
        '127.0.0.1',
        '--port',
        String(intakePort),
        '--persist-to',
        state,
        '--var',
        `SITE_ORIGINS:${origins}`,
        '--var',
        `STORE_URL:${siteUrl}`,
        // The back office's local sign-in page, for the staff in intake/.dev.vars (never in production).
        '--var',
        'STAFF_SIGN_IN:local',
        // The hour's schedule (claims due, refill reminders, Medicare's answers) on request too, locally only:
        // GET /__scheduled on the intake runs it now.
        '--test-scheduled',
        '--show-interactive-dev-session=false',
        ...(args['rate-limit'] ? ['--var', `RATE_LIMIT_PER_MINUTE:${args['rate-limit']}`] : []),
        ...stripeVars,
        ...npiVars,
        ...clearinghouseVars,
      ],
      { stdio: ['inherit', 'pipe', 'pipe'], env: intakeEnv },
    ),
  },
  {
    name: 'the site server',
    process: spawn(
      process.execPath,
      ['scripts/serve.mjs', '--port', String(port), ...(args.mode ? ['--mode', args.mode] : [])],
      { stdio: 'inherit', env: quiet },
    ),
  },
];

// wrangler writes each patient e-mail to a file in a folder of its own that it deletes when it stops: each is copied
// into mailDir as it is written, so a morning's e-mails are still there after a restart (until --fresh).
mkdirSync(mailDir, { recursive: true });
function keepMail(line) {
  const written = line.match(/(?:Text|Email): (\S+\.(?:txt|eml))\s*$/);
  if (!written) return;
  const kept = path.join(
    mailDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${path.basename(written[1])}`,
  );
  // The file is written before its line is printed; a moment's retry covers a slow disk.
  const copy = (tries) => {
    try {
      copyFileSync(written[1], kept);
      console.log(`  kept as ${path.relative(process.cwd(), kept)}`);
    } catch {
      if (tries > 0) setTimeout(() => copy(tries - 1), 200);
    }
  };
  copy(5);
}
for (const [from, to] of [
  [children[0].process.stdout, process.stdout],
  [children[0].process.stderr, process.stderr],
]) {
  let rest = '';
  from.on('data', (chunk) => {
    to.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(keepMail);
  });
}

console.log(`
The store:        http://127.0.0.1:${port}/
The intake:       ${intakeUrl}/  (database: ${path.relative(process.cwd(), state)})
The back office:  ${intakeUrl}/admin/
  sign in as:     ${staff.split(',').join(' or ')}  (the local sign-in page; STAFF_EMAILS in intake/.dev.vars)
  private key:    ${path.join(path.relative(process.cwd(), keys), 'order-private-key.jwk.json')}  (opens sealed details)
  patients' e-mails are written to files, not sent, and kept in ${path.relative(process.cwd(), mailDir)}/ until --fresh.
Payments:         ${
  standIn
    ? `card orders and bills are paid on Stripe's local stand-in (${standIn.url}/pay/…): no money moves, nothing leaves this machine`
    : 'by phone: a specialist takes the card (without --payments=phone, on a local stand-in of Stripe)'
}
`);

// Both stop together: on Ctrl-C, SIGTERM, or either one ending. Whatever stops them is said.
let stopping = false;
function stop(code, reason) {
  if (stopping) return;
  stopping = true;
  clearInterval(watch);
  void standIn?.close();
  if (reason) console.error(`\nnpm start: ${reason}`);
  const running = children.map((c) => c.process).filter((p) => p.exitCode === null && p.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) child.on('exit', () => --left === 0 && process.exit(code));
  // Whatever has not stopped in five seconds is stopped.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const { name, process: child } of children)
  child.on('exit', (exitCode, signal) =>
    stop(
      1,
      `${name} stopped (${signal ?? `exit code ${exitCode}`}), so the store is stopped too. Run npm start again.`,
    ),
  );

// wrangler outlives the runtime it starts: when workerd dies, wrangler dev says it restarts it, and every order fails
// until it does. The intake's port, which workerd itself listens on, is tried every two seconds once it has
// answered (a connection, not a request, so nothing is logged); ten seconds without it stop the store.
const CHECK_EVERY_MS = 2_000;
const GIVE_UP_AFTER = 5;
const listening = () =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: intakePort, timeout: CHECK_EVERY_MS });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
let answered = false;
let missed = 0;
const watch = setInterval(async () => {
  if (await listening()) [answered, missed] = [true, 0];
  else if (answered && ++missed >= GIVE_UP_AFTER)
    stop(
      1,
      `the intake's runtime (workerd) has not answered on ${intakeUrl} for ${(GIVE_UP_AFTER * CHECK_EVERY_MS) / 1000} s, so every order would fail: the store is stopped. Run npm start again.`,
    );
}, CHECK_EVERY_MS);
