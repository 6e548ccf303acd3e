import type { Product } from './catalog-schema';
import { toCents, type Cents } from './money';
import { productImagePath } from './paths';
import { productPhotoBase } from './photos';
import { pricedLine, type PricedProduct } from './priced-product';
import { productWords } from './catalog-language';
import type { Locale } from './locale';

/** What pages, cards and the product files show of a catalogue product: pure functions of the product. */

/** The specifications a shopper checks first (will it fit, can I lift it), at most three. */
const factKeys = ['Dimensions', 'Weight', 'Seat width', 'Seat height', 'Weight capacity', 'Sizes'];

export function productFacts(product: Product, locale: Locale = 'en'): { label: string; value: string }[] {
  const specs = product.specifications;
  const keys = factKeys.filter((k) => specs[k] !== undefined);
  const chosen = keys.length > 0 ? keys : Object.keys(specs);
  const worded = new Map(
    productWords(product, locale).specifications.map((s, i) => [Object.keys(specs)[i], s]),
  );
  return chosen.slice(0, 3).map((label) => {
    const words = worded.get(label);
    return { label: words?.label.text ?? label, value: words?.value.text ?? specs[label] ?? '' };
  });
}

export interface GalleryImage {
  /** A drawing's file (`.svg`) or a photo's base path (see lib/domain/photos.ts). */
  src: string;
  alt: string;
}

/** A product's photos in the catalogue's order, as the build writes them, with the original files. */
export function productPhotos(product: Product): (GalleryImage & { file: string })[] {
  return (product.photos ?? []).map((photo, i) => ({
    src: productPhotoBase(product.id, i),
    alt: photo.alt,
    file: photo.file,
  }));
}

/** The picture that stands for the product on cards, in the cart and in search results. */
export function productPicture(product: Product): GalleryImage {
  const [photo] = productPhotos(product);
  return photo
    ? { src: photo.src, alt: photo.alt }
    : { src: productImagePath(product.id, 0), alt: product.imagePlaceholder };
}

/** The drawing of a product's key facts in the page's language, last in its gallery. */
export function factsImage(product: Product, locale: Locale = 'en'): GalleryImage {
  const facts = productFacts(product, locale).map((f) => `${f.label.toLowerCase()} ${f.value}`);
  // The Spanish drawing only once the catalogue gives the product's name in Spanish (catalog:check names it).
  const es = locale === 'es' && product.es?.name !== undefined;
  return {
    src: productImagePath(product.id, 1, es ? 'es' : 'en'),
    alt: es
      ? `Datos principales de ${product.es?.name}: ${facts.join('; ')}`
      : `Key facts about the ${product.name}: ${productFacts(product)
          .map((f) => `${f.label.toLowerCase()} ${f.value}`)
          .join('; ')}`,
  };
}

/** The product's drawing (`1-1.svg`), with what it shows in words. */
export function productDrawing(product: Product): GalleryImage {
  return { src: productImagePath(product.id, 0), alt: product.images[0] ?? product.imagePlaceholder };
}

/** The gallery: the product's photos, or else its drawing, then a drawing of its key facts in the page's language. */
export function productGallery(product: Product, locale: Locale = 'en'): GalleryImage[] {
  const photos = productPhotos(product).map(({ src, alt }) => ({ src, alt }));
  return [...(photos.length > 0 ? photos : [productDrawing(product)]), factsImage(product, locale)];
}

/** What a listing card needs: no specifications, accessories or Medicare text. */
export interface CardProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  price: Cents;
  originalPrice: Cents;
  rating: number;
  reviews: number;
  medicareEligible: boolean;
  image: string;
  imageAlt: string;
  features: string[];
  /** Set when a Spanish card shows the catalogue's English, for want of its Spanish: the card marks it. */
  lang?: 'en';
}

/** A card's words in Spanish, kept in the product's own file for the Spanish listings' search results. */
export type SpanishCard = Pick<CardProduct, 'name' | 'description' | 'features' | 'imageAlt'>;

export function toCardProduct(p: Product, locale: Locale = 'en'): CardProduct {
  const picture = productPicture(p);
  const words = productWords(p, locale);
  const english = words.name.english || words.description.english;
  return {
    id: p.id,
    name: words.name.text,
    description: words.description.text,
    category: p.category,
    price: toCents(p.price),
    originalPrice: toCents(p.originalPrice),
    rating: p.rating,
    reviews: p.reviews,
    medicareEligible: p.medicareEligible,
    image: picture.src,
    imageAlt: p.photos?.length || locale === 'en' ? picture.alt : words.imagePlaceholder.text,
    features: words.features.text.slice(0, 3),
    ...(english ? { lang: 'en' as const } : {}),
  };
}

/**
 * A product's own file (`/catalog/<id>.json`): its checkout prices and its card, with the card's Spanish words when
 * the catalogue gives them.
 */
export function toProductFile(p: Product): Omit<PricedProduct, 'es'> & CardProduct & { es?: SpanishCard } {
  const spanish = toCardProduct(p, 'es');
  return {
    ...toPricedProduct(p),
    ...toCardProduct(p),
    ...(spanish.lang
      ? {}
      : {
          es: {
            name: spanish.name,
            description: spanish.description,
            features: spanish.features,
            imageAlt: spanish.imageAlt,
          },
        }),
  };
}

export function toPricedProduct(p: Product): Omit<PricedProduct, 'es'> {
  const picture = productPicture(p);
  return {
    ...pricedLine(p),
    medicareEligible: p.medicareEligible,
    image: picture.src,
    imageAlt: picture.alt,
  };
}
