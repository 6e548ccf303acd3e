import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json' with { type: 'json' };

// Debian's Chromium by default; set CHROMIUM_PATH to use another, or to '' for Playwright's own browser.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '');

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
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: chromiumFlags,
    },
  },
  webServer: [
    serve(4310, '--dir out --mode s3'),
    serve(4311, '--dir out --mode pages'),
    serve(4312, '--dir out-store --mode s3 --base /store'),
  ],
  projects: [
    {
      name: 's3',
      grepInvert: /@mobile/,
      use: { baseURL: 'http://127.0.0.1:4310/', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        baseURL: 'http://127.0.0.1:4310/',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'pages',
      grep: /@deploy/,
      use: { baseURL: 'http://127.0.0.1:4311/', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'store',
      grep: /@deploy/,
      use: { baseURL: 'http://127.0.0.1:4312/store/', viewport: { width: 1280, height: 900 } },
    },
  ],
});
