#!/usr/bin/env node
// After `next build`: every exported page carries its stylesheet inline, as a `<style data-href>` that paints
// at once. `experimental.inlineCss` also writes that same text twice more into the page's inline React payload,
// where hydration never reads it: React finds the style by its href already in the document. This empties those
// copies (React text rows `<id>:T<hex length>,<text>`) when, and only when, the text is exactly that of a
// `<style>` in the same page, so the stylesheet is shipped once; and in the payload files client navigation
// fetches, when every page carries that stylesheet. Anything else is left as Next wrote it.
// Usage: node scripts/stylesheet-once.mjs [--dir out]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';

function* filesEnding(dir, ending) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesEnding(path, ending);
    else if (name.endsWith(ending)) yield path;
  }
}

/** Empties the text rows of one pushed payload chunk whose text is one of the page's inline stylesheets. */
function emptyStyleRows(chunk, styles) {
  const row = /(^|\n)([0-9a-f]+):T([0-9a-f]+),/g;
  let out = '';
  let from = 0;
  for (let m = row.exec(chunk); m; m = row.exec(chunk)) {
    const start = m.index + m[0].length;
    const bytes = parseInt(m[3], 16);
    const text = Buffer.from(chunk.slice(start)).subarray(0, bytes).toString();
    if (Buffer.byteLength(text) !== bytes) continue; // the row goes on in the next chunk: leave it
    out += chunk.slice(from, m.index);
    out += styles.has(text) ? `${m[1]}${m[2]}:T0,` : `${m[0]}${text}`;
    from = start + text.length;
    row.lastIndex = from;
  }
  return out + chunk.slice(from);
}

let pages = 0;
let saved = 0;
/** The stylesheets every page carries inline: whichever page a visit starts on, they are in the document. */
let everywhere = null;
for (const file of filesEnding(root, '.html')) {
  const html = readFileSync(file, 'utf8');
  const styles = new Set(
    [...html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g)].map(
      (m) => m[1],
    ),
  );
  everywhere = everywhere === null ? styles : new Set([...everywhere].filter((t) => styles.has(t)));
  if (styles.size === 0) continue;
  const next = html.replace(
    /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g,
    (all, json) => {
      const chunk = JSON.parse(json);
      const emptied = emptyStyleRows(chunk, styles);
      if (emptied === chunk) return all;
      // The same escaping Next uses, so no text can close the script element.
      const encoded = JSON.stringify(emptied)
        .replace(/&/g, '\\u0026')
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
      return `<script>self.__next_f.push([1,${encoded}])</script>`;
    },
  );
  if (next !== html) {
    writeFileSync(file, next);
    pages++;
    saved += html.length - next.length;
  }
}
// The payload files the client router fetches on navigation (`index.txt`, `__next.*.txt`) carry the same
// text; a stylesheet every page has inline is already in the document when any of them arrives, so there too
// React finds it by its href and never reads the text.
let payloads = 0;
if (everywhere?.size) {
  for (const file of filesEnding(root, '.txt')) {
    const payload = readFileSync(file, 'utf8');
    const emptied = emptyStyleRows(payload, everywhere);
    if (emptied === payload) continue;
    writeFileSync(file, emptied);
    payloads++;
    saved += payload.length - emptied.length;
  }
}
console.log(
  `Stylesheet shipped once: ${pages} pages and ${payloads} payload files, ${(saved / 1024).toFixed(0)} KiB of repeated CSS removed.`,
);
