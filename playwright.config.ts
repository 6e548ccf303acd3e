import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json' with { type: 'json' };
import leadScript from './scripts/e2e-lead-script.json' with { type: 'json' };

// Debian's headless shell by default (the same Blink without the desktop browser around it: the suite runs in
// about half the time), else Debian's Chromium; set CHROMIUM_PATH to use another, or to '' for Playwright's own
// browser.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '';

const serve = (port: number, args: string) => ({
  command: `node scripts/serve.mjs --port ${port} ${args}`,
  url: `http://127.0.0.1:${port}${args.includes('--base') ? '/store/' : '/'}`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test left focused with .only would silently skip the rest: CI refuses it.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    // Recording a trace costs about 60% more time on every test, passing or not: CI records one only when it
    // runs a failed test again; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A page that never arrives fails its step rather than the whole test's time.
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: chromiumFlags,
    },
  },
  webServer: [
    // The store with its intake, as `npm start` runs them (a fresh database each run, card
    // payments on Stripe's local stand-in at 4330); the Pages and /store/ deployments send to the same intake.
    {
      command:
        'node scripts/start.mjs --port 4310 --intake-port 4320 --keys .local/e2e --state .wrangler/e2e --fresh --rate-limit 10000 --origins http://127.0.0.1:4311,http://127.0.0.1:4312 --payments=test --stripe-port 4330',
      url: 'http://127.0.0.1:4320/health',
      // The same settings scripts/build-variants.mjs built `out/` with, so nothing is built again.
      env: { LEADID_SCRIPT_URL: leadScript.leadScriptUrl },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    serve(4311, '--dir out --mode pages'),
    serve(4312, '--dir out-store --mode s3 --base /store'),
    serve(4315, '--dir out-large-store --mode s3 --base /store'),
  ],
  // Everything runs once, in the S3 deployment at the root (phone-sized where tagged @mobile). How the bucket
  // answers a path (404s, redirects, what a click-through requests) is tagged @routing and runs again on Pages
  // rules, the only thing that deployment changes, and under /store/; what the base path and the build's own
  // settings change (URLs, links, sending to the intake from another origin) is tagged @deploy and runs again
  // under /store/.
  projects: [
    {
      name: 's3',
      grepInvert: /@mobile|@large/,
      use: { baseURL: 'http://127.0.0.1:4310/', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      grepInvert: /@large/,
      use: {
        baseURL: 'http://127.0.0.1:4310/',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'pages',
      grep: /@routing/,
      grepInvert: /@large/,
      use: { baseURL: 'http://127.0.0.1:4311/', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'store',
      grep: /@deploy|@routing/,
      grepInvert: /@large/,
      use: { baseURL: 'http://127.0.0.1:4312/store/', viewport: { width: 1280, height: 900 } },
    },
    // A 200-product catalogue (scripts/build-variants.mjs) under /store/: listings of several pages, search over
    // the index, photos. The root and Pages deployments differ from it only in what the projects above test.
    {
      name: 'large',
      grep: /@large/,
      use: { baseURL: 'http://127.0.0.1:4315/store/', viewport: { width: 1280, height: 900 } },
    },
  ],
});
