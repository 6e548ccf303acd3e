/**
 * Product photos as the build writes them. A photo is named by its base path (`/images/products/1-photo-1`,
 * no extension); the build writes it at a few widths in AVIF and WebP at 4:3 for pages, and as 1200-pixel
 * JPEGs at 1:1, 4:3 and 16:9 for search engines and the merchant feed. A drawing is a path ending `.svg`.
 */
export const photoWidths = [320, 640, 960] as const;
export const photoFormats = ['avif', 'webp'] as const;
const structuredRatios = { '1x1': [1200, 1200], '4x3': [1200, 900], '16x9': [1200, 675] } as const;

export type PhotoFormat = (typeof photoFormats)[number];
type StructuredRatio = keyof typeof structuredRatios;

export function productPhotoBase(id: number, index: number): string {
  return `/images/products/${id}-photo-${index + 1}`;
}

/** True for a photo's base path; false for a drawing's file. */
export function isPhoto(src: string): boolean {
  return /-photo-\d+$/.test(src);
}

export function photoFile(base: string, width: number, format: PhotoFormat): string {
  return `${base}-${width}.${format}`;
}

function structuredPhotoFile(base: string, ratio: StructuredRatio): string {
  return `${base}-${ratio}.jpg`;
}

/** Every file the build writes for one photo, by name within /images/products/. */
export function photoFileNames(base: string): string[] {
  const name = base.slice(base.lastIndexOf('/') + 1);
  return [
    ...photoWidths.flatMap((w) => photoFormats.map((f) => `${name}-${w}.${f}`)),
    ...Object.keys(structuredRatios).map((r) => `${name}-${r}.jpg`),
  ];
}

/** What a photo file name asks for: which product's which photo, and at what size and format. */
export function parsePhotoFileName(
  file: string,
): { id: number; index: number; width: number; height: number; format: PhotoFormat | 'jpeg' } | null {
  const match = /^(\d+)-photo-(\d+)-(?:(\d+)\.(avif|webp)|(1x1|4x3|16x9)\.jpg)$/.exec(file);
  if (!match) return null;
  const [, id, index, width, format, ratio] = match;
  const base = { id: Number(id), index: Number(index) - 1 };
  if (ratio) {
    const [w, h] = structuredRatios[ratio as StructuredRatio];
    return { ...base, width: w, height: h, format: 'jpeg' };
  }
  const w = Number(width);
  if (!(photoWidths as readonly number[]).includes(w)) return null;
  return { ...base, width: w, height: (w * 3) / 4, format: format as PhotoFormat };
}

/**
 * The images search engines are given for a product with photos: each photo at 1:1, 4:3 and 16:9, as Google
 * asks of a product's structured data. Empty for a product without photos.
 */
export function structuredPhotoPaths(product: { id: number; photos?: readonly unknown[] }): string[] {
  return (product.photos ?? []).flatMap((_, i) =>
    (Object.keys(structuredRatios) as StructuredRatio[]).map((ratio) =>
      structuredPhotoFile(productPhotoBase(product.id, i), ratio),
    ),
  );
}
