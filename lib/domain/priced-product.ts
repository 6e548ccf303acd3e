import type { Product } from './catalog-schema';
import { isRecord } from './guards';
import { medicareBillings, termsFromCatalogue, type MedicareBilling, type MedicareTerms } from './estimate';
import { toCents, type Cents } from './money';

/** What the checkout prices a cart line with: prices always come from the catalogue, never from storage. */
export interface PricedProduct {
  id: number;
  name: string;
  price: Cents;
  medicareEligible: boolean;
  taxable: boolean;
  medicare: MedicareTerms;
  image: string;
  imageAlt: string;
  /** Its name and picture's text in Spanish, when the catalogue gives them (the product's file carries its card's). */
  es?: { name: string; imageAlt: string };
}

const isCents = (v: unknown): v is Cents => Number.isInteger(v) && (v as number) > 0;
const isName = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isBilling = (v: unknown): v is MedicareBilling => medicareBillings.some((b) => b === v);

function medicareTermsOf(raw: unknown): MedicareTerms | null {
  if (!isRecord(raw)) return null;
  const { eligible, billing, allowedAmount, monthlyRental } = raw;
  if (typeof eligible !== 'boolean' || !isBilling(billing)) return null;
  if (allowedAmount !== undefined && !isCents(allowedAmount)) return null;
  if (monthlyRental !== undefined && !isCents(monthlyRental)) return null;
  return {
    eligible,
    billing,
    ...(allowedAmount === undefined ? {} : { allowedAmount }),
    ...(monthlyRental === undefined ? {} : { monthlyRental }),
  };
}

function spanishOf(raw: unknown): PricedProduct['es'] | null {
  if (!isRecord(raw) || !isName(raw.name) || typeof raw.imageAlt !== 'string') return null;
  return { name: raw.name, imageAlt: raw.imageAlt };
}

/**
 * A price file's contents, if they are what the store writes for this product: anything else is not believed, and
 * only the fields the checkout reads are kept. Checked by hand, as the cart is (lib/domain/cart.ts): zod's core
 * would be most of the checkout's own code on a phone's first visit.
 */
export function parsePricedProduct(raw: unknown, id: number): PricedProduct | null {
  if (!isRecord(raw) || raw.id !== id) return null;
  const { name, price, medicareEligible, taxable, image, imageAlt, es } = raw;
  if (!isName(name) || !isCents(price) || typeof medicareEligible !== 'boolean') return null;
  if (typeof taxable !== 'boolean' || typeof image !== 'string' || typeof imageAlt !== 'string') return null;
  const medicare = medicareTermsOf(raw.medicare);
  if (!medicare) return null;
  const spanish = es === undefined ? undefined : spanishOf(es);
  if (spanish === null) return null;
  return {
    id,
    name,
    price,
    medicareEligible,
    taxable,
    medicare,
    image,
    imageAlt,
    ...(spanish ? { es: spanish } : {}),
  };
}

/** A catalogue product as an order line is priced: its price in cents, tax status and Medicare terms. */
export interface PricedLineFacts {
  id: number;
  name: string;
  price: Cents;
  taxable: boolean;
  medicare: MedicareTerms;
}

/**
 * The one mapping from a catalogue product to what its order lines are priced with: the price files the checkout
 * reads are written with it, and the intake prices every order with it, so the two cannot disagree.
 */
export function pricedLine(
  p: Pick<Product, 'id' | 'name' | 'price' | 'taxable' | 'medicareInfo'>,
): PricedLineFacts {
  return {
    id: p.id,
    name: p.name,
    price: toCents(p.price),
    taxable: p.taxable,
    medicare: termsFromCatalogue(p.medicareInfo),
  };
}
