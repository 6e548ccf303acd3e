/**
 * Five stars as text glyphs (one line of HTML rather than five icons), with the rating spelled out; drawn by the
 * `star-rating` class (app/globals.css), as a listing repeats it on every card.
 */
export function StarRating({
  rating,
  reviews,
  words = { rated: 'Rated ', outOf: ' out of 5', reviewCount: ' ({count} reviews)' },
}: {
  rating: number;
  reviews?: number;
  /** The rating in the page's language (the Product messages' `rated`, `outOf` and `reviewCount`). */
  words?: { rated: string; outOf: string; reviewCount: string };
}) {
  const filled = Math.round(rating);
  return (
    <span className="star-rating">
      <span aria-hidden>
        <span>{'★'.repeat(filled)}</span>
        <span>{'★'.repeat(5 - filled)}</span>
      </span>
      <span>
        <span className="sr-only">{words.rated}</span>
        {rating.toFixed(1)}
        <span className="sr-only">{words.outOf}</span>
        {reviews !== undefined ? words.reviewCount.replace('{count}', reviews.toLocaleString('en-US')) : null}
      </span>
    </span>
  );
}
