import { ZIP_CODE } from './formats';

/** Gentle format hints shown beside a field; they never block the shopper. */

/** `hint` (in the page's language) when what is typed looks like an unfinished e-mail address. */
export function emailHint(value: string, hint: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) ? null : hint;
}

/** `hint` when what is typed is not a ZIP code. */
export function zipHint(value: string, hint: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return ZIP_CODE.test(v) ? null : hint;
}

// Medicare Beneficiary Identifier: 11 characters, letters exclude S, L, O, I, B and Z.
const MBI =
  /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/;

/** A Medicare Beneficiary Identifier in CMS's format, typed with or without dashes and spaces. */
export function isMedicareNumber(value: string): boolean {
  return MBI.test(value.replace(/[\s-]/g, '').toUpperCase());
}

/** `hint` when what is typed is not a Medicare Number in CMS's format. */
export function medicareNumberHint(value: string, hint: string): string | null {
  if (!value.replace(/[\s-]/g, '')) return null;
  return isMedicareNumber(value) ? null : hint;
}
