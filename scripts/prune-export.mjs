#!/usr/bin/env node
// After `next build`: removes the files Next writes into the export that the store never requests. A link loads
// its page's HTML; only with the browser's storage blocked or full is a link followed in place by Next's router
// (lib/browser/in-tab-links.ts), which asks for the page's `index.txt`. That file repeats, byte for
// byte, the data the page's HTML carries inline, and the router's request is answered from the HTML
// (lib/browser/page-data.ts), so each page is one file. The other `__next.*.txt` files in
// each page's folder are for prefetching (`__next._tree.txt`, `__next._index.txt`,
// `__next.<segments>.__PAGE__.txt`) or another copy (`__next._full.txt`), and nothing prefetches.
// `e2e/quality.spec.ts` clicks through the store and fails on any request the bucket lacks; `e2e/storage-faults`
// follows links in place.
// Usage: node scripts/prune-export.mjs [--dir out]
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
/** Next's page data (`index.txt`) and its per-segment and full-route payload files, beside each page's HTML. */
const unused = /^(index|__next\..+)\.txt$/;

let files = 0;
let bytes = 0;
function prune(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) prune(path);
    else if (unused.test(name)) {
      rmSync(path);
      files += 1;
      bytes += stat.size;
    }
  }
}
prune(root);

// Copies of pages under a second address, which a bucket would serve with status 200: the not-found page as
// `/404/` and `/_not-found/` (the bucket serves `404.html` with status 404), and each listing's `page/1/`
// (the listing itself is its first page; an old link to `page/1/` lands on it through the not-found page).
const copies = ['404', '_not-found'];
// In each language: English at the root, Spanish under es/.
for (const language of ['', 'es/']) {
  copies.push(`${language}products/page/1`);
  const products = join(root, language, 'products');
  if (existsSync(products))
    for (const name of readdirSync(products))
      if (existsSync(join(products, name, 'page', '1'))) copies.push(`${language}products/${name}/page/1`);
}
for (const copy of copies) rmSync(join(root, copy), { recursive: true, force: true });

console.log(
  `Export pruned: ${files} files the store never requests, ${Math.round(bytes / 1024)} KiB; ${copies.length} copies of pages under a second address.`,
);
