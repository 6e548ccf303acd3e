import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The bucket server (scripts/serve.mjs) against hostile request lines: it never crashes, never redirects to
// another site, and answers what no key matches with the 404 page.

const PORT = 4390;
let dir: string;
let server: ChildProcess;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  for (const [file, text] of [
    ['index.html', 'home'],
    ['404.html', 'not found page'],
    ['products/index.html', 'products'],
    ['checkout/index.html', 'checkout'],
    ['_next/static/chunks/app-1a2b.js', 'script'],
    ['catalog/1.json', '{}'],
  ] as const) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // A sibling folder whose name starts like the served one must stay out of reach.
  mkdirSync(`${dir}-secret`, { recursive: true });
  writeFileSync(`${dir}-secret/key.txt`, 'secret');
  // The export's cache rules, as the build writes them.
  const written = spawnSync('node', ['scripts/cache-headers.mjs', '--dir', dir]);
  if (written.status !== 0) throw new Error(String(written.stderr));
  server = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(PORT)], { stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (d: Buffer) => String(d).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-secret`, { recursive: true, force: true });
});

/** Sends the request line as written, without a client's normalising. */
function get(
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location?: string; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: rawPath, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body, headers: res.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the bucket server', () => {
  it('serves keys, folders and the 404 page as a bucket does', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
    expect(await get('/products/')).toMatchObject({ status: 200, body: 'products' });
    expect(await get('/products?search=mask')).toMatchObject({
      status: 302,
      location: '/products/?search=mask',
    });
    expect(await get('/nothing/')).toMatchObject({ status: 404, body: 'not found page' });
  });

  it('sends the cache rules of the export’s _headers, and 304 for a page that has not changed', async () => {
    const script = await get('/_next/static/chunks/app-1a2b.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/catalog/1.json')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    const page = await get('/products/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const again = await get('/products/', { 'If-None-Match': String(page.headers.etag) });
    expect([again.status, again.body]).toEqual([304, '']);
    expect((await get('/products/', { 'If-None-Match': '"other"' })).status).toBe(200);
    // The rules are for the host, not for visitors.
    expect((await get('/_headers')).status).toBe(404);
  });

  it('never crashes on a request line, and answers the next request', async () => {
    for (const line of ['///', '//', '/%', '/%E0%A4%A', '/%00', '/a%00b/', `/${'x'.repeat(5000)}`]) {
      const { status } = await get(line);
      expect([line.slice(0, 20), status]).toEqual([line.slice(0, 20), 404]);
    }
    // Longer than Node's header limit: refused by the server itself, which keeps running.
    expect((await get(`/${'y'.repeat(20_000)}`)).status).toBe(431);
    expect((await get('/')).status).toBe(200);
  });

  it('never redirects to another site', async () => {
    for (const line of [
      '/%2Fevil.example%2F..%2Fproducts',
      '/%2F%2Fevil.example/products',
      '//evil.example/products',
      '/%5Cevil.example/products',
      '/products/..%2F..%2Fproducts',
    ]) {
      const { status, location } = await get(line);
      if (location !== undefined)
        expect([line, location]).toEqual([line, expect.stringMatching(/^\/[^/\\]/)]);
      expect([line, status]).not.toEqual([line, 200]);
    }
  });

  it('answers a path with an empty segment with 404, not a page that would then crash', async () => {
    for (const line of ['//x/checkout/', '/checkout//', '//checkout/', '/products//index.html'])
      expect([line, (await get(line)).status]).toEqual([line, 404]);
  });

  it('keeps dots and encoded dots inside the served folder', async () => {
    const name = path.basename(dir);
    for (const line of [
      '/../etc/passwd',
      '/..%2F..%2Fetc%2Fpasswd',
      `/../${name}-secret/key.txt`,
      `/%2E%2E/${name}-secret/key.txt`,
    ]) {
      const { status, body } = await get(line);
      expect(body).not.toBe('secret');
      expect([line, status]).toEqual([line, 404]);
    }
  });
});
