import { ListingPage, listingMetadata } from '@/components/listing/listing-page';

export const metadata = listingMetadata(undefined);

export default function ProductsPage() {
  return <ListingPage />;
}
