#!/usr/bin/env node
// Serves the static export the way a storage bucket does, so what works here works on S3, GitHub Pages
// or Netlify. Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
//                                           [--mode s3|pages] [--base /store]
//   s3:    a key, else key/index.html (a missing trailing slash is redirected), else 404.html with status 404
//   pages: the same, and key.html as well (GitHub Pages, Netlify, Cloudflare Pages)
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: 's3' },
    base: { type: 'string' },
  },
});
const root = resolve(args.dir);
const port = Number(args.port ?? process.env.PORT ?? 3000);
const { host, mode } = args;
const base = String(args.base ?? process.env.BASE_PATH ?? '').replace(/\/+$/, '');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg']);
const cache = new Map();

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function send(req, res, status, file) {
  const ext = extname(file);
  const mtime = statSync(file).mtimeMs;
  let body = cache.get(file);
  if (!body || body.mtime !== mtime) {
    const raw = readFileSync(file);
    body = { mtime, raw, gz: compressible.has(ext) ? gzipSync(raw) : null };
    cache.set(file, body);
  }
  const gzip = body.gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${join('_next', 'static')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : gzip ? body.gz : body.raw);
}

function redirect(res, location) {
  res.writeHead(302, { Location: location });
  res.end();
}

function notFound(req, res) {
  const page = join(root, '404.html');
  if (isFile(page)) return send(req, res, 404, page);
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bucket');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(req, res);
  }
  if (base) {
    if (pathname === base) return redirect(res, `${base}/${url.search}`);
    if (!pathname.startsWith(`${base}/`)) return notFound(req, res);
    pathname = pathname.slice(base.length);
  }
  const key = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const target = join(root, key);
  if (!target.startsWith(root)) return notFound(req, res);

  if (key.endsWith('/')) {
    if (isFile(join(target, 'index.html'))) return send(req, res, 200, join(target, 'index.html'));
  } else {
    if (isFile(target)) return send(req, res, 200, target);
    if (isFile(join(target, 'index.html'))) return redirect(res, `${base}${pathname}/${url.search}`);
    if (mode === 'pages' && isFile(`${target}.html`)) return send(req, res, 200, `${target}.html`);
  }
  return notFound(req, res);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}/ (${mode} rules)`);
});
