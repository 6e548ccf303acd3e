import { assetPath } from '@/lib/domain/paths';
import { isPhoto, photoFile, photoFormats, photoWidths } from '@/lib/domain/photos';

/**
 * A product picture from the static export, at a fixed size so nothing shifts while it loads. A drawing is one
 * SVG; a photo offers the sizes the build wrote in AVIF and WebP, and the browser takes the smallest that fills
 * `sizes`. Served as is: a bucket has no image optimizer.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  sizes = '100vw',
  loading = 'lazy',
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  /** How wide the picture is shown, for choosing a photo's size (as the `sizes` attribute). */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
}) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: the file is served as is
    <img
      src={isPhoto(src) ? assetPath(photoFile(src, 640, 'webp')) : assetPath(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!isPhoto(src)) return img;
  return (
    <picture className="contents">
      {photoFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={photoWidths.map((w) => `${assetPath(photoFile(src, w, format))} ${w}w`).join(', ')}
        />
      ))}
      {img}
    </picture>
  );
}
