import type english from '@/data/messages/en.json';
import type { Locale } from '@/lib/domain/locale';
import type { OrderWords, RemittanceWords } from '@/lib/domain/order-words';

/** Track Order's words in the page's language: the Track and Order messages, filled in by the island. */
export interface TrackWords {
  track: (typeof english)['Track'];
  order: OrderWords;
  /** Why her share is what it is, from Medicare's remittance. */
  remittance: RemittanceWords;
  locale: Locale;
  /** The Pay a Bill page, in the page's language (or in English, marked so). */
  pay: { href: string; hrefLang?: string };
}
