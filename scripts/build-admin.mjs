#!/usr/bin/env node
// Builds the back office (intake/admin: React and Tailwind) into intake/.admin-build/admin/, which the intake Worker
// serves under /admin/ as its static assets (wrangler.jsonc): one script and one stylesheet, named by their content
// so they can be cached for good, and the page that loads them. No inline script or style, for the back office's
// Content-Security-Policy. npm start, npm test and a deploy build it first (wrangler needs the folder).
// Usage: node scripts/build-admin.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { build } from 'esbuild';
import postcss from 'postcss';

const source = 'intake/admin';
const out = 'intake/.admin-build/admin';
const assets = path.join(out, 'assets');
const named = (name, text) => `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

const started = performance.now();
const [script, style] = await Promise.all([
  build({
    entryPoints: [path.join(source, 'main.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@': '.' },
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0].text),
  (async () => {
    const file = path.join(source, 'admin.css');
    const result = await postcss([tailwind({ optimize: { minify: true } })]).process(
      readFileSync(file, 'utf8'),
      {
        from: file,
      },
    );
    return result.css;
  })(),
]);

rmSync(out, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });
// The assets' own settings, none of them used: the Worker answers every request first and sets the back office's
// headers itself (src/index.ts). Written out all the same: Miniflare under Jest cannot tell a missing file from a
// failure (Node's errors come from outside Jest's sandbox, so they are not `instanceof Error` there).
const root = path.dirname(out);
writeFileSync(path.join(root, '.assetsignore'), '');
writeFileSync(
  path.join(root, '_headers'),
  '# The Worker sets every header of the back office (intake/src/index.ts).\n',
);
writeFileSync(
  path.join(root, '_redirects'),
  '# The Worker answers every address first (intake/src/index.ts).\n',
);
const js = `${named('admin', script)}.js`;
const css = `${named('admin', style)}.css`;
writeFileSync(path.join(assets, js), script);
writeFileSync(path.join(assets, css), style);
writeFileSync(
  path.join(out, 'index.html'),
  readFileSync(path.join(source, 'index.html'), 'utf8')
    .replace('{{js}}', `/admin/assets/${js}`)
    .replace('{{css}}', `/admin/assets/${css}`),
);
console.log(
  `Back office built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Math.round(script.length / 1024)} KB script, ${Math.round(style.length / 1024)} KB styles, in ${out}.`,
);
