#!/usr/bin/env node
// After `next build`: writes each product's and each listing page's structured data (a Product with the reviews the
// page shows; an ItemList of the products it shows) into the page's <head>. These grow with the catalogue, and
// rendered by React they would be carried once more, in the page's hydration payload: at 5,000 products, about
// 4 KB a product page. React 19 leaves a <script> it did not render where it is. The small, fixed blocks
// (breadcrumbs, the store's Organization and LocalBusiness) stay in their pages.
// `--shard k/n` writes every n-th page from the k-th, so n processes share the pages (scripts/build.mjs runs one on
// each core).
// Usage: node --import tsx scripts/structured-data.ts [--dir out] [--shard k/n]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getCategories, getCategory, getProducts, getReviews } from '../lib/build/catalog';
import { listingData, listingPageParams } from '../lib/build/listing-pages';
import type { Category } from '../lib/domain/catalog-schema';
import { listingPagePath } from '../lib/domain/listing';
import { productPath } from '../lib/domain/paths';
import { languagesOf, localizedPath } from '../lib/domain/locale';
import { itemListJsonLd, productJsonLd, serializeJsonLd, type JsonLd } from '../lib/domain/seo';

const dirArg = process.argv.indexOf('--dir');
const root = dirArg > 0 ? (process.argv[dirArg + 1] ?? 'out') : 'out';
const shardArg = process.argv.indexOf('--shard');
const [shard, shards] = (shardArg > 0 ? (process.argv[shardArg + 1] ?? '0/1') : '0/1')
  .split('/')
  .map(Number) as [number, number];

let pages = 0;
let seen = 0;
/** Puts the blocks at the end of the page's head (this shard's pages only; the blocks are worked out lazily). */
function write(route: string, lazyBlocks: () => JsonLd[]) {
  if (seen++ % shards !== shard) return;
  const blocks = lazyBlocks();
  const file = path.join(root, route, 'index.html');
  const html = readFileSync(file, 'utf8');
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error(`${file} has no </head>`);
  const scripts = blocks
    .map((b) => `<script type="application/ld+json">${serializeJsonLd(b)}</script>`)
    .join('');
  writeFileSync(file, html.slice(0, at) + scripts + html.slice(at));
  pages += 1;
}

for (const product of getProducts()) {
  const category = getCategory(product.category);
  if (!category) continue;
  // In each language its page is in, with that page's address and words.
  for (const locale of languagesOf(productPath(product.id)))
    write(localizedPath(locale, productPath(product.id)), () => [
      productJsonLd(product, category, getReviews(product).reviews, locale),
    ]);
}

for (const category of [undefined, ...getCategories()] as (Category | undefined)[]) {
  const { rootPath } = listingData(category);
  for (const { page } of listingPageParams(category))
    for (const locale of languagesOf(listingPagePath(rootPath, 1)))
      // Page 1 of a long listing is the listing itself (its `page/1/` copy is pruned from the export).
      write(localizedPath(locale, listingPagePath(rootPath, Number(page))), () => {
        const listing = listingData(category, Number(page), locale);
        return [itemListJsonLd(listing.title, listing.shown, locale)];
      });
}

console.log(`Structured data: ${pages} pages${shards > 1 ? ` (part ${shard + 1} of ${shards})` : ''}.`);
