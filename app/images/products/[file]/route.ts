import { getProduct, getProducts, productFacts, productGallery } from '@/lib/catalog';
import { factsIllustrationSvg, productIllustrationSvg } from '@/lib/illustrations';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().flatMap((p) => productGallery(p).map((_, i) => ({ file: `${p.id}-${i + 1}.svg` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const [, id, view] = /^(\d+)-(\d+)\.svg$/.exec(file) ?? [];
  const product = getProduct(Number(id));
  const image = product ? productGallery(product)[Number(view) - 1] : undefined;
  if (!product || !image) return new Response('Not found', { status: 404 });
  const svg =
    view === '1'
      ? productIllustrationSvg(product.illustration, product.category, image.alt)
      : factsIllustrationSvg(product.illustration, product.category, image.alt, productFacts(product));
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
