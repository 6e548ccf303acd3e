import type formEnglish from '@/data/messages/review-form/en.json';

/** The Product messages the page gives Write a Review: its button, and the stars it names. */
const reviewWordKeys = ['writeReview', 'reviewFormFailed', 'oneStar', 'stars'] as const;

/** Write a Review's words in the page's language (the Product messages). */
export type ReviewWords = Record<(typeof reviewWordKeys)[number], string>;

/** Write a Review's words out of the page's Product messages. */
export function reviewWords(product: Record<string, unknown>): ReviewWords {
  return Object.fromEntries(reviewWordKeys.map((key) => [key, String(product[key])])) as ReviewWords;
}

/**
 * The form's own words (data/messages/review-form/), with their `{name}`s filled in by the form: they arrive with
 * the form's code (review-form.tsx) when the shopper asks for it, not in every product page's data.
 */
export type ReviewFormWords = typeof formEnglish;
