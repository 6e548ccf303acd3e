import { Listing, listingPageMetadata, type ListingProps, categoryParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = categoryParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'es');

export default function SpanishCategoryListing(props: ListingProps) {
  return <Listing {...props} locale="es" />;
}
