import { Listing, listingPageMetadata, type ListingProps, allPagesParams } from '@/app/_pages/listings';

export const dynamicParams = false;
export const generateStaticParams = allPagesParams;
export const generateMetadata = (props: ListingProps) => listingPageMetadata(props, 'es');

export default function SpanishAllPageListing(props: ListingProps) {
  return <Listing {...props} locale="es" />;
}
