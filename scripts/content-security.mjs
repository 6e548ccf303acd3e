#!/usr/bin/env node
// Last step of the build: each page's Content-Security-Policy, as the first element of its <head>. Next writes its
// bootstrap and hydration data as inline scripts, and the critical CSS step an inline `onload`: a page allows
// exactly those (by their SHA-256 hashes) and the site's own script files, nothing else. The policy's other
// sources are the store's intake (connect-src), the map's embed on the contact page (frame-src), and the lead
// script, on the contact page only and only when LEADID_SCRIPT_URL names one. Its `frame-ancestors`, which a
// <meta> cannot carry, is in `_headers` (scripts/cache-headers.mjs), with the rest of the site's headers.
// `--shard k/n` writes every n-th page from the k-th, so n processes share the pages (scripts/build.mjs runs one on
// each core).
// Usage: node scripts/content-security.mjs [--dir out] [--shard k/n]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
const shardArg = process.argv.indexOf('--shard');
const [shard, shards] = (shardArg > 0 ? process.argv[shardArg + 1] : '0/1').split('/').map(Number);
const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const origin = (url) => (url ? new URL(url).origin : null);
const intake = origin(process.env.INTAKE_URL);
const leadScript = origin(process.env.LEADID_SCRIPT_URL);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline script's body (data blocks such as JSON-LD run nothing and need no hash), and inline handlers. */
function inlineCode(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body);
  const handlers = [...html.matchAll(/\son(?:load|error)="([^"]*)"/g)].map(([, code]) =>
    code.replace(/&#x27;|&#39;/g, "'"),
  );
  return { scripts, handlers };
}

function policy(html, route) {
  const { scripts, handlers } = inlineCode(html);
  const contact = route === `${base}/contact/` || route === `${base}/es/contact/`;
  const scriptSources = [
    "'self'",
    ...new Set(scripts.map(sha256)),
    ...(handlers.length ? ["'unsafe-hashes'", ...new Set(handlers.map(sha256))] : []),
    ...(contact && leadScript ? [leadScript] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React and the critical CSS set styles inline; styles run no code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${intake ? ` ${intake}` : ''}${contact && leadScript ? ` ${leadScript}` : ''}`,
    `frame-src ${contact ? 'https://www.openstreetmap.org' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

let pages = 0;
let seen = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== '_next') walk(file);
    } else if (name.endsWith('.html') && seen++ % shards === shard) {
      const html = readFileSync(file, 'utf8');
      // Right after the character set, before any script.
      const charset = /<meta charSet="utf-8"\/>/i.exec(html);
      const head = html.indexOf('<head>');
      const at = charset ? charset.index + charset[0].length : head < 0 ? -1 : head + 6;
      if (at < 0) continue;
      const relative = path.relative(root, path.dirname(file)).split(path.sep).join('/');
      const route = `${base}/${relative ? `${relative}/` : ''}`;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(html, route)}"/>`;
      writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
      pages += 1;
    }
  }
}
walk(root);
console.log(
  `Content-Security-Policy: ${pages} pages${shards > 1 ? ` (part ${shard + 1} of ${shards})` : ''}.`,
);
