import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Heart } from '@/components/ui/icons';
import { SavedList } from '@/components/saved/saved-list';
import { site } from '@/data/site';
import { messagesOf } from '@/lib/build/messages';
import { fill } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import { pageMetadata } from '@/lib/domain/seo';

/** Saved Products in each language: app/(en)/saved/ and app/es/saved/. */
export function savedMetadata(locale: Locale): Metadata {
  const t = messagesOf(locale).Saved;
  return pageMetadata({
    title: t.title,
    description: fill(t.description, { name: site.name }),
    path: '/saved/',
    locale,
    index: false,
  });
}

export function Saved({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const words = messagesOf(locale).Saved;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{words.lead}</p>
      {/* A screen tall whatever the list holds, so the footer starts below the first screen and does not move
          when the saved products are read. */}
      <div className="mt-6 min-h-svh">
        <SavedList
          words={words}
          locale={locale}
          emptyIcon={<Heart aria-hidden className="mx-auto size-12 text-slate-400" />}
        />
      </div>
    </div>
  );
}
