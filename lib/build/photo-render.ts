import sharp from 'sharp';

/**
 * A product photo fitted whole into a fixed frame on white (a wheelchair keeps its wheels in a 16:9 frame),
 * encoded for the web. Runs at build time only.
 */
export function renderPhoto(
  source: string,
  { width, height, format }: { width: number; height: number; format: 'avif' | 'webp' | 'jpeg' },
): Promise<Buffer> {
  const fitted = sharp(source)
    .rotate()
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' });
  if (format === 'avif') return fitted.avif({ quality: 55, effort: 4 }).toBuffer();
  if (format === 'webp') return fitted.webp({ quality: 78 }).toBuffer();
  return fitted.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Every photo must decode and be at least this big, so no frame shows it blown up and blurred. */
const PHOTO_MIN = { width: 800, height: 600 };

/** The problem with a photo file, if it has one: unreadable, or too small. */
export async function photoProblem(source: string): Promise<string | null> {
  try {
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const [w, h] = width >= height ? [width, height] : [height, width];
    if (w < PHOTO_MIN.width || h < PHOTO_MIN.height)
      return `is ${width}×${height} pixels; a photo must be at least ${PHOTO_MIN.width}×${PHOTO_MIN.height} (or ${PHOTO_MIN.height}×${PHOTO_MIN.width})`;
    return null;
  } catch {
    return 'is not a JPEG, PNG or WebP image that can be read';
  }
}
