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

/** The calculator, prefilled with an amount in cents (`?cost=` in dollars, as the calculator reads it). */
export function calculatorPath(approved: number): string {
  const dollars = approved % 100 === 0 ? String(approved / 100) : (approved / 100).toFixed(2);
  return `/medicare-info/calculator/?cost=${dollars}`;
}

export function categoryPath(slug: string): string {
  return `/products/${slug}/`;
}

export function productImagePath(id: number, index = 0): string {
  return `/images/products/${id}-${index + 1}.svg`;
}
