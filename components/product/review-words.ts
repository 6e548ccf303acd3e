/** The Product messages the review form reads: only these travel to the browser with each product page. */
const reviewWordKeys = [
  'writeReview',
  'reviewFormFailed',
  'reviewStars',
  'reviewNotSent',
  'unreachable',
  'reviewByEmail',
  'reviewThanks',
  'reviewOf',
  'yourRating',
  'oneStar',
  'stars',
  'name',
  'town',
  'title',
  'review',
  'charactersLeft',
  'limitReached',
  'sending',
  'sendReview',
] as const;

/** The form's words in the page's language (the Product messages), with their `{name}`s filled in by the form. */
export type ReviewWords = Record<(typeof reviewWordKeys)[number], string>;

/** The review form's words out of the page's Product messages. */
export function reviewWords(product: Record<string, unknown>): ReviewWords {
  return Object.fromEntries(reviewWordKeys.map((key) => [key, String(product[key])])) as ReviewWords;
}
