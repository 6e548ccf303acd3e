import { shippingMethods, type ShippingMethod } from '@/data/shipping-methods';
import { emptyCheckout, type ShippingDetails } from '@/lib/domain/checkout-fields';
import { fieldLimits } from '@/lib/domain/field-limits';
import { isRecord } from '@/lib/domain/guards';
import { paymentMethods, type PaymentMethod } from '@/lib/domain/payment-methods';

export type SavedCheckout = typeof emptyCheckout;

/** A saved text field: kept when it is a string, cut to the longest a person may type, else empty. */
const savedText = (v: unknown): string => (typeof v === 'string' ? v.slice(0, fieldLimits.address) : '');

/** One of the choices offered, or the default. */
function oneOf<T extends string>(choices: readonly T[], v: unknown, otherwise: T): T {
  return choices.find((c) => c === v) ?? otherwise;
}

/**
 * What a tab keeps of the checkout (sessionStorage), read back field by field so one odd value never costs the
 * rest: the shipping details and the two choices; anything but an object is nothing saved. Checked by hand, as the
 * cart is (lib/domain/cart.ts), so a returning tab's checkout does not load zod's core for it.
 */
export function readSavedCheckout(raw: unknown): SavedCheckout {
  if (!isRecord(raw)) return emptyCheckout;
  const saved = raw.shipping;
  const shipping: ShippingDetails = isRecord(saved)
    ? {
        firstName: savedText(saved.firstName),
        lastName: savedText(saved.lastName),
        email: savedText(saved.email),
        phone: savedText(saved.phone),
        address: savedText(saved.address),
        city: savedText(saved.city),
        state: savedText(saved.state),
        zipCode: savedText(saved.zipCode),
      }
    : emptyCheckout.shipping;
  return {
    shipping,
    shippingMethod: oneOf<ShippingMethod>(
      shippingMethods.map((m) => m.id),
      raw.shippingMethod,
      emptyCheckout.shippingMethod,
    ),
    paymentMethod: oneOf<PaymentMethod>(paymentMethods, raw.paymentMethod, emptyCheckout.paymentMethod),
    paymentChosen: raw.paymentChosen === true,
  };
}
