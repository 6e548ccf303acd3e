import { Listing, listingPageMetadata, type ListingProps, categoryPagesParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = categoryPagesParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'en');

export default function EnglishCategoryPageListing(props: ListingProps) {
  return <Listing {...props} locale="en" />;
}
