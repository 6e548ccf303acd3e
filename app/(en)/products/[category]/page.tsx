import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { getCategories, getCategory } from '@/lib/build/catalog';
import { listingData, listingMetadata } from '@/lib/build/listing-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().map((c) => ({ category: c.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategory((await params).category);
  return category ? listingMetadata(category) : {};
}

export default async function CategoryPage({ params }: Props) {
  return <ListingPage listing={listingData(getCategory((await params).category))} />;
}
