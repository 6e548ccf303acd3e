import { getProduct, getProducts } from '@/lib/catalog';
import { productIllustrationSvg } from '@/lib/illustrations';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().flatMap((p) => p.images.map((_, i) => ({ file: `${p.id}-${i + 1}.svg` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const [, id, view] = /^(\d+)-(\d+)\.svg$/.exec(file) ?? [];
  const product = getProduct(Number(id));
  if (!product) return new Response('Not found', { status: 404 });
  const index = Number(view) - 1;
  const svg = productIllustrationSvg(
    product.illustration,
    product.category,
    index,
    product.images[index] ?? product.imagePlaceholder,
  );
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
