import { Listing, listingPageMetadata, type ListingProps } from '@/app/_pages/listings';

const props: ListingProps = { params: Promise.resolve({}) };

export const generateMetadata = () => listingPageMetadata(props, 'es');

export default function SpanishAllListing() {
  return <Listing {...props} locale="es" />;
}
