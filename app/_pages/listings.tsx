import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ListingPage } from '@/components/listing/listing-page';
import { getCategories, getCategory } from '@/lib/build/catalog';
import { listingData, listingMetadata, listingPageParams } from '@/lib/build/listing-pages';
import type { Locale } from '@/lib/domain/locale';
import { itemListJsonLd, serializeJsonLd } from '@/lib/domain/seo';

/**
 * The listings in each language: all products and each category, and their further pages (page/2/ and on; page
 * 1 answers there too, canonical to the listing). app/(en)/products/ and app/es/products/ name them.
 */
export type ListingProps = { params: Promise<{ category?: string; page?: string }> };

async function listingOf({ params }: ListingProps) {
  const { category, page } = await params;
  return { category: category === undefined ? undefined : getCategory(category), page: Number(page ?? 1) };
}

export const categoryParams = () => getCategories().map((c) => ({ category: c.slug }));

export const allPagesParams = () => listingPageParams();

export const categoryPagesParams = () =>
  getCategories().flatMap((c) => listingPageParams(c).map(({ page }) => ({ category: c.slug, page })));

export async function listingPageMetadata(props: ListingProps, locale: Locale): Promise<Metadata> {
  const { category, page } = await listingOf(props);
  return listingMetadata(category, page, locale);
}

export async function Listing({ locale, ...props }: ListingProps & { locale: Locale }) {
  setRequestLocale(locale);
  const { category, page } = await listingOf(props);
  const listing = listingData(category, page, locale);
  return (
    <>
      {/* The products this page of the listing shows, for search engines. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(itemListJsonLd(listing.title, listing.shown, locale)),
        }}
      />
      <ListingPage listing={listing} locale={locale} />
    </>
  );
}
