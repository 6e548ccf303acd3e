import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/domain/locale';

/**
 * next-intl's configuration for each page as it is rendered at build time. The layouts and pages name their
 * language (`setRequestLocale`); English is the store's own, and the root.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const messages = (await import(`../../data/messages/${locale}.json`)).default;
  return { locale, messages, timeZone: 'America/New_York' };
});
