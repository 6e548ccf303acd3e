// npm run catalog:check: checks the catalogue's files (data/catalog, or CATALOG_DIR) as the build does, and
// lists every problem with its file, product, field and reason. The build runs it first.
import path from 'node:path';
import { CatalogError, catalogDir, photoSource, readCatalog } from '../lib/build/catalog';
import { partBDeductible, storeYear } from '../lib/domain/deductible';
import { photoProblem } from '../lib/build/photo-render';
import { missingSpanish } from '../lib/domain/catalog-language';

// A new year without CMS's figure still builds: the pages name the year they use, and the build says what to add.
const deductible = partBDeductible();
if (!deductible.current)
  console.warn(
    `Warning: data/facts.ts has no Part B deductible for ${storeYear(new Date())}; estimates use ${deductible.year}'s ` +
      `$${deductible.amount / 100} and say so. Add CMS's ${storeYear(new Date())} figure to facts.medicare.partBDeductibles.`,
  );

try {
  const { categories, products, reviews } = readCatalog();
  // Each photo must be an image the build can read, big enough for its largest frame.
  const problems: string[] = [];
  for (const product of products)
    for (const [i, photo] of (product.photos ?? []).entries()) {
      const problem = await photoProblem(photoSource(photo.file));
      if (problem)
        problems.push(`products.json: product ${product.id}: photos[${i}].file: "${photo.file}" ${problem}`);
    }
  if (problems.length > 0) throw new CatalogError(catalogDir, problems);
  // Not a problem: the Spanish pages show what is missing in English, marked as English. But a patient reading
  // Spanish reads it worse, so the check names it.
  const partly = products.flatMap((p) => {
    const missing = missingSpanish(p);
    return missing.length > 0 ? [`  product ${p.id} (${p.name}): es.${missing.join(', es.')}`] : [];
  });
  const untranslatedCategories = categories.filter((c) => !c.es).map((c) => `  category ${c.slug}: es`);
  const untranslated = [...untranslatedCategories, ...partly];
  // A large catalogue still mostly in English gets the first few and a count; `-- --all` lists every one.
  const shown = process.argv.includes('--all') ? untranslated : untranslated.slice(0, 20);
  if (untranslated.length > shown.length)
    shown.push(
      `  … and ${untranslated.length - shown.length} more (npm run catalog:check -- --all lists them all)`,
    );
  if (shown.length > 0)
    console.warn(
      `Warning: the Spanish pages show these in English, for want of their Spanish words in the catalogue:\n${shown.join('\n')}`,
    );
  const photos = products.reduce((n, p) => n + (p.photos?.length ?? 0), 0);
  console.log(
    `The catalogue in ${path.relative(process.cwd(), catalogDir) || '.'} is ready: ${products.length} products in ${categories.length} categories, ` +
      `reviews for ${reviews.size}, ${photos === 1 ? '1 photo' : `${photos} photos`}.`,
  );
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
