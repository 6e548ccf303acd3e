import { z } from 'zod';
import { documentationProblems, documentationSchema, hcpcsCodes, type Documentation } from './documentation';
import { medicareBillings } from './estimate';
import { locales } from './locale';

/** The drawings a product without photos can show, named in the catalogue's `illustration` field. */
const illustrationKinds = [
  'cpap',
  'bipap',
  'mask',
  'cushion',
  'tubing',
  'filter',
  'humidifier',
  'concentrator',
  'portable-concentrator',
  'nebulizer',
  'oximeter',
  'wheelchair',
  'lightweight-wheelchair',
  'walker',
  'rollator',
  'knee-brace',
  'back-brace',
  'hospital-bed',
  'shower-chair',
] as const;
export type IllustrationKind = (typeof illustrationKinds)[number];

// A field left out is reported as missing rather than as a value of the wrong type.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : undefined,
});

/**
 * The catalogue as the supplier keeps it: four JSON files in `data/catalog/` (categories, products, reviews, and
 * the documents Medicare needs for each HCPCS code the products carry), checked here before anything is built from them. Every problem is reported at once, each with
 * its file, product id (or item number), field and reason.
 */

/** The store facts a product's Medicare text may name, written `{coveragePercent}` and filled in on reading. */
const textFacts = ['coveragePercent', 'coinsurancePercent', 'rentalMonths', 'deductible'] as const;
export type TextFact = (typeof textFacts)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;

const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!(textFacts as readonly string[]).includes(name ?? ''))
        ctx.addIssue({
          code: 'custom',
          message: `names {${name}}, which is not a store fact (${textFacts.map((f) => `{${f}}`).join(', ')})`,
        });
    }
  });

/** A price in dollars with at most two decimals, above zero. */
const dollars = z
  .number({ error: 'must be a number of dollars, like 899 or 12.50' })
  .positive('must be above 0')
  .max(1_000_000, 'must be at most $1,000,000')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most two decimals (cents)');

/** GS1's check digit: the last digit of a GTIN-8, 12, 13 or 14. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, like sleep-therapy');

const photo = z
  .object({
    file: z
      .string()
      .regex(
        /^[\w-]+\.(?:jpe?g|png|webp)$/i,
        'must be a file name in the catalogue’s photos folder, ending .jpg, .jpeg, .png or .webp',
      ),
    alt: text,
  })
  .strict();

const categorySchema = z
  .object({
    /** `page` is taken: /products/page/2/ is the second page of all products. */
    slug: slug.refine((s) => s !== 'page', 'must not be page, which the store uses for its listing pages'),
    name: text,
    description: text,
    imageAlt: text,
    medicareEligible: z.boolean(),
    /** Where the category's products sit in Google's product taxonomy, for the merchant feed. */
    googleProductCategory: text.optional(),
    /** The category in Spanish; without it the Spanish pages show the English words, marked as English. */
    es: z.object({ name: text, description: text, imageAlt: text.optional() }).strict().optional(),
  })
  .strict();

/**
 * A product's words in Spanish, each optional: what is missing shows in English on the Spanish pages, marked
 * `lang="en"`, and `npm run catalog:check` names it.
 */
const spanishProductSchema = z
  .object({
    name: text
      .pipe(z.string().max(150, 'must be at most 150 characters (the merchant feed’s limit)'))
      .optional(),
    description: text.optional(),
    features: z.array(text).min(1, 'must list at least one feature').optional(),
    /** The specifications' labels, English label to Spanish. */
    specificationLabels: z.record(text, text).optional(),
    /**
     * The specifications' values in Spanish, by their English label, for each value with words in it ("2 years",
     * "Aluminum", "18 in"); one of figures and units alone ("26.6 dBA", "300 lb") reads the same and needs none.
     */
    specificationValues: z.record(text, text).optional(),
    imagePlaceholder: text.optional(),
    /** The Medicare tab's words: what Medicare covers, what it asks for and how the claim goes. */
    medicare: z
      .object({
        coverage: text.optional(),
        requirements: z.array(text).optional(),
        process: z.array(text).optional(),
      })
      .strict()
      .optional(),
    /** The accessories' names and pictures' words, in the order of `accessories` (their prices are shared). */
    accessories: z.array(z.object({ name: text, image: text }).strict()).optional(),
  })
  .strict();

const productSchema = z
  .object({
    id: z.number().int('must be a whole number').positive('must be 1 or more'),
    name: text.pipe(z.string().max(150, 'must be at most 150 characters (the merchant feed’s limit)')),
    brand: text,
    /** The barcode number (UPC, EAN or ITF-14). */
    gtin: z.string().refine(isGtin, 'must be 8, 12, 13 or 14 digits with a valid check digit').optional(),
    /** The manufacturer's part number. */
    mpn: text.pipe(z.string().max(70, 'must be at most 70 characters')).optional(),
    /** False only for a product with neither, such as one made for the store. */
    identifierExists: z.boolean().optional(),
    category: slug,
    price: dollars,
    originalPrice: dollars,
    imagePlaceholder: text,
    images: z.array(text),
    photos: z.array(photo).optional(),
    illustration: z.enum(illustrationKinds, {
      error: `must be one of the store's drawings: ${illustrationKinds.join(', ')}`,
    }),
    rating: z.number().min(0, 'must be 0 to 5').max(5, 'must be 0 to 5'),
    reviews: z.number().int('must be a whole number').nonnegative('must be 0 or more'),
    medicareEligible: z.boolean(),
    inStock: z.boolean(),
    /** Whether New York sales tax applies: medical equipment for a patient's use is exempt. */
    taxable: z.boolean({
      error: (issue) => (issue.input === undefined ? 'is missing' : 'must be true or false'),
    }),
    sku: text,
    description: text,
    features: z.array(text).min(1, 'must list at least one feature'),
    specifications: z.record(text, text),
    medicareInfo: z
      .object({
        eligible: z.boolean(),
        hcpcs: text,
        /** How Medicare pays: bought outright, or rented (13 months to ownership; oxygen 36 months). */
        billing: z.enum(medicareBillings, {
          error: `must be one of ${medicareBillings.join(', ')}`,
        }),
        /** Medicare's allowed amount for one, when known (purchases): the estimate's base instead of the price. */
        allowedAmount: dollars.optional(),
        /** Medicare's monthly rental amount for one, when known (rentals). */
        monthlyRental: dollars.optional(),
        coverage: text,
        requirements: z.array(text),
        process: z.array(text),
      })
      .strict(),
    accessories: z.array(z.object({ name: text, price: dollars, image: text }).strict()),
    es: spanishProductSchema.optional(),
  })
  .strict();

/**
 * The rules that tie a product's fields together, checked even when another field is wrong, so one run
 * reports everything.
 */
function productRuleProblems(raw: unknown): { field: string; message: string }[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const p = raw as Record<string, unknown>;
  const problems: { field: string; message: string }[] = [];
  if (typeof p.price === 'number' && typeof p.originalPrice === 'number' && p.originalPrice < p.price)
    problems.push({ field: 'originalPrice', message: 'must not be below the price' });
  const medicare = p.medicareInfo as Record<string, unknown> | undefined;
  if (
    typeof p.medicareEligible === 'boolean' &&
    typeof medicare?.eligible === 'boolean' &&
    medicare.eligible !== p.medicareEligible
  )
    problems.push({ field: 'medicareInfo.eligible', message: 'must match medicareEligible' });
  if (medicare && typeof medicare.billing === 'string') {
    const purchase = medicare.billing === 'purchase';
    if (purchase && medicare.monthlyRental !== undefined)
      problems.push({
        field: 'medicareInfo.monthlyRental',
        message: 'is for rentals only: billing is purchase (give allowedAmount instead)',
      });
    if (!purchase && medicare.allowedAmount !== undefined)
      problems.push({
        field: 'medicareInfo.allowedAmount',
        message: `is for purchases only: billing is ${medicare.billing} (give monthlyRental instead)`,
      });
    if (p.medicareEligible === false && (medicare.allowedAmount ?? medicare.monthlyRental) !== undefined)
      problems.push({
        field: 'medicareInfo',
        message: 'gives a Medicare amount for a product Medicare does not cover (medicareEligible is false)',
      });
  }
  const spanishAccessories = (p.es as Record<string, unknown> | undefined)?.accessories;
  if (
    Array.isArray(p.accessories) &&
    Array.isArray(spanishAccessories) &&
    spanishAccessories.length !== p.accessories.length
  )
    problems.push({
      field: 'es.accessories',
      message: `must name the same accessories, in the same order, as accessories (${p.accessories.length})`,
    });
  const identified = p.gtin !== undefined || p.mpn !== undefined;
  if (p.identifierExists === false && identified)
    problems.push({ field: 'identifierExists', message: 'is false, yet a gtin or mpn is given' });
  if (p.identifierExists !== false && !identified)
    problems.push({
      field: 'gtin',
      message: 'needs a gtin or an mpn, or "identifierExists": false when the product has neither',
    });
  return problems;
}

const star = z.number().int('must be a whole number').nonnegative('must be 0 or more');

const productReviewsSchema = z
  .object({
    /** How many reviews gave 5, 4, 3, 2 and 1 stars. */
    stars: z.tuple([star, star, star, star, star], { error: 'must list five counts: 5 stars down to 1' }),
    /** The reviews the product page shows, newest first. */
    reviews: z.array(
      z
        .object({
          id: z.number().int().positive(),
          name: text,
          location: text,
          rating: z.number().int('must be 1 to 5').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
          date: z.iso.date('must be a date written YYYY-MM-DD'),
          title: text,
          content: text,
          /** The language the shopper wrote in: `en` when not given. */
          language: z.enum(locales, { error: `must be one of ${locales.join(', ')}` }).optional(),
          verified: z.boolean(),
        })
        .strict(),
    ),
  })
  .strict();

export type Category = z.infer<typeof categorySchema>;
export type CategorySlug = Category['slug'];
export type Product = z.infer<typeof productSchema>;
export type Accessory = Product['accessories'][number];
export type ProductReviews = z.infer<typeof productReviewsSchema>;
export type Review = ProductReviews['reviews'][number];

export interface Catalog {
  categories: Category[];
  products: Product[];
  reviews: Map<number, ProductReviews>;
  documentation: Documentation;
}

/** The catalogue's files, as parsed JSON, by file name. */
export interface CatalogFiles {
  'categories.json': unknown;
  'products.json': unknown;
  'reviews.json': unknown;
  'documentation.json': unknown;
}

export const catalogFileNames = [
  'categories.json',
  'products.json',
  'reviews.json',
  'documentation.json',
] as const;

function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
}

/** Names an item of a list by its id when it has one, and always by its place in the file. */
function itemName(kind: string, item: unknown, index: number): string {
  const id = (item as { id?: unknown; slug?: unknown } | null)?.[kind === 'category' ? 'slug' : 'id'];
  const place = `item ${index + 1}`;
  return typeof id === 'number' || typeof id === 'string' ? `${kind} ${id} (${place})` : place;
}

function listProblems(
  file: string,
  kind: string,
  raw: unknown,
  schema: z.ZodType,
  problems: string[],
  rules: (item: unknown) => { field: string; message: string }[] = () => [],
): unknown[] {
  if (!Array.isArray(raw)) {
    problems.push(`${file}: must be a list ([ … ]) of ${kind} entries`);
    return [];
  }
  const valid: unknown[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    const found = [
      ...(result.success
        ? []
        : result.error.issues.map((i) => ({ field: fieldOf(i.path) || kind, message: i.message }))),
      ...rules(item),
    ];
    for (const { field, message } of found)
      problems.push(`${file}: ${itemName(kind, item, index)}: ${field}: ${message}`);
    if (found.length === 0) valid.push(result.data);
  });
  return valid;
}

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return [...new Set(values.filter((v) => seen.has(v) || !seen.add(v)))];
}

/**
 * Checks the catalogue: each entry against its schema, then across files (unique ids, slugs and SKUs,
 * known categories, reviews for known products whose star counts add up to the product's). Returns the
 * catalogue, or every problem found.
 */
export function validateCatalog(
  files: CatalogFiles,
): { ok: true; catalog: Catalog } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const categories = listProblems(
    'categories.json',
    'category',
    files['categories.json'],
    categorySchema,
    problems,
  ) as Category[];
  const products = listProblems(
    'products.json',
    'product',
    files['products.json'],
    productSchema,
    problems,
    productRuleProblems,
  ) as Product[];

  for (const slugTwice of duplicates(categories.map((c) => c.slug)))
    problems.push(`categories.json: category ${slugTwice}: slug: is used more than once`);
  for (const id of duplicates(products.map((p) => p.id)))
    problems.push(`products.json: product ${id}: id: is used by more than one product`);
  for (const sku of duplicates(products.map((p) => p.sku)))
    problems.push(`products.json: sku ${sku}: is used by more than one product`);
  const slugs = new Set(categories.map((c) => c.slug));
  for (const p of products)
    if (!slugs.has(p.category))
      problems.push(`products.json: product ${p.id}: category: "${p.category}" is not in categories.json`);

  const reviews = new Map<number, ProductReviews>();
  const rawReviews = files['reviews.json'];
  if (typeof rawReviews !== 'object' || rawReviews === null || Array.isArray(rawReviews)) {
    problems.push('reviews.json: must be an object of product id → reviews ({ "1": { … } })');
  } else {
    const byId = new Map(products.map((p) => [p.id, p]));
    // A product with problems of its own is still a product its reviews may belong to.
    const listed = new Set(
      (Array.isArray(files['products.json']) ? files['products.json'] : []).map(
        (p: unknown) => (p as { id?: unknown } | null)?.id,
      ),
    );
    for (const [key, value] of Object.entries(rawReviews)) {
      const where = `reviews.json: product ${key}`;
      if (!/^\d+$/.test(key) || !listed.has(Number(key))) {
        problems.push(`${where}: is not a product in products.json`);
        continue;
      }
      const product = byId.get(Number(key));
      const result = productReviewsSchema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues)
          problems.push(`${where}: ${fieldOf(issue.path) || 'reviews'}: ${issue.message}`);
        continue;
      }
      if (!product) continue;
      const total = result.data.stars.reduce((a, b) => a + b, 0);
      if (total !== product.reviews)
        problems.push(
          `${where}: stars: add up to ${total}, but products.json gives ${product.reviews} reviews`,
        );
      // The rating the listing shows must be the one the star counts give (to the tenth a card shows).
      const average = total > 0 ? result.data.stars.reduce((sum, n, i) => sum + n * (5 - i), 0) / total : 0;
      if (total > 0 && total === product.reviews && Math.abs(average - product.rating) > 0.05)
        problems.push(
          `${where}: stars: average ${average.toFixed(2)}, but products.json gives a rating of ${product.rating}`,
        );
      reviews.set(product.id, result.data);
    }
    // A product page shows how many shoppers gave each number of stars: a rated product needs those counts.
    for (const p of products)
      if (p.reviews > 0 && !(String(p.id) in rawReviews))
        problems.push(
          `reviews.json: product ${p.id}: is missing, but products.json gives ${p.reviews} reviews; give its star counts, 5 stars down to 1`,
        );
  }

  const documentation = documentationOf(files['documentation.json'], products, problems);

  return problems.length > 0 || !documentation
    ? { ok: false, problems }
    : { ok: true, catalog: { categories, products, reviews, documentation } };
}

/**
 * The documentation rules, checked, and every HCPCS code a Medicare product carries found in them: Medicare pays
 * for nothing the store cannot say the paperwork of.
 */
function documentationOf(raw: unknown, products: Product[], problems: string[]): Documentation | null {
  const result = documentationSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`documentation.json: ${fieldOf(issue.path) || 'file'}: ${issue.message}`);
    return null;
  }
  problems.push(...documentationProblems(result.data));
  for (const p of products) {
    if (!p.medicareEligible) continue;
    const codes = hcpcsCodes(p.medicareInfo.hcpcs);
    if (codes.length === 0)
      problems.push(
        `products.json: product ${p.id}: medicareInfo.hcpcs: "${p.medicareInfo.hcpcs}" names no HCPCS code (such as E0601), but the product is billed to Medicare`,
      );
    for (const code of codes)
      if (!(code in result.data.codes))
        problems.push(
          `products.json: product ${p.id}: medicareInfo.hcpcs: ${code} has no documentation rules; add what Medicare needs for it to documentation.json (every item a written-order, with its CMS source)`,
        );
  }
  return result.data;
}

/** Fills the store facts named in a product's Medicare text. */
export function fillFacts(value: string, facts: Record<TextFact, string | number>): string {
  return value.replace(PLACEHOLDER, (whole, name: string) =>
    name in facts ? String(facts[name as TextFact]) : whole,
  );
}
