import { getProduct, getProducts, toProductFile } from '@/lib/catalog';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * One small file per product (`/catalog/1.json`): what the checkout prices a cart line with, and what a card of
 * search results shows. The checkout fetches only its cart's products and weighs the same however large the
 * catalogue grows. (The search index beside them is written by scripts/search-index.ts.)
 */
export function generateStaticParams() {
  return getProducts().map((p) => ({ file: `${p.id}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const product = getProduct(Number(/^(\d+)\.json$/.exec(file)?.[1]));
  if (!product) return new Response('Not found', { status: 404 });
  return Response.json(toProductFile(product));
}
