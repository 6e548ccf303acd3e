import type { Locale } from './locale';
import type { PricedProduct } from './priced-product';

/**
 * A priced product named in the page's language: English where the catalogue gives no Spanish. (Apart from the
 * price file's check, so a page that names products need not carry the check's code.)
 */
export function inLanguage<P extends PricedProduct>(product: P, locale: Locale): P {
  const { es } = product;
  return locale === 'es' && es ? { ...product, name: es.name, imageAlt: es.imageAlt } : product;
}
