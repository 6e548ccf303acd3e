import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { getCategories, getCategory } from '@/lib/catalog';
import { categoryPath } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().map((c) => ({ category: c.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategory((await params).category);
  if (!category) return {};
  return pageMetadata({
    title: category.name,
    description: `${category.description} Medicare Part B accepted, free standard shipping.`,
    path: categoryPath(category.slug),
  });
}

export default async function CategoryPage({ params }: Props) {
  return <ListingPage category={getCategory((await params).category)} />;
}
