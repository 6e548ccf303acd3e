#!/usr/bin/env node
// After `next build`: writes the export's `_headers` file, the cache rules that Netlify and Cloudflare Pages
// read from the published folder and that `npm start` (scripts/serve.mjs) applies too. For S3 + CloudFront the
// README gives the same rules as `aws s3 sync --cache-control`. Paths carry BASE_PATH, as the site is served.
// Usage: node scripts/cache-headers.mjs [--dir out]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** Each rule: a path (a trailing `*` matches the rest) and the headers it gets. Pages take the default. */
const rules = [
  // Scripts and stylesheets are named by their content: a new build gives new names, so they never change.
  ['/_next/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
  // Prices and the search index change with the catalogue under the same names: asked again before each use.
  ['/catalog/*', { 'Cache-Control': 'public, max-age=0, must-revalidate' }],
  // Pictures change rarely and keep their names when they do: kept a day, then asked again.
  ['/images/*', { 'Cache-Control': 'public, max-age=86400, must-revalidate' }],
  ['/og/*', { 'Cache-Control': 'public, max-age=86400, must-revalidate' }],
  // Every answer: no page of the store in another site's frame (its scripts' policy is in each page, with the
  // hashes of its own inline code: scripts/content-security-policy.mjs), no sniffing, HTTPS from the first visit
  // on, and none of the device's sensors or payment handlers.
  [
    '/*',
    {
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
  ],
];

const text = [
  '# Headers for Netlify and Cloudflare Pages, written by scripts/cache-headers.mjs; `npm start` applies them too.',
  '# Anything without a Cache-Control here (the pages, the sitemap, the feed) gets the hosts’ default,',
  '# public, max-age=0, must-revalidate: used only after asking whether it changed.',
  ...rules.flatMap(([path, headers]) => [
    `${base}${path}`,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]),
  '',
].join('\n');
writeFileSync(join(root, '_headers'), text);
console.log(`Cache rules written to ${join(root, '_headers')}.`);
