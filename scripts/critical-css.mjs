#!/usr/bin/env node
// After `next build`: puts the CSS each exported page uses into its HTML and loads the full stylesheet without
// holding up the first paint. Beasties keeps every rule whose selector matches the page's markup (not a
// guess at the first screen), so when the full stylesheet arrives nothing moves. The full stylesheet stays
// whole: a link followed inside the store renders the next page without reloading it.
// Usage: node scripts/critical-css.mjs [--dir out]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Beasties from 'beasties';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';

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

const started = Date.now();
let pages = 0;
let inlined = 0;
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes('rel="stylesheet"')) continue;
  // A stylesheet for `print` is fetched last of all; the preload fetches it first, so it is in place before the
  // scripts render what the HTML did not hold (the cart's count, the checkout).
  const out = (await beasties.process(html)).replace(
    /<link rel="stylesheet" href="([^"]+)"([^>]*) media="print"/g,
    '<link rel="preload" href="$1" as="style"><link rel="stylesheet" href="$1"$2 media="print"',
  );
  if (!out.includes('<style')) throw new Error(`${relative(root, file)}: no critical CSS was inlined`);
  writeFileSync(file, out);
  inlined += out.length - html.length;
  pages += 1;
}
console.log(
  `Critical CSS: ${pages} pages, ${Math.round(inlined / pages / 1024)} KiB inlined per page on average, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
