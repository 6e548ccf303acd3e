import * as z from 'zod/mini';
import type { Product } from './catalog-schema';
import { medicareBillings, termsFromCatalogue, type MedicareTerms } from './estimate';
import { toCents, type Cents } from './money';

const cents = z.int().check(z.positive());

/** What the checkout prices a cart line with: prices always come from the catalogue, never from storage. */
const pricedProductSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  price: cents,
  medicareEligible: z.boolean(),
  taxable: z.boolean(),
  medicare: z.object({
    eligible: z.boolean(),
    billing: z.enum(medicareBillings),
    allowedAmount: z.optional(cents),
    monthlyRental: z.optional(cents),
  }),
  image: z.string(),
  imageAlt: z.string(),
  /** Its name and picture's text in Spanish, when the catalogue gives them (the product's file carries its card's). */
  es: z.optional(z.object({ name: z.string().check(z.minLength(1)), imageAlt: z.string() })),
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;

/** A price file's contents, if they are what the store writes for this product: anything else is not believed. */
export function parsePricedProduct(raw: unknown, id: number): PricedProduct | null {
  const parsed = pricedProductSchema.safeParse(raw);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
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
