import { Listing, listingPageMetadata, type ListingProps, categoryParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = categoryParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'en');

export default function EnglishCategoryListing(props: ListingProps) {
  return <Listing {...props} locale="en" />;
}
