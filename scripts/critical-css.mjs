#!/usr/bin/env node
// After `next build`: puts the CSS each exported page uses into its HTML and loads the full stylesheet without
// holding up the first paint. Beasties keeps every rule whose selector matches the page's markup (not a
// guess at the first screen), so when the full stylesheet arrives nothing moves. The full stylesheet stays
// whole: a link followed inside the store renders the next page without reloading it.
// Usage: node scripts/critical-css.mjs [--dir out]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import Beasties from 'beasties';

const dirArg = process.argv.indexOf('--dir');
const root = isMainThread ? (dirArg > 0 ? process.argv[dirArg + 1] : 'out') : workerData.root;

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '_next') yield* htmlFiles(path);
    } else if (name.endsWith('.html')) yield path;
  }
}

// The stylesheet's address in the HTML carries the site's base path (BASE_PATH); on disk it is under `root`.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const beasties = new Beasties({
  path: root,
  publicPath: `${basePath}/`,
  // `media="print"` swapped to `all` once loaded, with a <noscript> link for browsers without scripts.
  preload: 'media',
  noscriptFallback: true,
  pruneSource: false,
  // Tailwind writes its sibling spacing as `:where(.space-y-3>:not(:last-child))`, which beasties cannot match
  // against the markup: kept whole, or the page's lists would close up until the stylesheet arrives.
  allowRules: [/^:where\(/],
  reduceInlineStyles: false,
  inlineFonts: false,
  fonts: false,
  logLevel: 'warn',
});

/**
 * Inlines the critical CSS of each of `files` that links the stylesheet; returns how many pages it changed and
 * how many bytes they grew by.
 */
async function inline(files) {
  let pages = 0;
  let inlined = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('rel="stylesheet"')) continue;
    // A stylesheet for `print` is fetched last of all; the preload fetches it first, so it is in place before
    // the scripts render what the HTML did not hold (the cart's count, the checkout).
    const out = (await beasties.process(html)).replace(
      /<link rel="stylesheet" href="([^"]+)"([^>]*) media="print"/g,
      '<link rel="preload" href="$1" as="style"><link rel="stylesheet" href="$1"$2 media="print"',
    );
    if (!out.includes('<style')) throw new Error(`${relative(root, file)}: no critical CSS was inlined`);
    writeFileSync(file, out);
    inlined += out.length - html.length;
    pages += 1;
  }
  return { pages, inlined };
}

if (!isMainThread) {
  parentPort.postMessage(await inline(workerData.files));
} else {
  const started = Date.now();
  const files = [...htmlFiles(root)];
  // Thousands of pages are shared out among the machine's cores, a worker thread each.
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(files.length / 200)));
  const shares = Array.from({ length: threads }, (_, t) => files.filter((_, i) => i % threads === t));
  const grown = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { root, files: share } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const pages = grown.reduce((n, g) => n + g.pages, 0);
  const inlined = grown.reduce((n, g) => n + g.inlined, 0);
  console.log(
    `Critical CSS: ${pages} pages, ${Math.round(inlined / Math.max(1, pages) / 1024)} KiB inlined per page on average, ${threads} threads, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
