/**
 * How an order is paid: by card, or billed to Medicare. Apart from the intake's contract, so the checkout can read
 * back a saved choice without loading the contract and its schemas.
 */
export const paymentMethods = ['card', 'medicare'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
