#!/usr/bin/env node
// npm run build: checks the catalogue, exports the store with `next build`, then the store's own steps over
// the export, in this order. Prints how long each step took and its peak memory (with its children);
// `--profile file.json` also writes them there (the benchmark reads them).
// Usage: node scripts/build.mjs [--profile build-profile.json]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { treeRss } from './process-memory.mjs';

const steps = [
  // Every problem in the supplier's files, before anything is built from them.
  ['catalog check', 'npx', ['tsx', 'scripts/catalog-check.ts']],
  ['next build', 'npx', ['next', 'build']],
  // Each product's price file, drawings and photos: written here, not as Next routes (a minute sooner at 5,000).
  ['product files', 'npx', ['tsx', 'scripts/product-files.ts']],
  // The prefetch files Next writes and no link of the store asks for.
  ['prune export', 'node', ['scripts/prune-export.mjs']],
  // Search over a catalogue longer than a listing page.
  ['search index', 'npx', ['tsx', 'scripts/search-index.ts']],
  // Each page's own CSS inline, the stylesheet after the first paint.
  ['critical CSS', 'node', ['scripts/critical-css.mjs']],
  ['cache headers', 'node', ['scripts/cache-headers.mjs']],
  // The share images: drawn here rather than by Next, with the fonts shipped, in every core at once.
  ['share images', 'npx', ['tsx', 'scripts/share-images.tsx']],
];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.on('exit', (status) => {
      clearInterval(timer);
      resolve({ status, peakMiB: peak / 1024 / 1024 });
    });
  });
}

const profile = [];
for (const [name, command, args] of steps) {
  const started = performance.now();
  const { status, peakMiB } = await run(command, args);
  profile.push({ step: name, seconds: (performance.now() - started) / 1000, peakMiB });
  if (status !== 0) {
    console.error(`The build stopped at its ${name} step.`);
    process.exit(status ?? 1);
  }
}

const total = profile.reduce((s, p) => s + p.seconds, 0);
console.log(
  `\nBuilt in ${total.toFixed(1)} s: ` +
    profile.map((p) => `${p.step} ${p.seconds.toFixed(1)} s (${Math.round(p.peakMiB)} MiB)`).join(', '),
);
const at = process.argv.indexOf('--profile');
if (at > 0) {
  const file = process.argv[at + 1];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ total, steps: profile }, null, 2));
}
