#!/usr/bin/env node
// npm test: the checks (`npm run check`), the unit tests (`npm run test:unit`) and the end-to-end builds
// (scripts/build-variants.mjs) at once, since none needs another's result and together they keep both cores
// busy; then, if all three passed, the end-to-end tests against those builds. Each of the three prints its
// output in one piece when it ends.
// Usage: node scripts/test.mjs [playwright arguments]
import { spawn } from 'node:child_process';

const lanes = [
  ['checks', 'npm', ['run', '--silent', 'check']],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  ['end-to-end builds', process.execPath, ['scripts/build-variants.mjs']],
];

function run(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

console.log(`Running at once: ${lanes.map(([name]) => name).join(', ')}.`);
const passed = await Promise.all(lanes.map((lane) => run(...lane)));
const failed = lanes.filter((_, k) => !passed[k]).map(([name]) => name);
if (failed.length) {
  console.error(`\nnpm test failed: ${failed.join(', ')} (output above).`);
  process.exit(1);
}

const e2e = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
e2e.on('close', (status) => process.exit(status ?? 1));
