#!/usr/bin/env node
// `npm start`: the static site served like a bucket (PORT, default 3000) and the store's intake beside it
// (INTAKE_PORT, default 8787), both on 127.0.0.1, wired to each other whatever the ports. On first run it
// makes a local key pair and inbox token (in .local/ and intake/.dev.vars, git-ignored) and prints them.
// The intake is `wrangler dev`: workerd and SQLite under .wrangler/, no account, no network.
// Usage: node scripts/start.mjs [--port 3000] [--intake-port 8787] [--state .wrangler/state]
//                               [--keys .local] [--fresh] [--rebuild] [--build-only] [--rate-limit N]
//                               [--origins http://127.0.0.1:4311,…]
//   --fresh starts with an empty database; --build-only builds the site for that intake and stops
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

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
  },
});
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

// The supplier's key pair and inbox token, made once.
const publicFile = path.join(keys, 'order-public-key.txt');
if (!existsSync(publicFile))
  run(process.execPath, ['--import', 'tsx', 'scripts/intake-keys.ts', '--dir', keys]);
const publicKey = readFileSync(publicFile, 'utf8').trim();
const devVars = 'intake/.dev.vars';
if (!existsSync(devVars)) writeFileSync(devVars, `INBOX_TOKEN=${randomBytes(24).toString('base64url')}\n`);
const token = /INBOX_TOKEN=(.*)/.exec(readFileSync(devVars, 'utf8'))?.[1] ?? '';

// The site, built for this intake (again only when the intake's address or key has changed).
const intakeUrl = `http://127.0.0.1:${intakePort}`;
const stampFile = path.join(keys, 'built-for.json');
const stamp = JSON.stringify({
  intakeUrl,
  publicKey,
  basePath: process.env.BASE_PATH ?? '',
  siteUrl: process.env.SITE_URL ?? '',
  leadScript: process.env.LEADID_SCRIPT_URL ?? '',
});
const built =
  existsSync('out/index.html') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (args.rebuild || !built) {
  console.log('Building the site for the local intake (npm run build)…');
  // Canonical URLs and share cards name the address it is served at, unless SITE_URL says otherwise.
  run('npm', ['run', 'build'], {
    ...quiet,
    SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
    INTAKE_URL: intakeUrl,
    ORDER_PUBLIC_KEY: publicKey,
  });
  writeFileSync(stampFile, stamp);
}
if (args['build-only']) process.exit(0);

if (args.fresh) rmSync(state, { recursive: true, force: true });
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

const origins = [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
  ...(args.origins ? [args.origins] : []),
].join(',');
// Both run in this process's group, so a Ctrl-C in the terminal, or a supervisor ending the group, stops them too.
const children = [
  spawn(
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
      '--show-interactive-dev-session=false',
      ...(args['rate-limit'] ? ['--var', `RATE_LIMIT_PER_MINUTE:${args['rate-limit']}`] : []),
    ],
    { stdio: 'inherit', env: quiet },
  ),
  spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), ...(args.mode ? ['--mode', args.mode] : [])],
    { stdio: 'inherit', env: quiet },
  ),
];

console.log(`
The store:  http://127.0.0.1:${port}/
The intake: ${intakeUrl}/  (database: ${path.relative(process.cwd(), state)})
The inbox:  http://127.0.0.1:${port}/orders/
  token:        ${token}   (intake/.dev.vars)
  private key:  ${path.join(path.relative(process.cwd(), keys), 'order-private-key.jwk.json')}
`);

// Both stop together: on Ctrl-C, SIGTERM, or either one ending.
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
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
for (const child of children) child.on('exit', (exitCode) => stop(exitCode ?? 1));
