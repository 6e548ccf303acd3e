// npm run catalog:check: checks the catalogue's files (data/catalog, or CATALOG_DIR) as the build does, and
// lists every problem with its file, product, field and reason. The build runs it first.
import path from 'node:path';
import { CatalogError, catalogDir, readCatalog } from '../lib/catalog';

try {
  const { categories, products, reviews } = readCatalog();
  console.log(
    `The catalogue in ${path.relative(process.cwd(), catalogDir) || '.'} is ready: ${products.length} products in ${categories.length} categories, ` +
      `reviews for ${reviews.size}.`,
  );
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
