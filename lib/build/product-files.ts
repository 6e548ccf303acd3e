import { parseProductFileName, productFileName } from '@/lib/domain/paths';
import { getProduct, getProducts, photoSource } from './catalog';
import { factsImage, productFacts, productDrawing, productPhotos, toProductFile } from '@/lib/domain/product';
import { factsIllustrationSvg, productIllustrationSvg } from './illustrations';
import { drawingFileName, parseDrawingFileName } from '@/lib/domain/paths';
import { renderPhoto } from './photo-render';
import { parsePhotoFileName, photoFileNames } from '@/lib/domain/photos';

/** One file's content and type. */
interface ProductFile {
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
}

/** A folder of the files published beside the pages: every name in it, and the file a name reads as. */
export interface ProductFileFolder {
  names(): string[];
  read(name: string): Promise<ProductFile | null>;
}

const photoTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * The files each product has beside its pages, by folder within the site. `npm run build` writes them into the
 * export (scripts/product-files.ts); `next dev` serves them from the same definitions (app/…/route.dev.ts).
 */
export const productFiles = {
  /**
   * One small file per product (`/catalog/1.json`): what the checkout prices a cart line with, and what a card
   * of search results shows. The checkout fetches only its cart's products, however large the catalogue grows.
   * (The search index beside them is written by scripts/search-index.ts.)
   */
  catalog: {
    names: () => getProducts().map((p) => productFileName(p.id)),
    async read(name) {
      const id = parseProductFileName(name);
      const product = id === null ? undefined : getProduct(id);
      if (!product) return null;
      return { contentType: 'application/json', body: JSON.stringify(toProductFile(product)) };
    },
  },
  /**
   * Each product's drawings (`1-1.svg`, the product; `1-2.svg`, its key facts) and, for a product with photos,
   * each photo in the sizes and formats of lib/domain/photos.ts (`1-photo-1-640.avif`, `1-photo-1-16x9.jpg`, …).
   */
  'images/products': {
    names: () =>
      getProducts().flatMap((p) => [
        drawingFileName(p.id, 1),
        drawingFileName(p.id, 2),
        drawingFileName(p.id, 2, 'es'),
        ...productPhotos(p).flatMap((photo) => photoFileNames(photo.src)),
      ]),
    async read(name) {
      const photo = parsePhotoFileName(name);
      if (photo) {
        const product = getProduct(photo.id);
        const source = product ? productPhotos(product)[photo.index] : undefined;
        if (!source) return null;
        const body = await renderPhoto(photoSource(source.file), photo);
        return { contentType: photoTypes[photo.format], body: new Uint8Array(body) };
      }
      const drawing = parseDrawingFileName(name);
      const product = drawing ? getProduct(drawing.id) : undefined;
      if (!drawing || !product) return null;
      const body =
        drawing.view === 1
          ? productIllustrationSvg(product.illustration, product.category, productDrawing(product).alt)
          : factsIllustrationSvg(
              product.illustration,
              product.category,
              factsImage(product, drawing.locale).alt,
              productFacts(product, drawing.locale),
            );
      return { contentType: 'image/svg+xml', body };
    },
  },
} satisfies Record<string, ProductFileFolder>;

/**
 * A folder's files as a Next route handler for `next dev`: its names as the static params, and each name's
 * file, or 404.
 */
export function productFileRoute(folder: ProductFileFolder) {
  return {
    generateStaticParams: () => folder.names().map((file) => ({ file })),
    async GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
      const file = await folder.read((await params).file);
      if (!file) return new Response('Not found', { status: 404 });
      return new Response(file.body, { headers: { 'Content-Type': file.contentType } });
    },
  };
}
