import type { Category, Product } from './catalog-schema';
import type { Locale } from './locale';

/**
 * A text of the catalogue in the page's language, and whether it had to be given in English instead: the page
 * then marks it `lang="en"`, so a screen reader reads it in English and the shopper knows why.
 */
export interface Worded<T> {
  text: T;
  english: boolean;
}

/** `lang="en"` on catalogue text a Spanish page shows in English, for want of the Spanish. */
export const langOf = (worded: { english: boolean }) => (worded.english ? 'en' : undefined);

function worded<T>(locale: Locale, spanish: T | undefined, english: T): Worded<T> {
  return locale === 'es' && spanish !== undefined
    ? { text: spanish, english: false }
    : { text: english, english: locale !== 'en' };
}

/** A product's words in a language: the catalogue's Spanish where it has them, its English where not. */
export function productWords(product: Product, locale: Locale) {
  const es = product.es;
  const labels = es?.specificationLabels ?? {};
  const values = es?.specificationValues ?? {};
  return {
    name: worded(locale, es?.name, product.name),
    description: worded(locale, es?.description, product.description),
    features: worded(locale, es?.features, product.features),
    imagePlaceholder: worded(locale, es?.imagePlaceholder, product.imagePlaceholder),
    specifications: Object.entries(product.specifications).map(([label, value]) => ({
      label: worded(locale, labels[label], label),
      value: worded(locale, values[label] ?? (readsAlike(value) ? value : undefined), value),
    })),
    medicare: {
      coverage: worded(locale, es?.medicare?.coverage, product.medicareInfo.coverage),
      requirements: worded(locale, es?.medicare?.requirements, product.medicareInfo.requirements),
      process: worded(locale, es?.medicare?.process, product.medicareInfo.process),
    },
    accessories: worded(
      locale,
      es?.accessories?.map((a, i) => ({ ...a, price: product.accessories[i]!.price })),
      product.accessories,
    ),
  };
}

/** A category's words in a language. */
export function categoryWords(category: Category, locale: Locale) {
  return {
    name: worded(locale, category.es?.name, category.name),
    description: worded(locale, category.es?.description, category.description),
    imageAlt: worded(locale, category.es?.imageAlt, category.imageAlt),
  };
}

/**
 * Units that read the same in Spanish as in English (in the United States): a value made of figures and these
 * alone ("26.6 dBA", "300 lb", "100-240 V AC, 90 W") needs no Spanish. Inches ("in") are "pulg." in Spanish.
 */
const sameInSpanish = new Set([
  'cm',
  'h2o',
  'dba',
  'lb',
  'oz',
  'ml',
  'min',
  'l',
  'v',
  'ac',
  'w',
  'µm',
  'mmad',
  'bpm',
  'spo2',
]);

/** Whether a specification's value reads the same in Spanish: figures, signs and the units above only. */
function readsAlike(value: string): boolean {
  return (value.toLowerCase().match(/[\p{L}µ][\p{L}\p{N}µ]*/gu) ?? []).every((word) =>
    sameInSpanish.has(word),
  );
}

/** What `catalog:check` says of a product the Spanish pages show partly in English. */
export function missingSpanish(product: Product): string[] {
  const es = product.es;
  const missing: string[] = [];
  if (!es?.name) missing.push('name');
  if (!es?.description) missing.push('description');
  if (!es?.features) missing.push('features');
  const labels = es?.specificationLabels ?? {};
  const untranslated = Object.keys(product.specifications).filter((label) => !(label in labels));
  if (untranslated.length > 0) missing.push(`specificationLabels (${untranslated.join(', ')})`);
  const values = es?.specificationValues ?? {};
  const wordy = Object.entries(product.specifications)
    .filter(([label, value]) => !(label in values) && !readsAlike(value))
    .map(([label]) => label);
  if (wordy.length > 0) missing.push(`specificationValues (${wordy.join(', ')})`);
  const medicare = product.medicareInfo;
  if (!es?.medicare?.coverage) missing.push('medicare.coverage');
  if (medicare.requirements.length > 0 && !es?.medicare?.requirements) missing.push('medicare.requirements');
  if (medicare.process.length > 0 && !es?.medicare?.process) missing.push('medicare.process');
  if (product.accessories.length > 0 && !es?.accessories) missing.push('accessories');
  return missing;
}
