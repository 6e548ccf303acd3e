import type { Locale } from '@/lib/domain/locale';

/** The store's intake, as the build was told (INTAKE_URL); empty when the site takes orders by phone. */
export const intakeUrl = (process.env.NEXT_PUBLIC_INTAKE_URL ?? '').replace(/\/+$/, '');

/**
 * Whether card payments are taken online, on the processor's hosted page (ONLINE_PAYMENTS=stripe at build, with the
 * intake's Stripe keys set), or by a specialist over the phone. Either way no card field exists on this site.
 */
export const onlinePayments = process.env.NEXT_PUBLIC_ONLINE_PAYMENTS === 'stripe';

/**
 * The address of the site this page is on, in the page's language (its origin, base path and `/es` for Spanish): the
 * processor's page brings the shopper back to the same language.
 */
export function siteAddress(locale: Locale): string {
  return `${window.location.origin}${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${locale === 'es' ? '/es' : ''}`;
}
