import * as z from 'zod/mini';
import { medicareBillings } from './estimate';

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
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;

/** A price file's contents, if they are what the store writes for this product: anything else is not believed. */
export function parsePricedProduct(raw: unknown, id: number): PricedProduct | null {
  const parsed = pricedProductSchema.safeParse(raw);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}
