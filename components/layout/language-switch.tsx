'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { rememberLanguage, rememberedLanguage } from '@/lib/browser/language-choice';
import { hasSpanish, htmlLang, localizedPath, routeOf, type Locale } from '@/lib/domain/locale';
import { assetPath } from '@/lib/domain/paths';

const never = () => () => {};

/**
 * The link to this page in the other language, with the page's query. Following it remembers her choice on the device; when she later
 * lands on a page in the language she did not choose, the link offers this page in hers, in her words. It never
 * sends her anywhere by itself, and a page that is not in the other language shows no link.
 */
export function LanguageSwitch({ locale, label, offer }: { locale: Locale; label: string; offer: string }) {
  const { path } = routeOf(usePathname());
  const remembered = useSyncExternalStore(never, rememberedLanguage, () => null);
  if (!hasSpanish(path)) return null;
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const page = assetPath(localizedPath(other, path));
  // The same page with the same query (a search, a filter, an order number, a checkout step), read as she reaches
  // for the link: the listing changes the query in place as she types.
  const withQuery = (event: { currentTarget: HTMLAnchorElement }) => {
    event.currentTarget.href = `${page}${window.location.search}`;
  };
  return (
    <a
      href={page}
      lang={htmlLang[other]}
      hrefLang={htmlLang[other]}
      onPointerDown={withQuery}
      onFocus={withQuery}
      onClick={(event) => {
        withQuery(event);
        rememberLanguage(other);
      }}
      className="inline-flex h-11 items-center font-semibold underline"
    >
      {remembered === other ? offer : label}
    </a>
  );
}
