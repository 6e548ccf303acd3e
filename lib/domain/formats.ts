/** Formats the checkout, its hints and the intake all judge by, written once. */

/** HTML's "valid e-mail address" (what browsers check for <input type="email">), with a dot in the domain. */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A US ZIP code: five digits, or ZIP+4 with or without its hyphen. */
export const ZIP_CODE = /^\d{5}(-?\d{4})?$/;
