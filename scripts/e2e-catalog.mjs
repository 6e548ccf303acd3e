#!/usr/bin/env node
// Writes the catalogue the end-to-end tests' large builds read (CATALOG_DIR): the store's own products grown to
// `--size` distinct ones by the benchmark's generator (bench/catalog-generator.ts), with photo files for two
// products, so the photo pipeline is tested on JPEG, PNG and WebP originals of different shapes. The photos are
// generated studio-style pictures (a product-coloured shape on a soft backdrop), not real ones.
// Usage: node scripts/e2e-catalog.mjs [--dir out-e2e-catalog] [--size 200]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dir = arg('dir', 'out-e2e-catalog');
const size = arg('size', '200');

const photosFor = {
  1: [
    {
      file: 'airsense-front.jpg',
      alt: 'The AirSense 10 on a bedside table, seen from the front',
      width: 1600,
      height: 1200,
      colour: '#1d4ed8',
    },
    {
      file: 'airsense-side.webp',
      alt: 'The AirSense 10 from the side, humidifier fitted',
      width: 1200,
      height: 1200,
      colour: '#0f766e',
    },
  ],
  9: [
    {
      file: 'cruiser-front.png',
      alt: 'The Drive Cruiser III wheelchair, unfolded',
      width: 900,
      height: 1200,
      colour: '#b45309',
    },
  ],
};

function picture({ width, height, colour }) {
  const r = Math.min(width, height) * 0.3;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="${width / 2 - r}" y="${height / 2 - r * 0.7}" width="${r * 2}" height="${r * 1.4}" rx="${r * 0.2}" fill="${colour}"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${r * 0.35}" fill="#ffffff"/>
</svg>`);
}

rmSync(dir, { recursive: true, force: true });
const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/catalog-generator.ts', '--size', size, '--dir', dir],
  { stdio: 'inherit' },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);
mkdirSync(path.join(dir, 'photos'), { recursive: true });
const productsFile = path.join(dir, 'products.json');
const products = JSON.parse(readFileSync(productsFile, 'utf8'));
for (const [id, photos] of Object.entries(photosFor)) {
  const product = products.find((p) => p.id === Number(id));
  product.photos = photos.map(({ file, alt }) => ({ file, alt }));
  for (const photo of photos) {
    const image = sharp(picture(photo));
    const format = path.extname(photo.file).slice(1).replace('jpg', 'jpeg');
    await image.toFormat(format).toFile(path.join(dir, 'photos', photo.file));
  }
}
writeFileSync(productsFile, `${JSON.stringify(products, null, 1)}\n`);
console.log(
  `End-to-end catalogue written to ${dir}: photos for products ${Object.keys(photosFor).join(' and ')}.`,
);
