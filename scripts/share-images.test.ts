import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { catalogueCopies } from '@/lib/build/testing/catalogue-copy';

const copies = catalogueCopies();
const out = mkdtempSync(path.join(tmpdir(), 'share-images-'));
afterAll(() => {
  copies.removeCopies();
  rmSync(out, { recursive: true, force: true });
});

// Names no share image of the store had before: an emoji, Hebrew (right to left) and Greek.
const names: Record<number, string> = {
  1: 'Shower Chair 🚿 with Back',
  2: 'כיסא רחצה Shower Chair',
  3: 'Καρέκλα μπάνιου με πλάτη',
};

test('share images of emoji, Hebrew and Greek names are drawn with the shipped fonts, never the network', async () => {
  const dir = copies.catalogueWith((d) => {
    const file = path.join(d, 'products.json');
    const products = JSON.parse(readFileSync(file, 'utf8')) as { id: number; name: string }[];
    for (const p of products) if (names[p.id]) p.name = names[p.id]!;
    writeFileSync(file, JSON.stringify(products));
  });
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/share-images.tsx', '--dir', out, '--cache', path.join(out, 'fresh-cache')],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        CATALOG_DIR: dir,
        NODE_OPTIONS: `--import ${path.resolve('scripts/testing/no-network.mjs')}`,
      },
    },
  );
  expect(run.stderr).not.toMatch(/network access attempted/);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Share images: 24 PNGs');
  for (const id of [1, 2, 3]) {
    const meta = await sharp(path.join(out, 'og', `product-${id}.png`)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  }
}, 60_000);

test('a rebuild draws again only the cards that changed, and the cache keeps only what the build used', async () => {
  const cache = path.join(out, 'cache');
  const draw = (catalogue: string, dir: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/share-images.tsx', '--dir', dir, '--cache', cache],
      {
        encoding: 'utf8',
        env: { ...process.env, CATALOG_DIR: catalogue },
      },
    );
  const renamed = (name: string) =>
    copies.catalogueWith((d) => {
      const file = path.join(d, 'products.json');
      const products = JSON.parse(readFileSync(file, 'utf8')) as { id: number; name: string }[];
      products[1]!.name = name;
      writeFileSync(file, JSON.stringify(products));
    });
  const card = (dir: string, id: number) => readFileSync(path.join(dir, 'og', `product-${id}.png`));

  const first = draw(renamed('Shower Chair with Back'), path.join(out, 'first'));
  expect(first.status).toBe(0);
  expect(first.stdout).toContain('Share images: 24 PNGs');
  expect(first.stdout).toContain('(24 drawn, 0 from the cache)');

  const second = draw(renamed('Shower Chair with Arms'), path.join(out, 'second'));
  expect(second.status).toBe(0);
  expect(second.stdout).toContain('(1 drawn, 23 from the cache)');
  expect(card(path.join(out, 'second'), 1)).toEqual(card(path.join(out, 'first'), 1));
  expect(card(path.join(out, 'second'), 2)).not.toEqual(card(path.join(out, 'first'), 2));
  // The card of the old name is gone: one entry per card of this build.
  expect(readdirSync(cache)).toHaveLength(24);
}, 60_000);

test('the no-network guard itself refuses a request', () => {
  const run = spawnSync(
    'node',
    ['--import', path.resolve('scripts/testing/no-network.mjs'), '-e', 'fetch("http://x")'],
    {
      encoding: 'utf8',
    },
  );
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('network access attempted: fetch');
});
