// Writes the search index (lib/domain/search-index.ts) into the export, `out/catalog/search/`, when some listing runs
// to more than one page: a listing that fits one page carries its products and is searched in place. The
// build runs it after `next build`; it reads the catalogue as the pages did (CATALOG_DIR).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getProducts } from '../lib/build/catalog';
import { PAGE_SIZE, sortProducts } from '../lib/domain/listing';
import { toCents } from '../lib/domain/money';
import { buildSearchIndex, searchFactsPath } from '../lib/domain/search-index';
import { productWords } from '../lib/domain/catalog-language';

const out = process.argv[2] ?? 'out';
const catalogue = getProducts();
const dir = path.join(out, path.dirname(searchFactsPath()));
rmSync(dir, { recursive: true, force: true });
if (catalogue.length <= PAGE_SIZE) {
  console.log('Search index: not needed, every listing fits one page.');
} else {
  // One index per language: the Spanish one searches and orders the Spanish names and descriptions.
  for (const locale of ['en', 'es'] as const) {
    const products = catalogue.map((p) => {
      const words = productWords(p, locale);
      return { ...p, name: words.name.text, description: words.description.text, price: toCents(p.price) };
    });
    const ranks = new Map(sortProducts(products, 'name').map((p, rank) => [p.id, rank]));
    const { facts, files } = buildSearchIndex(products, (id) => ranks.get(id) ?? 0, locale);
    mkdirSync(path.join(out, path.dirname(searchFactsPath(locale))), { recursive: true });
    writeFileSync(path.join(out, searchFactsPath(locale)), JSON.stringify(facts));
    for (const [file, postings] of files) writeFileSync(path.join(out, file), JSON.stringify(postings));
    console.log(`Search index (${locale}): ${products.length} products, ${files.size} gram files.`);
  }
}
