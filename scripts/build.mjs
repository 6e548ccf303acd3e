#!/usr/bin/env node
// npm run build: checks the catalogue and the types at once, exports the store with `next build`, prunes the export
// of the pages it holds twice, then runs the store's own steps over it all at once (none reads what another
// writes; the critical CSS step, the last to touch the pages, writes their Content-Security-Policy too). The share
// images, which read no page, are drawn from the pruning to the end. A step that walks the pages runs as one process
// a core.
// Prints how long each step took and its peak memory (with its children), and the peak of the whole build;
// `--profile file.json` also writes them there (the benchmark reads them).
// Usage: node scripts/build.mjs [--profile build-profile.json]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { treesRss } from './process-memory.mjs';

// Node itself rather than `npx`, which costs about a second a step.
const tsx = (file) => [process.execPath, ['--import', 'tsx', file]];
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const cores = availableParallelism();
/** A step that walks the pages one by one, as one process a core, each with its share (`--shard k/n`). */
const onEveryCore = (name, command, args) =>
  Array.from({ length: cores }, (_, k) => [name, command, [...args, '--shard', `${k}/${cores}`]]);

// The types are checked by TypeScript's native compiler, as `npm run typecheck` checks them, in a few seconds
// beside the catalogue check; `next build` then skips its own check (about 20 s). A caller that has checked them
// already (the e2e builds, beside `npm run check`) says so with TYPES_CHECKED=1.
const typesChecked = process.env.TYPES_CHECKED === '1';
const checks = [
  // Every problem in the supplier's files, before anything is built from them.
  ['catalog check', ...tsx('scripts/catalog-check.ts')],
  ...(typesChecked
    ? []
    : [['type check', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit']]]),
];
const exported = ['next build', process.execPath, [next, 'build']];
const tidied = [
  // The pages Next exports twice (under a second address): gone before the steps after this walk the pages.
  ['prune export', process.execPath, ['scripts/prune-export.mjs']],
];
const after = [
  // Each product's price file, drawings and photos: written here, not as Next routes (a minute sooner at 5,000).
  ['product files', ...tsx('scripts/product-files.ts')],
  // Search over a catalogue longer than a listing page.
  ['search index', ...tsx('scripts/search-index.ts')],
  // Each page's own CSS inline, the stylesheet after the first paint; then, as nothing adds to the pages after it,
  // each page's Content-Security-Policy with the hashes of its inline code.
  ...onEveryCore('critical CSS and CSP', process.execPath, ['scripts/critical-css.mjs']),
  ['cache headers', process.execPath, ['scripts/cache-headers.mjs']],
];
// The share images: drawn here rather than by Next, with the fonts shipped, in every core at once. They read only
// the catalogue and write only `og/`, which no other step reads or writes, so they start with the tidying and run
// on through the steps after it: the longest step of a large catalogue's build (160–180 s at 5,000) begins
// as soon as the export exists, and fills the moments the tidying leaves a core idle.
const alongside = [['share images', ...tsx('scripts/share-images.tsx')]];

// The addresses the pages are built for, as next.config.mjs gives them to Next: the steps after it write absolute
// URLs with the same code (lib/domain/paths.ts).
const urls = {
  NEXT_PUBLIC_BASE_PATH: (process.env.BASE_PATH ?? '').replace(/\/+$/, ''),
  NEXT_PUBLIC_SITE_URL: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
};

// Four times a second, one reading of the process table: each running step's memory, and the whole build's.
const running = new Map();
let peakAll = 0;
const sampler = setInterval(() => {
  const steps = [...running];
  const [all, ...each] = treesRss([process.pid, ...steps.map(([pid]) => pid)]);
  peakAll = Math.max(peakAll, all);
  steps.forEach(([, step], k) => (step.peak = Math.max(step.peak, each[k])));
}, 250);

async function run([name, command, args]) {
  const started = performance.now();
  const { status, peakMiB } = await new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...urls, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED: '1' },
    });
    const step = { peak: 0 };
    running.set(child.pid, step);
    child.on('exit', (code) => {
      running.delete(child.pid);
      resolve({ status: code, peakMiB: step.peak / 1024 / 1024 });
    });
  });
  if (status !== 0) {
    console.error(`The build stopped at its ${name} step.`);
    process.exit(status ?? 1);
  }
  return { step: name, seconds: (performance.now() - started) / 1000, peakMiB };
}

const started = performance.now();
// Each stage's steps at once, the stages in turn.
const stages = [checks, [exported], tidied, after];
const profile = [];
const said = (p) => `${p.step} ${p.seconds.toFixed(1)} s (${Math.round(p.peakMiB)} MiB)`;
const summary = [];
let runningAlongside = [];
for (const stage of stages) {
  if (stage === tidied) runningAlongside = alongside.map(run);
  // The last stage ends with the steps begun alongside: they are reported with it.
  const runs = [...stage.map(run), ...(stage === after ? runningAlongside : [])];
  // A step run as one process a core counts once: its time the slowest part's, its memory all parts' together.
  const done = Object.values(Object.groupBy(await Promise.all(runs), (p) => p.step)).map((parts) => ({
    step: parts[0].step,
    seconds: Math.max(...parts.map((p) => p.seconds)),
    peakMiB: parts.reduce((sum, p) => sum + p.peakMiB, 0),
  }));
  profile.push(...done);
  summary.push(done.length > 1 ? `at once ${done.map(said).join(', ')}` : said(done[0]));
}
clearInterval(sampler);
const total = (performance.now() - started) / 1000;
const peakMiB = peakAll / 1024 / 1024;

console.log(
  `\nBuilt in ${total.toFixed(1)} s, at most ${Math.round(peakMiB)} MiB: ${summary.join(', then ')}`,
);
const at = process.argv.indexOf('--profile');
if (at > 0) {
  const file = process.argv[at + 1];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ total, peakMiB, steps: profile }, null, 2));
}
