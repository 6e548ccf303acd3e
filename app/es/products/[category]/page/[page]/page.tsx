import { Listing, listingPageMetadata, type ListingProps, categoryPagesParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = categoryPagesParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'es');

export default function SpanishCategoryPageListing(props: ListingProps) {
  return <Listing {...props} locale="es" />;
}
