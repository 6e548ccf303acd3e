import { getProducts, toCardProduct } from '@/lib/catalog';
import { toListingIndex } from '@/lib/listing-index';

export const dynamic = 'force-static';

/** The listing index (`/catalog/listing.json`): search, sort and the price filter over the whole catalogue. */
export function GET() {
  return Response.json(toListingIndex(getProducts().map(toCardProduct)));
}
