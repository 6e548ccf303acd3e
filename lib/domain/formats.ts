/** Formats the checkout, its hints and the intake all judge by, written once. */

/**
 * HTML's "valid e-mail address" (what browsers check for <input type="email">), with a dot in the domain, and
 * without `?` or `%` in its name: in a `mailto:` link they would start a query (a hidden Cc, a body) or encode a line
 * break. No address a mail provider hands out has them.
 */
export const EMAIL =
  /^[a-zA-Z0-9.!#$&'*+/=^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A US ZIP code: five digits, or ZIP+4 with or without its hyphen. */
export const ZIP_CODE = /^\d{5}(-?\d{4})?$/;

/** A `mailto:` link for an address, only if it is one by the store's own check; otherwise none. */
export function mailtoLink(address: string, subject?: string): string | null {
  if (!EMAIL.test(address)) return null;
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/**
 * A card number typed where it does not belong: 13 to 19 digits (spaces or dashes between them allowed) that pass
 * the Luhn check card numbers carry. Phone numbers, ZIP codes and order numbers are too short to be taken for one.
 */
export function holdsCardNumber(text: string): boolean {
  return (text.match(/\d(?:[ -]?\d){12,}/g) ?? []).some((run) => {
    const digits = run.replace(/\D/g, '');
    return digits.length <= 19 && luhn(digits);
  });
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
