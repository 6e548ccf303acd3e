import { parseProductFileName, productFileName } from '@/lib/cart-prices';
import { getProduct, getProducts, toProductFile } from '@/lib/catalog';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * One small file per product (`/catalog/1.json`): what the checkout prices a cart line with, and what a card of
 * search results shows. The checkout fetches only its cart's products and weighs the same however large the
 * catalogue grows. (The search index beside them is written by scripts/search-index.ts.)
 */
export function generateStaticParams() {
  return getProducts().map((p) => ({ file: productFileName(p.id) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const id = parseProductFileName(file);
  const product = id === null ? undefined : getProduct(id);
  if (!product) return new Response('Not found', { status: 404 });
  return Response.json(toProductFile(product));
}
