import { isLocale, type Locale } from '@/lib/domain/locale';
import { storageKeys } from '@/lib/domain/storage-keys';

const KEY = storageKeys.language;

/** Keeps the language the shopper chose with the switch, on this device (never sent anywhere). */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage blocked or full: the choice lasts as long as the page she switched to.
  }
}

/** The language the shopper chose before, if she did; anything else stored under the key is ignored. */
export function rememberedLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
