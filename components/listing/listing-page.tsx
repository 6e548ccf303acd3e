import { useMessages, useTranslations } from 'next-intl';
import type { ListingData } from '@/lib/domain/listing';
import { toCardProduct } from '@/lib/domain/product';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { categoryWords } from '@/lib/domain/catalog-language';
import { localizedHref, localizedPath, localizedRoute, type Locale } from '@/lib/domain/locale';
import { breadcrumbTrail } from '@/lib/domain/seo';
import { ProductListing } from './product-listing';

/** A listing's static page in its language (lib/build/listing-pages.ts reads what it holds). */
export function ListingPage({ listing, locale }: { listing: ListingData; locale: Locale }) {
  const { title, category, shown, page } = listing;
  const t = useTranslations('Listing');
  const frame = useTranslations('Frame');
  const nav = useTranslations('Nav');
  const messages = useMessages();
  const description = category ? categoryWords(category, locale).description : null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      {/* Its ItemList is written into the page after the build (scripts/structured-data.ts). */}
      <Breadcrumbs
        trail={breadcrumbTrail(category && { slug: category.slug, name: title }, undefined, {
          home: nav('home'),
          all: t('allTitle'),
        })}
        locale={locale}
        label={frame('breadcrumb')}
      />
      <h1 className="mt-3 text-3xl font-bold">
        {title}
        {page > 1 ? <span className="sr-only">{t('pageSuffix', { page })}</span> : null}
      </h1>
      {description ? (
        <p className="mt-2 max-w-3xl text-lg text-slate-700" lang={description.english ? 'en' : undefined}>
          {description.text}
        </p>
      ) : null}
      <div className="mt-6">
        <ProductListing
          products={shown.map((p) => toCardProduct(p, locale))}
          category={category?.slug}
          total={listing.total}
          page={page}
          rootPath={localizedRoute(locale, listing.rootPath)}
          categories={listing.categories.map((c) => ({ ...c, path: localizedRoute(locale, c.path) }))}
          words={messages.Listing}
          cardWords={{
            stars: {
              rated: messages.Product.rated,
              outOf: messages.Product.outOf,
              reviewCount: messages.Product.reviewCount,
            },
            wasWord: messages.Product.was,
            addedTitle: messages.Product.addedTitle,
            viewCart: messages.Product.viewCart,
            cartHref: localizedHref(locale, '/checkout/').href,
            productPrefix: localizedPath(locale, ''),
          }}
          locale={locale}
        />
      </div>
    </div>
  );
}
