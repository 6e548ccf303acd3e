#!/usr/bin/env node
// npm run bench [-- --catalog=1000] [--runs=3] [--routes=/,/product/1/] [--lcp-routes=/,/products/,/product/1/]
// Measures, on a clean build served gzipped like a CDN bucket, side by side in one run: JavaScript per page (gzip
// KiB until network idle) and HTML per page against a blank Next.js page of the same versions; Lighthouse mobile
// scores (median of N runs) with the machine's benchmark index; LCP under devtools throttling (real 4x CPU,
// slow 4G in the browser) against the same page with every script removed (the no-JavaScript limit); build time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const runs = Number(args.runs ?? 3);
const catalog = Number(args.catalog ?? 0);
const routes = (
  args.routes ?? '/,/products/,/product/1/,/checkout/,/medicare-info/calculator/,/contact/'
).split(',');
const lcpRoutes = (args['lcp-routes'] ?? '/,/products/,/product/1/').split(',').filter(Boolean);
const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The same flags as the end-to-end tests: this machine has no network beyond the package registries.
const chromiumFlags = JSON.parse(
  readFileSync(new URL('../scripts/chromium-flags.json', import.meta.url), 'utf8'),
);
const chromeFlags = ['--headless=new', ...chromiumFlags];
const PORT = 4400;
const BLANK_PORT = 4401;
const VENDOR_PORT = 4402;
const LARGE_PORT = 4403;
const NOJS_PORT = 4404;
const BLANK_NOJS_PORT = 4405;

/** Serves a static export gzipped with every script removed from its pages: the no-JavaScript limit. */
function serveWithoutScripts(dir, port) {
  const types = { '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, path);
    if (path.endsWith('/')) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      return res.end();
    }
    let body = readFileSync(file);
    if (file.endsWith('.html'))
      body = Buffer.from(
        body
          .toString()
          .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link[^>]*\bas="script"[^>]*>/g, ''),
      );
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
    });
    res.end(gzipSync(body));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ kill: () => server.close() })),
  );
}

function build(dir, env = {}) {
  rmSync(`${dir}/.next`, { recursive: true, force: true });
  rmSync(`${dir}/out`, { recursive: true, force: true });
  const started = performance.now();
  const r = spawnSync('npx', ['next', 'build', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (r.status !== 0) throw new Error(`build of ${dir} failed`);
  // The store's own build steps after `next build` (see package.json); the blank page has none.
  if (dir === '.') {
    spawnSync('node', ['scripts/stylesheet-once.mjs', '--dir', 'out'], { stdio: 'inherit' });
    spawnSync('node', ['scripts/prune-export.mjs', '--dir', 'out'], { stdio: 'inherit' });
    spawnSync('node', ['scripts/share-images.mjs', '--dir', 'out'], { stdio: 'inherit' });
  }
  return (performance.now() - started) / 1000;
}

function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  return new Promise((resolve) => setTimeout(() => resolve(child), 600));
}

async function jsKiB(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(await (await page.request.get(script)).body(), { level: 9 }).length;
  await page.close();
  return bytes / 1024;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseRun(url, settings = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      settings.throttlingMethod
        ? { extends: 'lighthouse:default', settings: { ...settings, onlyCategories: ['performance'] } }
        : undefined,
    );
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** LCP with devtools throttling (the browser really slowed down), median of N, alternating page and limit. */
async function devtoolsLcp(url, limitUrl) {
  const page = [];
  const limit = [];
  for (let i = 0; i < runs; i++) {
    for (const [u, into] of [
      [url, page],
      [limitUrl, limit],
    ]) {
      const lhr = await lighthouseRun(u, { throttlingMethod: 'devtools' });
      into.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    }
  }
  return { lcp: median(page), limit: median(limit) };
}

async function htmlKiB(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: body.length / 1024, gzip: gzipSync(body, { level: 6 }).length / 1024 };
}

async function lighthouseMedian(url) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url));
  const score = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (lhr, a) => lhr.audits[a]?.numericValue ?? NaN;
  const pick = (f) => median(results.map(f));
  return {
    benchmarkIndex: pick((l) => l.environment?.benchmarkIndex ?? NaN),
    perf: pick((l) => score(l, 'performance')),
    a11y: pick((l) => score(l, 'accessibility')),
    bp: pick((l) => score(l, 'best-practices')),
    seo: pick((l) => score(l, 'seo')),
    lcp: pick((l) => audit(l, 'largest-contentful-paint')),
    tbt: pick((l) => audit(l, 'total-blocking-time')),
    cls: pick((l) => audit(l, 'cumulative-layout-shift')),
    // Unthrottled paint time: once it lands after the framework scripts have downloaded, Lighthouse's
    // simulation adds those downloads to the lab LCP even though they do not block rendering.
    observedLcp: pick((l) => l.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN),
    // The longest main-thread task under the simulated 4× CPU slowdown; a task over 50 ms after the first paint
    // adds (duration − 50) ms to TBT.
    longestTask: pick((l) =>
      Math.max(0, ...(l.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration)),
    ),
    failing: [
      ...new Set(
        results.flatMap((l) =>
          Object.values(l.categories)
            .filter((c) => c.id !== 'performance')
            .flatMap((c) =>
              c.auditRefs
                .filter((r) => r.weight > 0 && l.audits[r.id].score !== null && l.audits[r.id].score < 1)
                .map((r) => r.id),
            ),
        ),
      ),
    ],
  };
}

const origin = `http://127.0.0.1:${PORT}`;
const env = { SITE_URL: origin, LEADID_SCRIPT_URL: `http://127.0.0.1:${VENDOR_PORT}/leadid.js` };
console.log('Clean build of the store…');
const buildSeconds = build('.', env);
console.log('Build of the blank Next.js page…');
build('bench/fixture');

const children = [
  await serve('out', PORT),
  await serve('bench/fixture/out', BLANK_PORT),
  await serve('bench/third-party', VENDOR_PORT),
  await serveWithoutScripts('out', NOJS_PORT),
  await serveWithoutScripts('bench/fixture/out', BLANK_NOJS_PORT),
];
let large = null;
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const blank = await jsKiB(browser, `http://127.0.0.1:${BLANK_PORT}/`);
  console.log('Lighthouse of the blank page…');
  const rows = [
    {
      route: 'blank Next.js page',
      js: blank,
      ratio: 1,
      html: await htmlKiB(`http://127.0.0.1:${BLANK_PORT}/`),
      ...(await lighthouseMedian(`http://127.0.0.1:${BLANK_PORT}/`)),
    },
  ];
  for (const route of routes) {
    const js = await jsKiB(browser, `${origin}${route}`);
    console.log(`Lighthouse ${route} (${runs} runs)…`);
    rows.push({
      route,
      js,
      ratio: js / blank,
      html: await htmlKiB(`${origin}${route}`),
      ...(await lighthouseMedian(`${origin}${route}`)),
    });
  }
  console.log('LCP under devtools throttling, page against its no-JavaScript limit…');
  const lcpRows = [
    {
      route: 'blank Next.js page',
      ...(await devtoolsLcp(`http://127.0.0.1:${BLANK_PORT}/`, `http://127.0.0.1:${BLANK_NOJS_PORT}/`)),
    },
  ];
  for (const route of lcpRoutes)
    lcpRows.push({
      route,
      ...(await devtoolsLcp(`${origin}${route}`, `http://127.0.0.1:${NOJS_PORT}${route}`)),
    });

  if (catalog > 0) {
    console.log(`Build with a generated catalogue of ${catalog} products…`);
    renameSync('out', 'out-bench-16');
    try {
      const seconds = build('.', {
        ...env,
        CATALOG_SIZE: String(catalog),
        SITE_URL: `http://127.0.0.1:${LARGE_PORT}`,
      });
      rmSync('out-bench-large', { recursive: true, force: true });
      renameSync('out', 'out-bench-large');
      children.push(await serve('out-bench-large', LARGE_PORT));
      const js = await jsKiB(browser, `http://127.0.0.1:${LARGE_PORT}/product/1/`);
      const base =
        rows.find((r) => r.route === '/product/1/')?.js ?? (await jsKiB(browser, `${origin}/product/1/`));
      large = { catalog, seconds, js, base, growth: js / base - 1 };
    } finally {
      rmSync('out', { recursive: true, force: true });
      renameSync('out-bench-16', 'out');
    }
  }
  await browser.close();

  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const lines = [
    `Blank Next.js page: ${f(blank)} KiB gzip JS · clean store build: ${f(buildSeconds)} s · Lighthouse benchmark index ${rows.map((r) => f(r.benchmarkIndex, 0)).join(', ')}`,
    '',
    '| route | JS KiB (gzip) | × blank | HTML KiB (raw / gzip) | perf | a11y | best practices | SEO | LCP ms | observed LCP ms | TBT ms | longest task ms | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${f(r.js)} | ${f(r.ratio, 2)} | ${f(r.html.raw)} / ${f(r.html.gzip)} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${f(r.lcp, 0)} | ${f(r.observedLcp, 0)} | ${f(r.tbt, 0)} | ${f(r.longestTask, 0)} | ${f(r.cls, 3)} |`,
    ),
    '',
    'LCP under devtools throttling (median of the runs), against the same page with every script removed:',
    '',
    '| route | LCP ms | no-JavaScript limit ms | × limit |',
    '|---|---|---|---|',
    ...lcpRows.map((r) => `| ${r.route} | ${f(r.lcp, 0)} | ${f(r.limit, 0)} | ${f(r.lcp / r.limit, 2)} |`),
  ];
  const failing = rows.filter((r) => r.failing.length).map((r) => `${r.route}: ${r.failing.join(', ')}`);
  if (failing.length) lines.push('', 'Audits below full marks:', ...failing);
  if (large) {
    lines.push(
      '',
      `Catalogue of ${large.catalog}: build ${f(large.seconds)} s (16 products: ${f(buildSeconds)} s); /product/1/ JS ${f(large.js)} KiB vs ${f(large.base)} KiB (${large.growth >= 0 ? '+' : ''}${f(large.growth * 100)}%)`,
    );
  }
  const report = lines.join('\n');
  console.log(`\n${report}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', `${report}\n`);
} finally {
  for (const c of children) c.kill();
  rmSync('out-bench-large', { recursive: true, force: true });
}
