import { assetPath } from './paths';

/**
 * The store's languages: English at the root, Spanish under /es/. Every page a shopper can read in Spanish is
 * listed in `spanishRoutes`; its English twin and it name each other (hreflang), and the language switch goes
 * between them.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** `<html lang>`, `hreflang` and Open Graph's locale: the store serves patients in the United States. */
export const htmlLang: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
export const openGraphLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

const spanishPrefix = '/es';

/** The route in a language (before the base path): English at the root, Spanish under /es/. */
export function localizedPath(locale: Locale, path: string): string {
  return locale === 'es' ? `${spanishPrefix}${path}` : path;
}

/** The language a route (before the base path) is in, and the route itself without its language. */
export function routeOf(path: string): { locale: Locale; path: string } {
  if (path === spanishPrefix || path.startsWith(`${spanishPrefix}/`))
    return { locale: 'es', path: path.slice(spanishPrefix.length) || '/' };
  return { locale: 'en', path };
}

/** The routes that are also in Spanish, as patterns of the English route. */
const spanishRoutes = [
  /^\/$/,
  /^\/products\/([a-z0-9-]+\/)?(page\/\d+\/)?$/,
  /^\/product\/\d+\/$/,
  /^\/medicare-info\/([a-z]+\/)?$/,
  /^\/(return-policy|shipping-info|language-assistance|track-order|checkout|pay|resupply|saved|contact|privacy-policy|terms-of-service)\/$/,
];

/** Whether a route (English, before the base path and any query) has a Spanish page. */
export function hasSpanish(path: string): boolean {
  const [route] = path.split(/[?#]/, 1) as [string];
  return spanishRoutes.some((pattern) => pattern.test(route));
}

/** The languages a route can be read in. */
export function languagesOf(path: string): readonly Locale[] {
  return hasSpanish(path) ? locales : [defaultLocale];
}

/**
 * Where a link to one of the store's routes goes for a shopper reading in `locale`: the route in her language,
 * or, where the route is not in it, the English page, marked with `hrefLang` so she and her screen reader know.
 */
export function localizedHref(locale: Locale, route: string): { href: string; hrefLang?: string } {
  if (!route.startsWith('/')) return { href: route };
  const target = localizedRoute(locale, route);
  return target === route && locale !== 'en'
    ? { href: assetPath(route), hrefLang: htmlLang.en }
    : { href: assetPath(target) };
}

/** The route in the shopper's language where it is in it, else the English route (before the base path). */
export function localizedRoute(locale: Locale, route: string): string {
  return locale !== 'en' && hasSpanish(route) ? localizedPath(locale, route) : route;
}

/**
 * The `lang` for text in `language` on a page in `page`: the language when it is another (a refusal the intake has
 * only in English, on a Spanish page), else nothing, since the text is in the page's own.
 */
export function langIfOther(language: string, page: Locale): string | undefined {
  return language === page ? undefined : language;
}
