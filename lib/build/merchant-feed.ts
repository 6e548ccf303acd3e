import { facts, shippingMethods } from '@/data/facts';
import { site } from '@/data/site';
import type { Category, Product } from '@/lib/domain/catalog-schema';
import { escapeXml } from './illustrations';
import { absoluteUrl, productPath } from '@/lib/domain/paths';
import { structuredPhotoPaths } from '@/lib/domain/photos';
import { shareImagePath } from '@/lib/domain/share-image';
import { categoryWords, productWords } from '@/lib/domain/catalog-language';
import { localizedPath, localizedRoute, type Locale } from '@/lib/domain/locale';

/** Google's taxonomy entry for every product of a category that names none of its own. */
const GOOGLE_HEALTH_CARE = 'Health & Beauty > Health Care';

const money = (dollars: number) => `${dollars.toFixed(2)} USD`;

function field(name: string, value: string | number): string {
  return `<g:${name}>${escapeXml(String(value))}</g:${name}>`;
}

function identifiers(p: Product): string[] {
  if (p.identifierExists === false) return [field('identifier_exists', 'no')];
  return [...(p.gtin ? [field('gtin', p.gtin)] : []), ...(p.mpn ? [field('mpn', p.mpn)] : [])];
}

/** Every shipping method, free or not, with its handling and transit days, to the whole country. */
function shipping(): string[] {
  return shippingMethods.map(
    (m) =>
      `<g:shipping>${field('country', facts.address.country)}${field('service', m.name)}${field('price', money(m.price))}` +
      `${field('min_handling_time', facts.handlingDays.min)}${field('max_handling_time', facts.handlingDays.max)}` +
      `${field('min_transit_time', m.transitDays.min)}${field('max_transit_time', m.transitDays.max)}</g:shipping>`,
  );
}

/** The first photo, square, as the main image, the others as additional images; or else the share image. */
function images(p: Product): string[] {
  const squares = structuredPhotoPaths(p).filter((path) => path.endsWith('-1x1.jpg'));
  if (squares.length === 0) return [field('image_link', absoluteUrl(shareImagePath(p.id)))];
  return squares.map((path, i) => field(i === 0 ? 'image_link' : 'additional_image_link', absoluteUrl(path)));
}

function item(p: Product, category: Category | undefined, locale: Locale): string {
  const onSale = p.originalPrice > p.price;
  const words = productWords(p, locale);
  const lines = [
    field('id', p.sku),
    field('title', words.name.text),
    field('description', words.description.text),
    field('link', absoluteUrl(localizedRoute(locale, productPath(p.id)))),
    ...images(p),
    field('availability', p.inStock ? 'in_stock' : 'out_of_stock'),
    // The price is the list price when the store sells below it, as the product page shows both.
    field('price', money(onSale ? p.originalPrice : p.price)),
    ...(onSale ? [field('sale_price', money(p.price))] : []),
    field('brand', p.brand),
    ...identifiers(p),
    field('condition', 'new'),
    field('google_product_category', category?.googleProductCategory ?? GOOGLE_HEALTH_CARE),
    field(
      'product_type',
      `${locale === 'es' ? 'Equipo médico para la casa' : 'Home Medical Equipment'} > ${category ? categoryWords(category, locale).name.text : p.category}`,
    ),
    ...shipping(),
  ];
  return `<item>\n    ${lines.join('\n    ')}\n  </item>`;
}

/**
 * The product feed for Google Merchant Center: RSS 2.0 with Google's `g:` attributes, one item per product, in one
 * language: Merchant Center takes a feed per language (/merchant-feed.xml in English, /es/merchant-feed.xml in
 * Spanish), each item linking the product's page in that language.
 */
export function merchantFeedXml(
  products: readonly Product[],
  categories: readonly Category[],
  locale: Locale = 'en',
  description: string = site.description,
): string {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `  <title>${escapeXml(site.name)}</title>\n` +
    `  <link>${escapeXml(absoluteUrl(localizedPath(locale, '/')))}</link>\n` +
    `  <description>${escapeXml(description)}</description>\n` +
    products.map((p) => `  ${item(p, bySlug.get(p.category), locale)}\n`).join('') +
    `</channel>\n</rss>\n`
  );
}
