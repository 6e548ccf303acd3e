import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogDir } from '@/lib/build/catalog';

/**
 * Copies of the supplier's catalogue for tests: `catalogueWith` makes one with some of its files changed and
 * returns its folder; `removeCopies` deletes every copy made (call it in `afterAll`).
 */
export function catalogueCopies() {
  const dirs: string[] = [];
  return {
    catalogueWith(change: (dir: string) => void): string {
      const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
      dirs.push(dir);
      cpSync(catalogDir, dir, { recursive: true });
      change(dir);
      return dir;
    },
    removeCopies() {
      dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    },
  };
}

/** Gives product 1 of the catalogue copy in `dir` these photos, and the copy a photos folder to put them in. */
export function withPhotos(dir: string, photos: { file: string; alt: string }[]) {
  const file = path.join(dir, 'products.json');
  const products = JSON.parse(readFileSync(file, 'utf8'));
  products[0].photos = photos;
  writeFileSync(file, JSON.stringify(products, null, 2));
  mkdirSync(path.join(dir, 'photos'), { recursive: true });
}
