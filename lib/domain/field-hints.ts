import { ZIP_CODE } from './formats';

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
  return ZIP_CODE.test(v) ? null : 'A ZIP code has 5 digits, for example 11435.';
}

// Medicare Beneficiary Identifier: 11 characters, letters exclude S, L, O, I, B and Z.
const MBI =
  /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/;

/** A Medicare Beneficiary Identifier in CMS's format, typed with or without dashes and spaces. */
export function isMedicareNumber(value: string): boolean {
  return MBI.test(value.replace(/[\s-]/g, '').toUpperCase());
}

export function medicareNumberHint(value: string): string | null {
  if (!value.replace(/[\s-]/g, '')) return null;
  return isMedicareNumber(value)
    ? null
    : 'A Medicare number has 11 letters and numbers, like 1EG4-TE5-MK73, as printed on your red, white and blue card.';
}
