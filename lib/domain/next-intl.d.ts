import type english from '@/data/messages/en.json';
import type { Locale } from './locale';

// The messages' keys and the locales are checked where they are used: `t('…')` with a key that English does not
// have fails the type check, and data/messages/messages.test.ts holds Spanish to English's keys.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof english;
  }
}
