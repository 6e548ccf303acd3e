#!/usr/bin/env node
// Builds the exports the end-to-end tests serve: `out/` (the store's catalogue, at the root), `out-store/` (the
// same under BASE_PATH=/store), and a 200-product catalogue under /store (`out-large-store/`): the store's
// catalogue grown to 200 distinct products, with photos for two of them (scripts/e2e-catalog.mjs), so listings
// run to several pages.
// Usage: node scripts/build-variants.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import leadScript from './e2e-lead-script.json' with { type: 'json' };

// Card payments on Stripe's local stand-in, as `npm start` takes them.
const e2eIntake = ['--port', '4310', '--intake-port', '4320', '--keys', '.local/e2e', '--payments=test'];
const noIntake = { INTAKE_URL: '', ORDER_PUBLIC_KEY: '', LEADID_SCRIPT_URL: '', ONLINE_PAYMENTS: '' };
const large = { ...noIntake, CATALOG_DIR: 'out-e2e-catalog' };
const store = { ...noIntake, CATALOG_DIR: '' };
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm test` checks the types (`npm run check`) beside these builds and fails if they are wrong, so none of them
// checks them again (scripts/build.mjs).
const typesChecked = { TYPES_CHECKED: '1' };
const build = (env) => run('npm', ['run', 'build'], { ...env, ...typesChecked });

// `out/` is the store as `npm start` builds it, with its own intake beside it (e2e keys in .local/e2e).
// Always built again from the current source (--rebuild): the tests must never run on a stale export.
// Its contact page loads a lead-tracking script (a stand-in the tests serve), to test that none of it
// outlives the page; the other builds have none, as a store without LEADID_SCRIPT_URL.
// No build after it shares its base path, so none could reuse a compiler cache: it writes none (BUILD_CACHE=off,
// about a fifth of its time). The 200-product build reuses the /store/ build's and compiles in a few seconds.
run('node', ['scripts/start.mjs', ...e2eIntake, '--build-only', '--rebuild'], {
  LEADID_SCRIPT_URL: leadScript.leadScriptUrl,
  BUILD_CACHE: 'off',
  ...typesChecked,
});
run('node', ['scripts/e2e-catalog.mjs', '--dir', large.CATALOG_DIR]);

// The /store/ build sends to the same local intake as `out/`; the 200-product build has none, and takes
// orders by phone.
const e2eKey = readFileSync('.local/e2e/order-public-key.txt', 'utf8').trim();
const variants = [
  {
    dir: 'out-store',
    env: {
      ...store,
      SITE_URL: 'http://127.0.0.1:4312',
      BASE_PATH: '/store',
      INTAKE_URL: 'http://127.0.0.1:4320',
      ORDER_PUBLIC_KEY: e2eKey,
      ONLINE_PAYMENTS: 'stripe',
    },
  },
  { dir: 'out-large-store', env: { ...large, SITE_URL: 'http://127.0.0.1:4315', BASE_PATH: '/store' } },
];

rmSync('out-root', { recursive: true, force: true });
renameSync('out', 'out-root');
try {
  for (const { dir, env } of variants) {
    build(env);
    rmSync(dir, { recursive: true, force: true });
    renameSync('out', dir);
  }
} finally {
  rmSync('out', { recursive: true, force: true });
  renameSync('out-root', 'out');
}
