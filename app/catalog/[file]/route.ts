import { getProduct, getProducts, toPricedProduct } from '@/lib/catalog';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * One small file per product with what the checkout prices a cart line with (`/catalog/1.json`), so the
 * checkout fetches only its cart's products and weighs the same however large the catalogue grows.
 */
export function generateStaticParams() {
  return getProducts().map((p) => ({ file: `${p.id}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const product = getProduct(Number(/^(\d+)\.json$/.exec(file)?.[1]));
  if (!product) return new Response('Not found', { status: 404 });
  return Response.json(toPricedProduct(product));
}
