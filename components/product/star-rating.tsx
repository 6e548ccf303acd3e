/** Five stars as text glyphs (one line of HTML rather than five icons), with the rating spelled out. */
export function StarRating({
  rating,
  reviews,
  size = 'text-base',
  words = { rated: 'Rated ', outOf: ' out of 5', reviewCount: ' ({count} reviews)' },
}: {
  rating: number;
  reviews?: number;
  size?: string;
  /** The rating in the page's language (the Product messages' `rated`, `outOf` and `reviewCount`). */
  words?: { rated: string; outOf: string; reviewCount: string };
}) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`${size} leading-none tracking-tight`}>
        <span className="text-amber-500">{'★'.repeat(filled)}</span>
        <span className="text-slate-300">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="text-sm text-slate-700">
        <span className="sr-only">{words.rated}</span>
        {rating.toFixed(1)}
        <span className="sr-only">{words.outOf}</span>
        {reviews !== undefined ? words.reviewCount.replace('{count}', reviews.toLocaleString('en-US')) : null}
      </span>
    </span>
  );
}
