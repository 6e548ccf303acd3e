import type { MedicareBilling } from './estimate';

/** Build-time deployment settings (see next.config.mjs). */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';

/** A root-relative URL for a file in `public/` or an exported route, under the deployment's base path. */
export function assetPath(path: string): string {
  return `${basePath}${path}`;
}

/** The absolute, canonical URL of a route. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${basePath}${path}`;
}

export function productPath(id: number): string {
  return `/product/${id}/`;
}

export const calculatorRoute = '/medicare-info/calculator/';

/**
 * The calculator's query for an amount in cents (`?cost=` in dollars, as the calculator reads it) and, for a
 * rental, how Medicare rents it (`&billing=`).
 */
export function calculatorQuery(approved: number, billing: MedicareBilling = 'purchase'): string {
  const dollars = approved % 100 === 0 ? String(approved / 100) : (approved / 100).toFixed(2);
  return `?cost=${dollars}${billing === 'purchase' ? '' : `&billing=${billing}`}`;
}

/** The calculator, prefilled with an amount in cents (a month's rent, for a rental). */
export function calculatorPath(approved: number, billing: MedicareBilling = 'purchase'): string {
  return `${calculatorRoute}${calculatorQuery(approved, billing)}`;
}

export function categoryPath(slug: string): string {
  return `/products/${slug}/`;
}

/**
 * A product's drawings, by name within /images/products/: `1-1.svg` the product, `1-2.svg` its key facts, and
 * `1-2-es.svg` its key facts in Spanish (the product's drawing has no words).
 */
export type DrawingView = 1 | 2;

export function drawingFileName(id: number, view: DrawingView, locale: 'en' | 'es' = 'en'): string {
  return `${id}-${view}${view === 2 && locale === 'es' ? '-es' : ''}.svg`;
}

/** Which product's which drawing, in which language, a file name asks for; null for any other name. */
export function parseDrawingFileName(
  file: string,
): { id: number; view: DrawingView; locale: 'en' | 'es' } | null {
  const match = /^([1-9]\d*)-(?:(1)|(2)(-es)?)\.svg$/.exec(file);
  if (!match) return null;
  return {
    id: Number(match[1]),
    view: match[2] ? 1 : 2,
    locale: match[4] ? 'es' : 'en',
  };
}

/** A drawing's path: the product's (`index` 0) or its key facts' (1), in the page's language. */
export function productImagePath(id: number, index: 0 | 1 = 0, locale: 'en' | 'es' = 'en'): string {
  return `/images/products/${drawingFileName(id, (index + 1) as DrawingView, locale)}`;
}

/** A product's own small file by name within /catalog/: `1.json`. */
export function productFileName(id: number): string {
  return `${id}.json`;
}

/** Which product a file name within /catalog/ names; null for any other name. */
export function parseProductFileName(file: string): number | null {
  const match = /^([1-9]\d*)\.json$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * A product's own small file (before the base path): what the checkout prices its cart line with, and what a
 * listing card of search results shows.
 */
export function productFilePath(id: number): string {
  return `/catalog/${productFileName(id)}`;
}

/** The URL of the file the checkout prices a product's cart line with. */
export function pricedProductPath(id: number): string {
  return assetPath(productFilePath(id));
}

/** The product a link to a product the store does not have shows (the specification's), and the note it then shows. */
export const FALLBACK_PRODUCT_ID = 1;
export const PRODUCT_NOT_FOUND = 'product-not-found';
