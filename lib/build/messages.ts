import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import type { Locale } from '@/lib/domain/locale';

/**
 * The messages of a language, for build-time code that runs outside a page's render too (the structured data and
 * the feeds are written by scripts): the same files next-intl reads.
 */
export function messagesOf(locale: Locale): typeof english {
  return locale === 'es' ? spanish : english;
}
