/** The share images' files: the store's card and logo, and one card per product, in `/og/`. */
export const SHARE_DIR = '/og';

export function shareImageFile(id: number): string {
  return `product-${id}.png`;
}

/** The URL path (before the base path) of a product's share image. */
export function shareImagePath(id: number): string {
  return `${SHARE_DIR}/${shareImageFile(id)}`;
}

/**
 * A product's text as the share image can draw it with the fonts the store ships (Latin, Latin Extended, Greek,
 * Cyrillic): letters and marks of those scripts, digits, punctuation, currency and a few signs of the trade.
 * Anything else (an emoji, Hebrew, Arabic, Chinese) is left out rather than fetched from a font service,
 * and so is right-to-left text, which the card could not lay out in its order; spaces left over close up.
 */
export function drawableText(text: string): string {
  return text
    .replace(
      /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\p{Nd}\p{P}\p{Sc}\p{Zs}°×±®™+=<>%|~^`]/gu,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
