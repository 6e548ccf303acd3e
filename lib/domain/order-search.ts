/**
 * The back office's order search: what a staff member types, found in any of the ways a person writes it. The
 * intake keeps one line of searchable text per order (searchText) and looks for the typed words in it with
 * SQLite's instr, which answers any length, so a long search finds nothing rather than failing.
 */

/** Lower case, without accents, curly apostrophes made straight, spaces folded: "Núñez O’Brien" → "nunez o'brien". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The order's searchable line: its number with and without dashes, her name both ways round, e-mail, phone digits. */
export function orderSearchText(o: {
  number: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneDigits: string;
}): string {
  const bare = o.number.slice(4).replace(/-/g, '');
  const first = o.firstName.trim();
  const last = o.lastName.trim();
  return searchable(
    [
      o.number,
      bare,
      `${first} ${last}`,
      `${last} ${first}`,
      `${last}, ${first}`,
      o.email,
      o.phoneDigits,
    ].join(' | '),
  );
}

/**
 * What to look for in that line: the search as typed (made searchable), its digits when it is mostly a phone
 * number, and an order number read out without its dashes. Each is a substring to find; any one found matches.
 */
export function searchTerms(query: string): string[] {
  const q = query.trim();
  if (!q) return [];
  const terms = new Set([searchable(q)]);
  const digits = q.replace(/\D/g, '');
  // A phone number typed any way (with +1, dots, brackets): its digits, when the search is mostly digits.
  if (digits.length >= 3 && digits.length >= q.replace(/[\s().+-]/g, '').length) {
    terms.add(digits);
    if (digits.length === 11 && digits.startsWith('1')) terms.add(digits.slice(1));
  }
  const bare = q.toUpperCase().replace(/[\s-]/g, '').replace(/^JMS/, '');
  if (/^[2-9A-HJ-NP-Z]{3,10}$/.test(bare)) terms.add(bare.toLowerCase());
  return [...terms].filter(Boolean);
}

/**
 * The key a patient is known by across her orders: her name and the address her orders go to, each folded as the
 * search folds them ("Núñez" and "NUNEZ", "O’Brien" and "O'Brien", "12 Hillside Ave." and "12 hillside ave" match),
 * with the ZIP code's five digits. No date of birth: the checkout does not ask it.
 */
export function patientKey(p: {
  firstName: string;
  lastName: string;
  address: string;
  zipCode: string;
}): string {
  const street = searchable(p.address).replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
  return [searchable(p.lastName), searchable(p.firstName), p.zipCode.slice(0, 5), street].join('|');
}

/** A patient's searchable line: her name both ways round, e-mail and phone digits. */
export function patientSearchText(p: {
  firstName: string;
  lastName: string;
  email: string;
  phoneDigits: string;
}): string {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  return searchable(
    [`${first} ${last}`, `${last} ${first}`, `${last}, ${first}`, p.email, p.phoneDigits].join(' | '),
  );
}
