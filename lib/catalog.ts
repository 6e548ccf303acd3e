import { categories } from '@/data/categories';
import { products as baseProducts } from '@/data/products';
import { productReviews } from '@/data/reviews';
import type { Category, CategorySlug, Product, ProductReviews } from '@/data/types';
import { expandCatalog } from './catalog-scale';
import { toCents, type Cents } from './money';
import { productImagePath } from './paths';

const products: readonly Product[] = expandCatalog(baseProducts, Number(process.env.CATALOG_SIZE ?? 0));
const byId = new Map(products.map((p) => [p.id, p]));

export function getProducts(): readonly Product[] {
  return products;
}

export function getProductIds(): number[] {
  return products.map((p) => p.id);
}

export function getProduct(id: number | string): Product | undefined {
  return byId.get(Number(id));
}

/** The spec sends an unknown product id to the first product. */
export function getProductOrFirst(id: number | string): Product {
  return getProduct(id) ?? (products[0] as Product);
}

export function getCategories(): readonly Category[] {
  return categories;
}

export function isCategorySlug(slug: string): slug is CategorySlug {
  return categories.some((c) => c.slug === slug);
}

export function getCategory(slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

export function getProductsInCategory(slug: CategorySlug): Product[] {
  return products.filter((p) => p.category === slug);
}

/** The specifications a shopper checks first (will it fit, can I lift it), at most three. */
const factKeys = ['Dimensions', 'Weight', 'Seat width', 'Seat height', 'Weight capacity', 'Sizes'];

export function productFacts(product: Product): { label: string; value: string }[] {
  const specs = product.specifications;
  const keys = factKeys.filter((k) => specs[k] !== undefined);
  const chosen = keys.length > 0 ? keys : Object.keys(specs);
  return chosen.slice(0, 3).map((label) => ({ label, value: specs[label] ?? '' }));
}

interface GalleryImage {
  src: string;
  alt: string;
}

/** The gallery: the drawing of the product, then a drawing of its key facts. */
export function productGallery(product: Product): [GalleryImage, GalleryImage] {
  const facts = productFacts(product).map((f) => `${f.label.toLowerCase()} ${f.value}`);
  return [
    { src: productImagePath(product.id, 0), alt: product.images[0] ?? product.imagePlaceholder },
    { src: productImagePath(product.id, 1), alt: `Key facts about the ${product.name}: ${facts.join('; ')}` },
  ];
}

const noReviews: ProductReviews = { stars: [0, 0, 0, 0, 0], reviews: [] };

/** A product's star breakdown and shown reviews; a generated catalogue's copies share their original's. */
export function getReviews(product: Product): ProductReviews {
  const original = ((product.id - 1) % baseProducts.length) + 1;
  return productReviews[product.id] ?? productReviews[original] ?? noReviews;
}

/** What a listing card needs: no specifications, accessories or Medicare text. */
export interface CardProduct {
  id: number;
  name: string;
  description: string;
  category: CategorySlug;
  price: Cents;
  originalPrice: Cents;
  rating: number;
  reviews: number;
  medicareEligible: boolean;
  image: string;
  imageAlt: string;
  features: string[];
}

export function toCardProduct(p: Product): CardProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    category: p.category,
    price: toCents(p.price),
    originalPrice: toCents(p.originalPrice),
    rating: p.rating,
    reviews: p.reviews,
    medicareEligible: p.medicareEligible,
    image: productImagePath(p.id),
    imageAlt: p.imagePlaceholder,
    features: p.features.slice(0, 3),
  };
}

/** What the checkout needs to price a cart: prices always come from here, never from storage. */
export interface PricedProduct {
  id: number;
  name: string;
  price: Cents;
  medicareEligible: boolean;
  image: string;
  imageAlt: string;
}

export function toPricedProduct(p: Product): PricedProduct {
  return {
    id: p.id,
    name: p.name,
    price: toCents(p.price),
    medicareEligible: p.medicareEligible,
    image: productImagePath(p.id),
    imageAlt: p.imagePlaceholder,
  };
}
