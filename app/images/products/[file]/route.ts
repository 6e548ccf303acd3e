import { factsImage, getProduct, getProducts, photoSource, productFacts, productPhotos } from '@/lib/catalog';
import { factsIllustrationSvg, productIllustrationSvg } from '@/lib/illustrations';
import { renderPhoto } from '@/lib/photo-render';
import { drawingFileName, parseDrawingFileName } from '@/lib/paths';
import { parsePhotoFileName, photoFileNames } from '@/lib/photos';

export const dynamic = 'force-static';
export const dynamicParams = false;

const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * Each product's drawings (`1-1.svg`, the product; `1-2.svg`, its key facts) and, for a product with photos,
 * each photo in the sizes and formats of lib/photos.ts (`1-photo-1-640.avif`, `1-photo-1-16x9.jpg`, …).
 */
export function generateStaticParams() {
  return getProducts().flatMap((p) => [
    { file: drawingFileName(p.id, 1) },
    { file: drawingFileName(p.id, 2) },
    ...productPhotos(p).flatMap((photo) => photoFileNames(photo.src).map((file) => ({ file }))),
  ]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const photo = parsePhotoFileName(file);
  if (photo) {
    const product = getProduct(photo.id);
    const source = product ? productPhotos(product)[photo.index] : undefined;
    if (!source) return new Response('Not found', { status: 404 });
    const body = await renderPhoto(photoSource(source.file), photo);
    return new Response(new Uint8Array(body), { headers: { 'Content-Type': contentTypes[photo.format] } });
  }
  const drawing = parseDrawingFileName(file);
  const product = drawing ? getProduct(drawing.id) : undefined;
  if (!drawing || !product) return new Response('Not found', { status: 404 });
  const svg =
    drawing.view === 1
      ? productIllustrationSvg(
          product.illustration,
          product.category,
          product.images[0] ?? product.imagePlaceholder,
        )
      : factsIllustrationSvg(
          product.illustration,
          product.category,
          factsImage(product).alt,
          productFacts(product),
        );
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
