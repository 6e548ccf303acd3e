import { ListingPage } from '@/components/listing/listing-page';
import { listingData, listingMetadata } from '@/lib/build/listing-pages';

export const metadata = listingMetadata(undefined);

export default function ProductsPage() {
  return <ListingPage listing={listingData()} />;
}
