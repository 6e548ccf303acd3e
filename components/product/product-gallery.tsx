'use client';

import { useState } from 'react';
import { fill } from '@/lib/domain/fill';
import { ProductImage } from './product-image';

export function ProductGallery({
  images,
  words,
}: {
  images: { src: string; alt: string }[];
  /** `showImage` fills in `{number}`, `{count}` and `{alt}`. */
  words: { images: string; showImage: string };
}) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div>
      <ProductImage
        src={current.src}
        alt={current.alt}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 600px, 92vw"
        priority
        className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-3" aria-label={words.images}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={fill(words.showImage, { number: i + 1, count: images.length, alt: image.alt })}
                className="aria-pressed:border-brand-600 block overflow-hidden rounded-lg border-2 border-slate-200"
              >
                <ProductImage
                  src={image.src}
                  alt=""
                  width={96}
                  height={72}
                  sizes="96px"
                  className="h-18 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
