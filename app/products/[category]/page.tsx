import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/listing/listing-page';
import { getCategories, getCategory } from '@/lib/catalog';

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
  return <ListingPage category={getCategory((await params).category)} />;
}
