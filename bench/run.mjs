#!/usr/bin/env node
// npm run bench [-- --catalog=1000] [--runs=3] [--routes=/,/product/1/,/es/product/1/] [--lcp-routes=/,/products/,/product/1/]
//                [-- --orders=1000]   (the order intake alone: see bench/orders.ts)
//                [-- --css=next]      (the store built with Next's experimental.inlineCss, not the critical CSS step)
// Measures, on a clean build served gzipped like a CDN bucket, side by side in one run: JavaScript per page (gzip
// KiB until network idle) and HTML per page against a blank Next.js page of the same versions; Lighthouse mobile
// scores (median of N runs) with the machine's benchmark index; LCP under devtools throttling (real 4x CPU,
// slow 4G in the browser) against the same page with every script removed (the no-JavaScript limit); build time.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { treeRss } from '../scripts/process-memory.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
// `--orders=N` measures the order intake instead of the pages (bench/orders.ts).
if (args.orders) {
  const result = spawnSync('npx', ['tsx', 'bench/orders.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
const runs = Number(args.runs ?? 3);
const catalog = Number(args.catalog ?? 0);
const routes = (
  args.routes ?? '/,/products/,/product/1/,/es/product/1/,/checkout/,/medicare-info/calculator/,/contact/'
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

/**
 * Serves a static export gzipped with every script removed from its pages and its whole stylesheet inlined in
 * place of the link (and of the inlined critical CSS): the no-JavaScript limit.
 */
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
          .replace(/<link[^>]*\bas="script"[^>]*>/g, '')
          .replace(/<noscript><link[^>]*><\/noscript>/g, '')
          .replace(/<style>(?!\[data-needs-js\])[\s\S]*?<\/style>/g, '')
          .replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (_, href) => {
            const css = readFileSync(join(dir, href.replace(/^.*?\/_next\//, '_next/')), 'utf8');
            return `<style>${css}</style>`;
          }),
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

/** Runs a command, resolving with its exit status and the peak memory of it and its children. */
function runMeasured(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, options);
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.on('exit', (status) => {
      clearInterval(timer);
      resolve({ status, peakMiB: peak / 1024 / 1024 });
    });
  });
}

/** A clean build, with the store's own steps after `next build`; its time in seconds and peak memory in MiB. */
async function build(dir, env = {}) {
  rmSync(`${dir}/.next`, { recursive: true, force: true });
  rmSync(`${dir}/out`, { recursive: true, force: true });
  const started = performance.now();
  // The store's whole build (scripts/build.mjs, with its steps after `next build`); the blank page has none.
  const store = dir === '.';
  const r = await runMeasured(
    store ? 'node' : 'npx',
    store ? ['scripts/build.mjs', '--profile', 'bench/results/build-profile.json'] : ['next', 'build', dir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    },
  );
  if (r.status !== 0) throw new Error(`build of ${dir} failed`);
  const steps = store ? JSON.parse(readFileSync('bench/results/build-profile.json', 'utf8')).steps : [];
  return { seconds: (performance.now() - started) / 1000, peakMiB: r.peakMiB, steps };
}

/** Bytes on disk under a folder. */
function diskBytes(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? diskBytes(path) : statSync(path).size;
  }
  return bytes;
}

/**
 * A search, a sort and the price filter on /products/ of a large catalogue, as a shopper on a slow phone
 * (4× CPU slowdown, slow 4G): what each transfers (gzip, the index included) and how long after the index arrived
 * (or after the input, once it is there) the results are on screen.
 */
async function measureQueries(browser, origin) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let transferred = 0;
  cdp.on('Network.loadingFinished', (e) => (transferred += e.encodedDataLength));
  await page.goto(`${origin}/products/`, { waitUntil: 'networkidle' });
  // As a shopper does, the search box is focused before anything is typed (which loads the animation code).
  await page.focus('#listing-search');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  // A phone as Lighthouse's mobile run models it: 4× slower CPU and a slow 4G connection (its devtools
  // figures: 562.5 ms request latency, 1,474.56 Kbps down, 675 Kbps up). On this machine's loopback the index
  // would otherwise arrive while the page is still painting the shopper's keystroke.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  // Records when what the listing shows next changes (its status line or its first card), one animation
  // frame later: the frame that paints it.
  const armStatus = () =>
    page.evaluate(() => {
      const status = [...document.querySelectorAll('[role=status]')].find((e) =>
        e.textContent?.startsWith('Showing'),
      );
      const listing = status.parentElement;
      const shows = () =>
        status.textContent.startsWith('Showing')
          ? `${status.textContent}|${listing.querySelector('article h2')?.textContent}`
          : null;
      const before = shows();
      window.__shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const now = shows();
          if (now === null || now === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(listing, { childList: true, characterData: true, subtree: true });
      });
    });
  const results = [];
  const step = async (name, act) => {
    transferred = 0;
    await armStatus();
    const started = await page.evaluate(act);
    // An action that changes nothing on screen is reported as such, not waited for.
    const shown = await page.evaluate(() =>
      Promise.race([window.__shown, new Promise((resolve) => setTimeout(() => resolve(NaN), 30_000))]),
    );
    await page.waitForLoadState('networkidle');
    // What the action fetched has arrived when its last file has (the search code, the index, the cards).
    const lastByte = await page.evaluate(
      (since) =>
        Math.max(
          since,
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= since)
            .map((e) => e.responseEnd),
        ),
      started,
    );
    results.push({
      name,
      kib: transferred / 1024,
      ms: shown - lastByte,
      label: await page.locator('[role=status]', { hasText: 'Showing' }).first().textContent(),
    });
  };
  // Sets a control's value as the browser does when the shopper changes it, and returns the moment it did.
  const setValue = (selector, value) =>
    `(() => { const t = performance.now(); const el = document.querySelector('${selector}');
      const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
      set.call(el, '${value}');
      for (const type of ['input', 'change']) el.dispatchEvent(new Event(type, { bubbles: true }));
      return t; })()`;
  await step('first search: "oxygen concentrator"', setValue('#listing-search', 'oxygen concentrator'));
  await step('second search: "cpap mask"', setValue('#listing-search', 'cpap mask'));
  await step('third search: "walker"', setValue('#listing-search', 'walker'));
  await step('sort by price, high to low', setValue('#listing-sort', 'price-high'));
  await page.locator('button[aria-controls=listing-filters]').click();
  await page.locator('#price-max').waitFor();
  await step('price up to $50', setValue('#price-max', '50'));
  await page.close();
  return results;
}

function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  return new Promise((resolve) => setTimeout(() => resolve(child), 600));
}

/** The JavaScript a page loads, gzipped; `cart`: the cart's lines as the store keeps them, before the page opens. */
async function jsKiB(browser, url, state = {}) {
  const page = await browser.newPage();
  if (state.cart || state.saved)
    await page.addInitScript(({ cart, saved }) => {
      if (cart)
        localStorage.setItem('medical-supply-cart', JSON.stringify({ state: { lines: cart }, version: 1 }));
      if (saved)
        localStorage.setItem('medical-supply-saved', JSON.stringify({ state: { ids: saved }, version: 1 }));
    }, state);
  // The scripts this page's own document asks for: a page that sends the shopper on (the not-found page) is
  // measured without the page it sends her to.
  const scripts = new Set();
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    else if (request.resourceType() === 'script' && documents === 1) scripts.add(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(await (await page.request.get(script)).body(), { level: 9 }).length;
  await page.close();
  return bytes / 1024;
}

/**
 * What a second page costs when reached by a link from the first: every response after the click, gzipped as the
 * server sends it (its data, any script it needs), until the new page's heading is on screen and the network idle.
 */
async function linkedKiB(browser, url, linkName, heading) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]');
  const bytes = { data: 0, scripts: 0, other: 0 };
  const counting = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'fetch' ? 'data' : type === 'script' ? 'scripts' : 'other';
    counting.push(
      response
        .body()
        .then((body) => (bytes[kind] += gzipSync(body, { level: 9 }).length / 1024))
        .catch(() => undefined),
    );
  });
  await page.getByRole('link', { name: linkName }).first().click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(counting);
  await page.close();
  return bytes;
}

/**
 * The Interaction to Next Paint of one press on a 4× slower CPU: the longest event duration the browser reports
 * for it (Event Timing), from the press to the next frame.
 */
async function inpMs(browser, url, press) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__inp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId) window.__inp = Math.max(window.__inp, e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await press(page);
  await page.waitForTimeout(1500);
  const inp = await page.evaluate(() => window.__inp);
  await page.close();
  return inp;
}

/**
 * Every page of the export, in both languages: each page directory's index.html and the not-found page, with
 * two products of each language standing for the rest (their pages differ only in their data).
 */
function everyPage(dir) {
  const pages = ['/404.html'];
  const walk = (path) => {
    for (const entry of readdirSync(join(dir, path), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'og') continue;
      const route = `${path}${entry.name}/`;
      if (existsSync(join(dir, route, 'index.html'))) pages.push(route);
      walk(route);
    }
  };
  pages.push('/');
  walk('/');
  const products = (p) => /^(\/es)?\/product\/\d+\/$/.test(p);
  return [
    ...pages.filter((p) => !products(p)),
    ...['', '/es'].flatMap((lang) =>
      pages.filter((p) => products(p) && p.startsWith(`${lang}/product/`)).slice(0, 2),
    ),
  ];
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
  const page = { fcp: [], lcp: [] };
  const limit = { fcp: [], lcp: [] };
  for (let i = 0; i < runs; i++) {
    for (const [u, into] of [
      [url, page],
      [limitUrl, limit],
    ]) {
      const lhr = await lighthouseRun(u, { throttlingMethod: 'devtools' });
      into.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
      into.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    }
  }
  return {
    fcp: median(page.fcp),
    fcpLimit: median(limit.fcp),
    lcp: median(page.lcp),
    limit: median(limit.lcp),
  };
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
const env = {
  SITE_URL: origin,
  LEADID_SCRIPT_URL: `http://127.0.0.1:${VENDOR_PORT}/leadid.js`,
  ...(args.css === 'next' ? { INLINE_CSS: 'next' } : {}),
};
console.log('Clean build of the store…');
const storeBuild = await build('.', env);
const buildSeconds = storeBuild.seconds;
// One page directory per product: the store's own catalogue, whatever its size.
const storeProductCount = readdirSync('out/product').length;
const storeExportPerProduct = diskBytes('out') / storeProductCount;
console.log('Build of the blank Next.js page…');
await build('bench/fixture');

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
  console.log('JavaScript on every page…');
  const sweep = [];
  for (const route of everyPage('out')) sweep.push({ route, js: await jsKiB(browser, `${origin}${route}`) });
  // What a shopper's own state loads: the checkout as she reaches it, with something to price (Cart Review, its
  // prices and their check), and the saved list with something in it.
  const withItem = 'one item in the cart';
  for (const lang of ['', '/es'])
    for (const [route, state, label] of [
      ['/checkout/', { cart: [{ id: 1, quantity: 1 }] }, withItem],
      ['/saved/', { saved: [1, 2] }, 'two saved products'],
    ])
      sweep.push({
        route: `${lang}${route} (${label})`,
        js: await jsKiB(browser, `${origin}${lang}${route}`, state),
      });
  const checkoutWithItem = sweep.find((p) => p.route === `/checkout/ (${withItem})`).js;
  sweep.sort((a, b) => b.js - a.js);
  console.log('FCP and LCP under devtools throttling, page against its no-JavaScript limit…');
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

  console.log('A product page reached by a link, and INP at 4× CPU…');
  const linked = await linkedKiB(
    browser,
    `${origin}/products/`,
    'Omron Compressor Nebulizer Kit',
    'Omron Compressor Nebulizer Kit',
  );
  const inp = {
    addToCart: await inpMs(browser, `${origin}/product/1/`, (page) =>
      page.getByRole('button', { name: /^Add to Cart/ }).click(),
    ),
    menu: await inpMs(browser, `${origin}/`, (page) =>
      page.getByRole('button', { name: 'Open menu' }).click(),
    ),
  };

  if (catalog > 0) {
    console.log(`Build with a generated catalogue of ${catalog} distinct products…`);
    const generated = spawnSync(
      'npx',
      ['tsx', 'bench/catalog-generator.ts', '--size', String(catalog), '--dir', 'out-bench-catalog'],
      { stdio: 'inherit' },
    );
    if (generated.status !== 0) throw new Error('the catalogue generator failed');
    // The store's own figures to set beside, measured while its export is still served: those of a route left
    // out of --routes are measured here (with Lighthouse only where a figure needs it).
    const storeRow = async (route, withLighthouse = false) =>
      rows.find((r) => r.route === route) ?? {
        js: await jsKiB(browser, `${origin}${route}`),
        html: await htmlKiB(`${origin}${route}`),
        ...(withLighthouse ? await lighthouseMedian(`${origin}${route}`) : {}),
      };
    const storeProducts = await storeRow('/products/', true);
    const storeCheckout = await storeRow('/checkout/');
    const storeProduct = await storeRow('/product/1/');
    // Left by a run that was stopped before it could tidy up.
    rmSync('out-bench-store', { recursive: true, force: true });
    renameSync('out', 'out-bench-store');
    try {
      const built = await build('.', {
        ...env,
        CATALOG_DIR: 'out-bench-catalog',
        SITE_URL: `http://127.0.0.1:${LARGE_PORT}`,
      });
      rmSync('out-bench-large', { recursive: true, force: true });
      renameSync('out', 'out-bench-large');
      children.push(await serve('out-bench-large', LARGE_PORT));
      const lg = `http://127.0.0.1:${LARGE_PORT}`;
      console.log(`Lighthouse /products/ of the ${catalog}-product build (${runs} runs)…`);
      large = {
        catalog,
        ...built,
        js: await jsKiB(browser, `${lg}/product/1/`),
        base: storeProduct.js,
        products: {
          html: await htmlKiB(`${lg}/products/`),
          base: storeProducts.html,
          ...(await lighthouseMedian(`${lg}/products/`)),
          baseTbt: storeProducts.tbt,
        },
        checkout: { html: await htmlKiB(`${lg}/checkout/`), base: storeCheckout.html },
        perProduct: diskBytes('out-bench-large') / catalog,
        queries: await measureQueries(browser, lg),
      };
    } finally {
      rmSync('out', { recursive: true, force: true });
      renameSync('out-bench-store', 'out');
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
    `/checkout/ with one item in the cart: ${f(checkoutWithItem)} KiB gzip JS (${f(checkoutWithItem / blank, 2)} × blank)`,
    '',
    "The budget (a landing page's JavaScript within 1.20 × blank; a product page reached by a link under 12 KiB; Lighthouse performance within 2 points of blank; FCP and LCP within 1.10 × the no-JavaScript limit; CLS 0; INP under 200 ms at 4× CPU):",
    '',
    `- a product page reached by a link from /products/: ${f(linked.data, 2)} KiB gzip of page data, ${f(linked.scripts, 2)} KiB of the product page's scripts (the first product page of the visit), ${f(linked.other, 2)} KiB else (its picture)`,
    `- INP at 4× CPU, phone size: Add to Cart on /product/1/ ${f(inp.addToCart, 0)} ms, the menu on / ${f(inp.menu, 0)} ms`,
    `- Lighthouse performance: blank ${rows[0].perf}, the store's routes ${rows
      .slice(1)
      .map((r) => `${r.route} ${r.perf}`)
      .join(', ')}`,
    '',
    `JavaScript on every page (${sweep.length} pages and states, both languages; two products of each language stand for the rest): ` +
      `${sweep.filter((p) => p.js <= blank * 1.2).length} within 1.20 × blank (${f(blank * 1.2, 2)} KiB). The largest:`,
    '',
    '| page | JS KiB (gzip) | × blank |',
    '|---|---|---|',
    ...sweep
      .filter((p, k) => k < 6 || p.js > blank * 1.2)
      .map((p) => `| ${p.route} | ${f(p.js, 2)} | ${f(p.js / blank, 3)} |`),
    '',
    'FCP and LCP under devtools throttling (median of the runs), against the same page with its stylesheet inlined and every script removed (the no-JavaScript limit):',
    '',
    '| route | FCP ms | limit FCP ms | × limit | LCP ms | limit LCP ms | × limit |',
    '|---|---|---|---|---|---|---|',
    ...lcpRows.map(
      (r) =>
        `| ${r.route} | ${f(r.fcp, 0)} | ${f(r.fcpLimit, 0)} | ${f(r.fcp / r.fcpLimit, 2)} | ${f(r.lcp, 0)} | ${f(r.limit, 0)} | ${f(r.lcp / r.limit, 2)} |`,
    ),
  ];
  const failing = rows.filter((r) => r.failing.length).map((r) => `${r.route}: ${r.failing.join(', ')}`);
  if (failing.length) lines.push('', 'Audits below full marks:', ...failing);
  if (large) {
    const ratio = (a, b) => f(a / b, 2);
    lines.push(
      '',
      `Catalogue of ${large.catalog} products, beside the store's ${storeProductCount}:`,
      '',
      `| measure | ${storeProductCount} products | ` + large.catalog + ' products | ratio |',
      '|---|---|---|---|',
      `| clean build (s) | ${f(buildSeconds)} | ${f(large.seconds)} | ${ratio(large.seconds, buildSeconds)} |`,
      `| build peak memory (MiB) | ${f(storeBuild.peakMiB, 0)} | ${f(large.peakMiB, 0)} | ${ratio(large.peakMiB, storeBuild.peakMiB)} |`,
      `| /products/ HTML KiB raw / gzip | ${f(large.products.base.raw)} / ${f(large.products.base.gzip)} | ${f(large.products.html.raw)} / ${f(large.products.html.gzip)} | ${ratio(large.products.html.raw, large.products.base.raw)} |`,
      `| /products/ TBT ms | ${f(large.products.baseTbt, 0)} | ${f(large.products.tbt, 0)} | ${ratio(large.products.tbt, large.products.baseTbt)} |`,
      `| /products/ perf (benchmark index ${f(large.products.benchmarkIndex, 0)}) | | ${large.products.perf} | |`,
      `| /checkout/ HTML KiB raw | ${f(large.checkout.base.raw)} | ${f(large.checkout.html.raw)} | ${ratio(large.checkout.html.raw, large.checkout.base.raw)} |`,
      `| /product/1/ JS KiB gzip | ${f(large.base)} | ${f(large.js)} | ${ratio(large.js, large.base)} |`,
      `| export on disk per product (KiB) | ${f(storeExportPerProduct / 1024)} | ${f(large.perProduct / 1024)} | |`,
      '',
      `Build of ${large.catalog} products by step (the steps after the pruning run at once, so their times overlap):`,
      '',
      '| step | s | peak MiB |',
      '|---|---|---|',
      ...large.steps.map((st) => `| ${st.step} | ${f(st.seconds)} | ${f(st.peakMiB, 0)} |`),
      '',
      `Search, sort and filter over ${large.catalog} products on /products/ (4× CPU slowdown, slow 4G):`,
      '',
      '| action | transferred KiB (gzip) | results on screen ms after the last byte | shows |',
      '|---|---|---|---|',
      ...large.queries.map((q) => `| ${q.name} | ${f(q.kib)} | ${f(q.ms, 0)} | ${q.label} |`),
      '',
      'Each action is timed from the last byte of what it fetched (or from the input, when it fetched nothing) to the frame that shows its results.',
    );
  }
  const report = lines.join('\n');
  console.log(`\n${report}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', `${report}\n`);
} finally {
  for (const c of children) c.kill();
  rmSync('out-bench-large', { recursive: true, force: true });
  rmSync('out-bench-catalog', { recursive: true, force: true });
}
