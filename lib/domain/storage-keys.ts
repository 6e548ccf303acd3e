/**
 * Every key the store keeps in the shopper's browser, in one place: the stores and the checkout use them, and the
 * privacy policy names each one (and only these).
 */
export const storageKeys = {
  /** The cart: product ids and quantities (localStorage). */
  cart: 'medical-supply-cart',
  /** Saved products: ids only (localStorage). */
  saved: 'medical-supply-saved',
  /** The checkout's shipping details and choices, for the tab (sessionStorage). */
  checkout: 'medical-supply-checkout',
  /** The answer about this year's Part B deductible, for the visit (sessionStorage). */
  deductible: 'medical-supply-deductible',
  /** The last confirmation, for a reload in the same tab (sessionStorage). */
  lastOrder: 'medical-supply-last-order',
  /** The attempt key of an order being placed, so a retry is the same order (sessionStorage). */
  orderAttempt: 'medical-supply-order-attempt',
  /** The order number and ZIP code of a bill being paid, to show it again on the way back from Stripe (sessionStorage). */
  billLookup: 'medical-supply-bill',
  /** The language chosen with the language switch, on this device (localStorage). */
  language: 'medical-supply-language',
} as const;
