#!/usr/bin/env node
// After `next build`: removes the copies of pages Next exports under a second address, which a bucket would serve
// with status 200. Next's own files (each page's `index.txt` and its segment files, which the router reads when a
// link is followed in place) are left as Next wrote them.
// Usage: node scripts/prune-export.mjs [--dir out]
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';

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

console.log(`Export pruned: ${copies.length} copies of pages under a second address.`);
