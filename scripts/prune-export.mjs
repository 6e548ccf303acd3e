#!/usr/bin/env node
// After `next build`: removes the files Next writes into the export that the store never requests. Measured by
// recording every request while clicking through the served export: the client router fetches each page's
// `index.txt` (on navigation), `__next._tree.txt`, `__next._index.txt` and `__next.<segments>.__PAGE__.txt`
// (prefetch), but never `__next._full.txt`, a byte-for-byte copy of `index.txt` in every page's folder.
// `e2e/quality.spec.ts` clicks through the store and fails on any request the bucket lacks.
// Usage: node scripts/prune-export.mjs [--dir out]
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
const unused = new Set(['__next._full.txt']);

let files = 0;
let bytes = 0;
function prune(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) prune(path);
    else if (unused.has(name)) {
      rmSync(path);
      files += 1;
      bytes += stat.size;
    }
  }
}
prune(root);
console.log(`Export pruned: ${files} files the store never requests, ${Math.round(bytes / 1024)} KiB.`);
