import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { getCategories, getCategory } from '@/lib/build/catalog';
import { listingData, listingMetadata, listingPageParams } from '@/lib/build/listing-pages';

export const dynamicParams = false;

/** /products/{category}/page/2/ and on; page 1 answers here too, canonical to the category. */
export function generateStaticParams() {
  return getCategories().flatMap((c) => listingPageParams(c).map(({ page }) => ({ category: c.slug, page })));
}

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  return listingMetadata(getCategory(category), Number(page));
}

export default async function CategoryPageN({ params }: Props) {
  const { category, page } = await params;
  return <ListingPage listing={listingData(getCategory(category), Number(page))} />;
}
