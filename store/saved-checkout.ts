import * as z from 'zod/mini';
import { shippingMethods } from '@/data/facts';
import { emptyCheckout } from '@/lib/domain/checkout-fields';
import { fieldLimits } from '@/lib/domain/field-limits';
import { paymentMethods } from '@/lib/domain/intake-contract';

/** A saved text field: kept when it is a string, cut to the longest a person may type, else empty. */
const savedText = z.catch(
  z.pipe(
    z.string(),
    z.transform((v) => v.slice(0, fieldLimits.address)),
  ),
  '',
);

/**
 * What a tab keeps of the checkout (sessionStorage): the shipping details and the two choices, read back
 * field by field so one odd value never costs the rest; anything but an object is nothing saved.
 */
const savedCheckoutSchema = z.catch(
  z.object({
    shipping: z.catch(
      z.object({
        firstName: savedText,
        lastName: savedText,
        email: savedText,
        phone: savedText,
        address: savedText,
        city: savedText,
        state: savedText,
        zipCode: savedText,
      }),
      emptyCheckout.shipping,
    ),
    shippingMethod: z.catch(z.enum(shippingMethods.map((m) => m.id)), emptyCheckout.shippingMethod),
    paymentMethod: z.catch(z.enum(paymentMethods), emptyCheckout.paymentMethod),
  }),
  emptyCheckout,
);

export type SavedCheckout = z.infer<typeof savedCheckoutSchema>;

/** Reads back what the tab saved: anything unknown or of the wrong type falls back to the default. */
export function readSavedCheckout(raw: unknown): SavedCheckout {
  return savedCheckoutSchema.parse(raw);
}
