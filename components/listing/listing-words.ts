import type english from '@/data/messages/en.json';

/** A listing's words in the page's language: the Listing messages, their `{name}`s filled in by the island. */
export type ListingWords = (typeof english)['Listing'];

/** What a card says beyond the listing's words, and where its links go, in the page's language. */
export interface CardWords {
  stars: { rated: string; outOf: string; reviewCount: string };
  wasWord: string;
  addedTitle: string;
  viewCart: string;
  /** The checkout, under the base path, for the toast's "View cart". */
  cartHref: string;
  /** What goes before a product's route: '' in English, '/es' in Spanish. */
  productPrefix: string;
}
