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
  name: string;
  rating: number;
  date: string;
  title: string;
  content: string;
  verified: boolean;
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
