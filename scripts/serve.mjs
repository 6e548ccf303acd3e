#!/usr/bin/env node
// Serves the static export the way a storage bucket does, so what works here works on S3, GitHub Pages
// or Netlify. Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
//                                           [--mode s3|pages] [--base /store]
//   s3:    a key, else key/index.html (a missing trailing slash is redirected), else 404.html with status 404
//   pages: the same, and key.html as well (GitHub Pages, Netlify, Cloudflare Pages)
// Headers come from the export's `_headers` file (scripts/cache-headers.mjs), as Netlify and Cloudflare Pages
// read it; what it leaves out gets their default, `public, max-age=0, must-revalidate`. Every answer carries an
// ETag and Last-Modified, so a page asked again comes back as 304 when it has not changed.
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

/** The `_headers` rules: a path (a trailing `*` matches the rest) and its headers, in file order. */
function readHeaderRules(dir) {
  const rules = [];
  let text = '';
  try {
    text = readFileSync(join(dir, '_headers'), 'utf8');
  } catch {
    return rules;
  }
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rules.length > 0) {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

const headerRules = readHeaderRules(root);

/** The headers `_headers` gives a request path; a name set by an earlier rule is kept. */
function headersFor(path) {
  const headers = {};
  for (const rule of headerRules) {
    const matches = rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
    if (!matches) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] ??= value;
  }
  // This server speaks plain HTTP, where a browser ignores Strict-Transport-Security: it is left to the HTTPS hosts.
  delete headers['Strict-Transport-Security'];
  return { 'Cache-Control': 'public, max-age=0, must-revalidate', ...headers };
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function send(req, res, status, file) {
  const ext = extname(file);
  const stat = statSync(file);
  const mtime = stat.mtimeMs;
  const etag = `"${stat.size.toString(36)}-${Math.floor(mtime).toString(36)}"`;
  const path = (req.url ?? '/').split('?')[0];
  const common = {
    ...headersFor(decodeURIComponentSafe(path)),
    ETag: etag,
    'Last-Modified': new Date(mtime).toUTCString(),
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    return res.end();
  }
  let body = cache.get(file);
  if (!body || body.mtime !== mtime) {
    const raw = readFileSync(file);
    body = { mtime, raw, gz: compressible.has(ext) ? gzipSync(raw) : null };
    cache.set(file, body);
  }
  const gzip = body.gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    ...common,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : gzip ? body.gz : body.raw);
}

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  // The hosts read `_headers` and never serve it.
  if (key === '/_headers') return notFound(req, res);
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
