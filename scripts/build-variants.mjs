#!/usr/bin/env node
// Builds the export twice for the end-to-end tests: `out/` at the root and `out-store/` under BASE_PATH=/store.
// Usage: node scripts/build-variants.mjs [--store-only]
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';

function build(env) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const storeOnly = process.argv.includes('--store-only');
if (!storeOnly || !existsSync('out/index.html')) build({ BASE_PATH: '' });

rmSync('out-root', { recursive: true, force: true });
renameSync('out', 'out-root');
try {
  build({ BASE_PATH: '/store' });
  rmSync('out-store', { recursive: true, force: true });
  renameSync('out', 'out-store');
} finally {
  rmSync('out', { recursive: true, force: true });
  renameSync('out-root', 'out');
}
