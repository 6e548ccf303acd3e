export type CategorySlug = 'sleep-therapy' | 'respiratory' | 'mobility' | 'patient-care' | 'braces';

export type IllustrationKind =
  | 'cpap'
  | 'bipap'
  | 'mask'
  | 'humidifier'
  | 'concentrator'
  | 'portable-concentrator'
  | 'nebulizer'
  | 'oximeter'
  | 'wheelchair'
  | 'lightweight-wheelchair'
  | 'walker'
  | 'rollator'
  | 'knee-brace'
  | 'back-brace'
  | 'hospital-bed'
  | 'shower-chair';

export interface Category {
  slug: CategorySlug;
  name: string;
  description: string;
  imageAlt: string;
  medicareEligible: boolean;
}

export interface MedicareInfo {
  eligible: boolean;
  hcpcs: string;
  coverage: string;
  requirements: readonly string[];
  process: readonly string[];
}

export interface Accessory {
  name: string;
  price: number;
  image: string;
}

export interface Review {
  id: number;
  /** First name and last initial. */
  name: string;
  location: string;
  rating: number;
  date: string;
  title: string;
  content: string;
  verified: boolean;
}

export interface ProductReviews {
  /** How many reviews gave 5, 4, 3, 2 and 1 stars. */
  stars: readonly [number, number, number, number, number];
  /** The reviews the product page shows, newest first. */
  reviews: readonly Review[];
}

export interface Product {
  id: number;
  name: string;
  brand: string;
  category: CategorySlug;
  price: number;
  originalPrice: number;
  imagePlaceholder: string;
  images: readonly string[];
  illustration: IllustrationKind;
  rating: number;
  reviews: number;
  medicareEligible: boolean;
  inStock: boolean;
  sku: string;
  description: string;
  features: readonly string[];
  specifications: Readonly<Record<string, string>>;
  medicareInfo: MedicareInfo;
  accessories: readonly Accessory[];
}
