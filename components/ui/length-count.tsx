/**
 * How many characters are left in a field a person writes freely (a limit of 50 or more; a ZIP code's limit
 * needs no count), shown once it is within a fifth of its limit or 10 characters.
 */
export function LengthCount({
  id,
  length,
  max,
  words = { left: '{count} characters left', reached: 'Limit reached: {count} characters' },
}: {
  id: string;
  length: number;
  max: number;
  /** In the page's language, with `{count}` filled in here. */
  words?: CountWords;
}) {
  if (!showsCount(length, max)) return null;
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-slate-700">
      {(length >= max ? words.reached : words.left).replace(
        '{count}',
        String(length >= max ? max : max - length),
      )}
    </p>
  );
}

export type CountWords = { left: string; reached: string };

/** Whether a field of this limit and length shows its count (for aria-describedby). */
export function showsCount(length: number, max: number | undefined): boolean {
  return max !== undefined && max >= 50 && length >= max - Math.max(10, Math.round(max / 5));
}
