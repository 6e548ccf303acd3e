/**
 * A National Provider Identifier: ten digits, the last a Luhn check digit computed over the nine before it with
 * the prefix 80840 (CMS, "Requirements for NPI check digit", 45 CFR 162.406). 24 is what the prefix adds.
 */
export function npiProblem(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return 'An NPI is ten digits, with no letters.';
  if (digits.length !== 10) return `An NPI is ten digits; this has ${digits.length}.`;
  if (!/^[12]/.test(digits)) return 'An NPI starts with 1 or 2.';
  let sum = 24;
  for (let i = 0; i < 9; i++) {
    const d = Number(digits[8 - i]);
    const v = i % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(digits[9])
    ? null
    : 'This NPI’s last digit does not check: one of its digits is mistyped. Compare it with the order or look it up.';
}

/** An NPI as the forms keep it: its ten digits. */
export const npiDigits = (value: string) => value.replace(/[\s-]/g, '');
