/**
 * How to reach the store: the few facts the browser's own code needs (call and e-mail links in checkout, the
 * forms' refusals), apart from the rest of data/facts.ts, which spreads them in.
 */
export const contact = {
  phone: '(718) 555-0142',
  phoneHref: 'tel:+17185550142',
  phoneE164: '+1-718-555-0142',
  email: 'support@jamaicamedicalsupply.com',
} as const;
