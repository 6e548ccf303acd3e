/**
 * The store's facts: how to reach it, when it is open, what it charges and promises, and the Medicare rules
 * its estimates use. Every page, the JSON-LD, the calculator, checkout and the policy pages read them from
 * here, so a change is made once.
 */

import { contact } from './contact';
import { medicare } from './medicare-rules';
import { taxRatePercent } from './sales-tax';
import { shippingMethods } from './shipping-methods';

export interface OpeningHours {
  /** As shown to people, e.g. "Monday - Friday". */
  label: string;
  /** schema.org day names. */
  days: readonly string[];
  /** 24-hour "HH:MM" local (Eastern) time; absent when closed. */
  opens?: string;
  closes?: string;
}

const handlingDays = { min: 1, max: 2 } as const;

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export { shippingMethods };

export const facts = {
  ...contact,
  address: {
    street: '89-14 Sutphin Boulevard',
    city: 'Jamaica',
    region: 'NY',
    postalCode: '11435',
    country: 'US',
  },
  geo: { lat: 40.7033, lon: -73.8081 },
  /** When the phone line is answered (the footer's hours). */
  phoneSupportHours: {
    summary: 'Mon-Fri 8AM-6PM EST',
    summaryEs: 'lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este)',
    hours: [{ label: 'Monday - Friday', days: weekdays, opens: '08:00', closes: '18:00' }],
  },
  /** When the Jamaica, NY store is open (the contact page and the LocalBusiness JSON-LD). */
  storeHours: [
    { label: 'Monday - Friday', days: weekdays, opens: '09:00', closes: '18:00' },
    { label: 'Saturday', days: ['Saturday'], opens: '10:00', closes: '16:00' },
    { label: 'Sunday', days: ['Sunday'] },
  ] satisfies readonly OpeningHours[],
  /**
   * The store's own profiles on social sites, as `{ name, href }`; the footer's "Follow Us" and the
   * Organization markup's `sameAs` list exactly these, and nothing while there are none.
   */
  socialProfiles: [] as readonly { name: string; href: string }[],
  /** How soon a specialist calls back or answers a message. */
  replyWithin: '2 business hours',
  replyWithinEs: '2 horas hábiles',
  taxRatePercent,
  shippingMethods,
  /** Business days between an order and its leaving the warehouse (overnight orders by 2 PM EST leave the same day). */
  handlingDays,
  shipsWithin: `${handlingDays.min}-${handlingDays.max} business days`,
  shipsWithinEs: `${handlingDays.min} a ${handlingDays.max} días hábiles`,
  /** Returns are free within the window: a prepaid label, by mail. */
  returnWindowDays: 30,
  /** From the day a return reaches the warehouse to the refund. */
  refundWithin: '5 business days',
  refundWithinEs: '5 días hábiles',
  medicare,
} as const;

/** "9:00 AM - 6:00 PM EST", or "Closed"; in Spanish "9:00 a. m. a 6:00 p. m. (hora del Este)", or "Cerrado". */
export function formatHours(hours: OpeningHours, language: 'en' | 'es' = 'en'): string {
  const es = language === 'es';
  if (!hours.opens || !hours.closes) return es ? 'Cerrado' : 'Closed';
  const [opens, closes] = [clock(hours.opens, es), clock(hours.closes, es)];
  return es ? `${opens} a ${closes} (hora del Este)` : `${opens} - ${closes} EST`;
}

function clock(time: string, es: boolean): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const half = es ? (h < 12 ? 'a. m.' : 'p. m.') : h < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(m).padStart(2, '0')} ${half}`;
}

export function formatAddress(): string {
  const a = facts.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
