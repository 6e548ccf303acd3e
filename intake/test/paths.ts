import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the intake's tests keep their bundle and catalogue (git-ignored). */
export const testDir = path.resolve('intake/.test');
export const TEST_CATALOG_SIZE = 60;

/** The test catalogue's products (written by global-setup.ts): the store's 16, then numbered copies. */
export function testCatalogProducts(): { id: number; price: number; medicareEligible: boolean }[] {
  return JSON.parse(readFileSync(path.join(testDir, 'catalog/products.json'), 'utf8'));
}
