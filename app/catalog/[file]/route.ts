import { getProduct, getProducts, toCardProduct, toPricedProduct } from '@/lib/catalog';
import { indexFileCount, toListingIndex } from '@/lib/listing-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * The catalogue's small files for the browser: one per product with what the checkout prices a cart line
 * with (`/catalog/1.json`), so the checkout fetches only its cart's products and weighs the same however large
 * the catalogue grows; and the listing index (`/catalog/listing-1.json`, …) that search, sort and the price
 * filter read over the whole catalogue.
 */
export function generateStaticParams() {
  const products = getProducts();
  return [
    ...products.map((p) => ({ file: `${p.id}.json` })),
    ...Array.from({ length: indexFileCount(products.length) }, (_, i) => ({ file: `listing-${i + 1}.json` })),
  ];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const index = /^listing-(\d+)\.json$/.exec(file);
  if (index) return Response.json(toListingIndex(getProducts().map(toCardProduct), Number(index[1])));
  const product = getProduct(Number(/^(\d+)\.json$/.exec(file)?.[1]));
  if (!product) return new Response('Not found', { status: 404 });
  return Response.json(toPricedProduct(product));
}
