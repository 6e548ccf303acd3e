#!/usr/bin/env node
// After `next build`: re-encodes the 1200x630 share images (`out/og/*.png`, drawn at build time with flat
// colours) as palette PNGs, which look the same at a third of the bytes (the store's 18: 986 KiB to 309 KiB).
// Their size, type and file names stay as the pages and the merchant feed name them.
// Usage: node scripts/share-images.mjs [--dir out]
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? process.argv[dirArg + 1] : 'out';
const dir = join(root, 'og');

let before = 0;
let after = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : [];
// A few at a time: sharp works on its own threads, and thousands at once would hold every image in memory.
for (let i = 0; i < files.length; i += 8) {
  await Promise.all(
    files.slice(i, i + 8).map(async (name) => {
      const path = join(dir, name);
      const size = statSync(path).size;
      const smaller = await sharp(path).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
      before += size;
      if (smaller.length >= size) return void (after += size);
      writeFileSync(path, smaller);
      after += smaller.length;
    }),
  );
}
console.log(
  `Share images: ${files.length} PNGs, ${Math.round(before / 1024)} KiB to ${Math.round(after / 1024)} KiB.`,
);
