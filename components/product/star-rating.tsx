import { Star } from 'lucide-react';

export function StarRating({
  rating,
  reviews,
  size = 'size-4',
}: {
  rating: number;
  reviews?: number;
  size?: string;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`${size} ${n <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
          />
        ))}
      </span>
      <span className="text-sm text-slate-700">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
        {reviews !== undefined ? ` (${reviews.toLocaleString('en-US')} reviews)` : null}
      </span>
    </span>
  );
}
