import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { listingData, listingMetadata, listingPageParams } from '@/lib/build/listing-pages';

export const dynamicParams = false;

/** /products/page/2/ and on: all products, 24 a page by name. Page 1 answers here too, canonical /products/. */
export function generateStaticParams() {
  return listingPageParams();
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(undefined, Number((await params).page));
}

export default async function ProductsPageN({ params }: Props) {
  return <ListingPage listing={listingData(undefined, Number((await params).page))} />;
}
