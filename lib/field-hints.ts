/** Gentle format hints shown beside a field; they never block the shopper. */

export function emailHint(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)
    ? null
    : 'This e-mail address looks incomplete, for example name@example.com.';
}

export function zipHint(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{5}(-?\d{4})?$/.test(v) ? null : 'A ZIP code has 5 digits, for example 11435.';
}

// Medicare Beneficiary Identifier: 11 characters, letters exclude S, L, O, I, B and Z.
const MBI =
  /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/;

export function medicareNumberHint(value: string): string | null {
  const v = value.replace(/[\s-]/g, '').toUpperCase();
  if (!v) return null;
  return MBI.test(v)
    ? null
    : 'A Medicare number has 11 letters and numbers, like 1EG4-TE5-MK73, as printed on your red, white and blue card.';
}
