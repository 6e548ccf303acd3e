import { assetPath } from '@/lib/paths';

/**
 * A product illustration from the static export, at a fixed size so nothing shifts while it loads. Served as is:
 * a bucket has no image optimizer.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: the file is served as is
    <img
      src={assetPath(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
