import { Listing, listingPageMetadata, type ListingProps, allPagesParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = allPagesParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'en');

export default function EnglishAllPageListing(props: ListingProps) {
  return <Listing {...props} locale="en" />;
}
