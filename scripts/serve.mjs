#!/usr/bin/env node
// Serves the static export the way a storage bucket does, so what works here works on S3, GitHub Pages
// or Netlify. Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
//                                           [--mode s3|pages] [--base /store]
//   s3:    a key, else key/index.html (a missing trailing slash is redirected), else 404.html with status 404
//   pages: the same, and key.html as well (GitHub Pages, Netlify, Cloudflare Pages)
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
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

/** A path as a Location header carries it: each segment percent-encoded, so it can only lead here. */
function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * One request, as a bucket answers it. The request line is read as text, never as a URL with a host: `//x/`
 * is a path with an empty segment, which no key has, not a request for host x.
 */
function handle(req, res) {
  const raw = req.url ?? '/';
  const query = raw.indexOf('?');
  const rawPath = query === -1 ? raw : raw.slice(0, query);
  const search = query === -1 ? '' : raw.slice(query);
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return notFound(req, res);
  }
  // Keys never hold an empty segment, a backslash or a control character.
  if (!pathname.startsWith('/') || pathname.includes('//') || /[\\\0-\x1f\x7f]/.test(pathname))
    return notFound(req, res);
  if (base) {
    if (pathname === base) return redirect(res, `${base}/${search}`);
    if (!pathname.startsWith(`${base}/`)) return notFound(req, res);
    pathname = pathname.slice(base.length);
  }
  const key = normalize(pathname);
  if (!key.startsWith('/') || key.split('/').includes('..')) return notFound(req, res);
  const target = join(root, key);
  if (target !== root && !target.startsWith(root + sep)) return notFound(req, res);

  if (key.endsWith('/')) {
    if (isFile(join(target, 'index.html'))) return send(req, res, 200, join(target, 'index.html'));
  } else {
    if (isFile(target)) return send(req, res, 200, target);
    // The redirect names the normalised key, encoded: never another host, never a path it was not asked.
    if (isFile(join(target, 'index.html'))) return redirect(res, `${base}${encodePath(key)}/${search}`);
    if (mode === 'pages' && isFile(`${target}.html`)) return send(req, res, 200, `${target}.html`);
  }
  return notFound(req, res);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(`serve: ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}/ (${mode} rules)`);
});
