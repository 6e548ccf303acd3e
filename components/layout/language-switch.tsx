'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { rememberLanguage, rememberedLanguage } from '@/lib/browser/language-choice';
import { hasSpanish, htmlLang, localizedPath, routeOf, type Locale } from '@/lib/domain/locale';
import { assetPath } from '@/lib/domain/paths';

const never = () => () => {};

/**
 * The link to this page in the other language. Following it remembers her choice on the device; when she later
 * lands on a page in the language she did not choose, the link offers this page in hers, in her words. It never
 * sends her anywhere by itself, and a page that is not in the other language shows no link.
 */
export function LanguageSwitch({ locale, label, offer }: { locale: Locale; label: string; offer: string }) {
  const { path } = routeOf(usePathname());
  const remembered = useSyncExternalStore(never, rememberedLanguage, () => null);
  if (!hasSpanish(path)) return null;
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <a
      href={assetPath(localizedPath(other, path))}
      lang={htmlLang[other]}
      hrefLang={htmlLang[other]}
      onClick={() => rememberLanguage(other)}
      className="inline-flex h-11 items-center font-semibold underline"
    >
      {remembered === other ? offer : label}
    </a>
  );
}
