import type { Metadata } from 'next';
import type { Category, Product, Review } from './catalog-schema';
import { site } from '@/data/site';
import { facts, shippingMethods } from '@/data/facts';
import { absoluteUrl, categoryPath, productPath } from './paths';
import { htmlLang, languagesOf, localizedPath, localizedRoute, openGraphLocale, type Locale } from './locale';
import { structuredPhotoPaths } from './photos';
import { categoryWords, productWords } from './catalog-language';
import { SHARE_DIR, shareImagePath } from './share-image';

const standardShipping = shippingMethods[0];

export type JsonLd = Record<string, unknown>;

/** Search engines show about 60 characters of a title and 160 of a description. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** Cuts text to at most `max` characters at a word boundary, closing with an ellipsis when it cut. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // The last space that leaves room for the ellipsis; a single long word is cut inside.
  const space = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, space > 0 ? space : max - 1).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** The whole `<title>`: the page's own title with the store's name when both fit in 60 characters. */
export function pageTitle(title: string): string {
  const branded = `${title} | ${site.name}`;
  return branded.length <= TITLE_MAX ? branded : cutAtWord(title, TITLE_MAX);
}

const defaultShareImage = {
  path: `${SHARE_DIR}/default.png`,
  width: 1200,
  height: 630,
  alt: `${site.name}: home medical equipment with Medicare Part B billing`,
};

/**
 * A page's canonical URL, and where it has twins in other languages, each of them by its `hreflang` and the
 * English one as `x-default`: each language's page names them all, itself included, as search engines ask.
 */
export function alternatesOf(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const canonical = absoluteUrl(localizedPath(locale, path));
  const languages = languagesOf(path);
  if (languages.length < 2) return { canonical };
  return {
    canonical,
    languages: {
      ...Object.fromEntries(languages.map((l) => [htmlLang[l], absoluteUrl(localizedPath(l, path))])),
      'x-default': absoluteUrl(path),
    },
  };
}

/**
 * Every page's metadata: title, description, canonical URL, and the Open Graph and Twitter cards with the
 * store's defaults (site name, locale, share image) merged in, since Next replaces rather than merges them.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  index = true,
  locale = 'en',
}: {
  title: string;
  description: string;
  /** The page's route, in English; a page without one (the 404 page) has no canonical URL. */
  path?: string;
  /** The page's language: its canonical URL is the route in it, and its twins in the others are named. */
  locale?: Locale;
  image?: { path: string; width: number; height: number; alt: string };
  index?: boolean;
}): Metadata {
  const url = path === undefined ? undefined : absoluteUrl(localizedPath(locale, path));
  const languages = path === undefined ? [] : languagesOf(path);
  const alternates = path === undefined ? undefined : alternatesOf(path, locale);
  const fullTitle = pageTitle(title);
  const text = cutAtWord(description, DESCRIPTION_MAX);
  const share = image ?? defaultShareImage;
  const images = [{ url: absoluteUrl(share.path), width: share.width, height: share.height, alt: share.alt }];
  return {
    title: { absolute: fullTitle },
    description: text,
    ...(alternates ? { alternates } : {}),
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: openGraphLocale[locale],
      ...(languages.length > 1
        ? { alternateLocale: languages.filter((l) => l !== locale).map((l) => openGraphLocale[l]) }
        : {}),
      ...(url ? { url } : {}),
      title: fullTitle,
      description: text,
      images,
    },
    // X reads the title and description from Open Graph; the image is named for the large card.
    twitter: { card: 'summary_large_image', images: images.map(({ url, alt }) => ({ url, alt })) },
    ...(index ? {} : { robots: { index: false } }),
  };
}

/** JSON for a `<script type="application/ld+json">`: no product text can close the script tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A product's images for search engines: its photos at 1:1, 4:3 and 16:9, or else its share image. */
function productImagePaths(product: Product): string[] {
  const photos = structuredPhotoPaths(product);
  return photos.length > 0 ? photos : [shareImagePath(product.id)];
}

/** Offers are valid to the end of next year; the site is rebuilt whenever a price changes. */
export function priceValidUntil(now = new Date()): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

/** Review markup for exactly the reviews the page shows. */
function reviewJsonLd(review: Review): JsonLd {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.content,
    inLanguage: review.language ?? 'en',
    datePublished: review.date,
    author: { '@type': 'Person', name: review.name },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

export function productJsonLd(
  product: Product,
  category: Category,
  shownReviews: readonly Review[] = [],
  locale: Locale = 'en',
): JsonLd {
  const url = absoluteUrl(localizedRoute(locale, productPath(product.id)));
  const words = productWords(product, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: words.name.text,
    sku: product.sku,
    image: productImagePaths(product).map(absoluteUrl),
    description: words.description.text,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(product.mpn ? { mpn: product.mpn } : {}),
    category: categoryWords(category, locale).name.text,
    url,
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(shownReviews.length > 0 ? { review: shownReviews.map(reviewJsonLd) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      priceValidUntil: priceValidUntil(),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.name },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'USD' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: {
            '@type': 'QuantitativeValue',
            minValue: facts.handlingDays.min,
            maxValue: facts.handlingDays.max,
            unitCode: 'DAY',
          },
          transitTime: {
            '@type': 'QuantitativeValue',
            minValue: standardShipping.transitDays.min,
            maxValue: standardShipping.transitDays.max,
            unitCode: 'DAY',
          },
        },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'US',
        returnPolicyCountry: 'US',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: facts.returnWindowDays,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], locale: Locale = 'en'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizedRoute(locale, item.path)),
    })),
  };
}

export function itemListJsonLd(
  name: string,
  products: readonly { id: number; name: string }[],
  locale: Locale = 'en',
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(localizedRoute(locale, productPath(p.id))),
      name: p.name,
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** One trail everywhere: Home › category › product. The page shows it and its BreadcrumbList repeats it. */
export function breadcrumbTrail(
  category?: Pick<Category, 'slug' | 'name'>,
  product?: { id: number; name: string },
  words: { home: string; all: string } = { home: 'Home', all: 'All Medical Equipment' },
): Crumb[] {
  const trail: Crumb[] = [{ name: words.home, path: '/' }];
  trail.push(
    category
      ? { name: category.name, path: categoryPath(category.slug) }
      : { name: words.all, path: '/products/' },
  );
  if (product) trail.push({ name: product.name, path: productPath(product.id) });
  return trail;
}

/** The home page's Organization (logo, contact point) and WebSite markup. */
export function organizationJsonLd(): JsonLd[] {
  const url = absoluteUrl('/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: site.name,
      url,
      logo: absoluteUrl(`${SHARE_DIR}/logo.png`),
      ...(facts.socialProfiles.length > 0 ? { sameAs: facts.socialProfiles.map((p) => p.href) } : {}),
      email: facts.email,
      telephone: facts.phoneE164,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: facts.phoneE164,
        email: facts.email,
        areaServed: 'US',
        availableLanguage: 'English',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url,
      publisher: { '@id': `${url}#organization` },
    },
  ];
}

/** The store as a local business, open at the store's hours (not the phone line's). */
export function medicalBusinessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: site.name,
    url: absoluteUrl('/'),
    telephone: facts.phoneE164,
    email: facts.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.geo.lat, longitude: facts.geo.lon },
    openingHoursSpecification: facts.storeHours.flatMap((h) =>
      h.opens && h.closes
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes }]
        : [],
    ),
  };
}
