#!/usr/bin/env node
// After `next build`: puts the CSS each exported page uses into its HTML and loads the full stylesheet without
// holding up the first paint. Beasties keeps every rule whose selector matches the page's markup (not a
// guess at the first screen), so when the full stylesheet arrives nothing moves. The full stylesheet stays
// whole: a link followed inside the store renders the next page without reloading it.
// Each stylesheet is compiled once into a plan (`beasties/compiler`), and each page is then read in a single pass
// (`beasties/runtime`) rather than parsed into a DOM with the stylesheet parsed again: a few milliseconds a page
// instead of about twenty, which at 5,000 products is over a minute of the build.
// It is the build's last pass over the pages, so it also writes each page's Content-Security-Policy, with the hashes
// of the inline code the page holds (scripts/content-security-policy.mjs): one read and one write a page.
// `--shard k/n` takes every n-th page from the k-th, so n processes share the pages (scripts/build.mjs runs one on
// each core).
// Usage: node scripts/critical-css.mjs [--dir out] [--shard k/n]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { withContentSecurityPolicy } from './content-security-policy.mjs';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
const shardArg = process.argv.indexOf('--shard');
const [shard, shards] = (shardArg > 0 ? process.argv[shardArg + 1] : '0/1').split('/').map(Number);

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
const chunks = join(root, '_next', 'static', 'chunks');

/** The plan of one stylesheet, matched to the pages' `<link>` by its address. */
function plan(name) {
  const sheet = compileSheet(readFileSync(join(chunks, name), 'utf8'), {
    href: `${basePath}/_next/static/chunks/${name}`,
    // Tailwind writes its sibling spacing as `:where(.space-y-3>:not(:last-child))`, which beasties cannot match
    // against the markup: kept whole, or the page's lists would close up until the stylesheet arrives.
    allowRules: [/^:where\(/],
  });
  // The compiler ends every at-rule without nested rules with `;`, `@property x{…}` too, and a browser drops the
  // rule after such a `;` (Tailwind's registered properties, `--tw-border-style` among them): a block needs none.
  for (const rule of sheet.rules) if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  return sheet;
}

const processor = createProcessor(
  readdirSync(chunks)
    .filter((name) => name.endsWith('.css'))
    .map(plan),
  {
    // `media="print"` swapped to `all` once loaded, with a <noscript> link for browsers without scripts.
    preload: 'media',
    noscriptFallback: true,
    fonts: false,
    logger: { warn: (message) => console.warn(`Critical CSS: ${message}`) },
  },
);

const started = Date.now();
let pages = 0;
let styled = 0;
let inlined = 0;
let seen = 0;
for (const file of htmlFiles(root)) {
  if (seen++ % shards !== shard) continue;
  const html = readFileSync(file, 'utf8');
  let out = html;
  if (html.includes('rel="stylesheet"')) {
    // A stylesheet for `print` is fetched last of all; the preload fetches it first, so it is in place before
    // the scripts render what the HTML did not hold (the cart's count, the checkout).
    out = processor
      .process(html)
      .replace(
        /<link rel="stylesheet" href="([^"]+)"([^>]*) media="print"/g,
        '<link rel="preload" href="$1" as="style"/><link rel="stylesheet" href="$1"$2 media="print"',
      );
    if (!out.includes('<style')) throw new Error(`${relative(root, file)}: no critical CSS was inlined`);
    inlined += out.length - html.length;
    styled += 1;
  }
  const folder = relative(root, dirname(file)).split(sep).join('/');
  writeFileSync(file, withContentSecurityPolicy(out, `${basePath}/${folder ? `${folder}/` : ''}`));
  pages += 1;
}
console.log(
  `Critical CSS and Content-Security-Policy${shards > 1 ? ` (part ${shard + 1} of ${shards})` : ''}: ${pages} pages, ${Math.round(inlined / Math.max(1, styled) / 1024)} KiB inlined per page on average, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
