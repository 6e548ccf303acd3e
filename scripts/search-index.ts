// Writes the search index (lib/domain/search-index.ts) into the export, `out/catalog/search/`, when some listing runs
// to more than one page: a listing that fits one page carries its products and is searched in place. The
// build runs it after `next build`; it reads the catalogue as the pages did (CATALOG_DIR).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getProducts } from '../lib/build/catalog';
import { PAGE_SIZE, sortProducts } from '../lib/domain/listing';
import { toCents } from '../lib/domain/money';
import { buildSearchIndex, searchFactsPath } from '../lib/domain/search-index';

const out = process.argv[2] ?? 'out';
const products = getProducts().map((p) => ({ ...p, price: toCents(p.price) }));
const dir = path.join(out, path.dirname(searchFactsPath));
rmSync(dir, { recursive: true, force: true });
if (products.length <= PAGE_SIZE) {
  console.log('Search index: not needed, every listing fits one page.');
} else {
  const ranks = new Map(sortProducts(products, 'name').map((p, rank) => [p.id, rank]));
  const { facts, files } = buildSearchIndex(products, (id) => ranks.get(id) ?? 0);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(out, searchFactsPath), JSON.stringify(facts));
  for (const [file, postings] of files) writeFileSync(path.join(out, file), JSON.stringify(postings));
  console.log(`Search index: ${products.length} products, ${files.size} gram files in ${dir}.`);
}
