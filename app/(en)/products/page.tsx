import { Listing, listingPageMetadata, type ListingProps } from '@/app/_pages/listings';

const props: ListingProps = { params: Promise.resolve({}) };

export const generateMetadata = () => listingPageMetadata(props, 'en');

export default function EnglishAllListing() {
  return <Listing {...props} locale="en" />;
}
