import { emailHint, medicareNumberHint, zipHint } from './field-hints';

const emailProblem = 'This e-mail address looks incomplete, for example name@example.com.';
const zipProblem = 'A ZIP code has 5 digits, for example 11435.';
const medicareProblem =
  'A Medicare number has 11 letters and numbers, like 1EG4-TE5-MK73, as printed on your red, white and blue card.';

describe('field hints', () => {
  it('says nothing for empty or well-formed values, spaces around them aside', () => {
    expect(emailHint('')).toBeNull();
    expect(emailHint('   ')).toBeNull();
    expect(emailHint('mary@example.com')).toBeNull();
    expect(emailHint('  mary@example.com ')).toBeNull();
    expect(zipHint('')).toBeNull();
    expect(zipHint('  ')).toBeNull();
    expect(zipHint('11435')).toBeNull();
    expect(zipHint(' 11435 ')).toBeNull();
    expect(zipHint('11435-1234')).toBeNull();
    expect(zipHint('114351234')).toBeNull();
    expect(medicareNumberHint('')).toBeNull();
    expect(medicareNumberHint(' - ')).toBeNull();
    expect(medicareNumberHint('1EG4-TE5-MK73')).toBeNull();
    expect(medicareNumberHint('1eg4 te5 mk73')).toBeNull();
  });

  it('flags an e-mail address with no domain ending or with text around it', () => {
    for (const value of [
      'mary@example',
      'mary@example.c',
      'mary example.com',
      'mary@example.com and',
      'to mary@example.com',
    ])
      expect(emailHint(value)).toBe(emailProblem);
  });

  it('flags a ZIP code that is not 5 digits, or 5 and 4', () => {
    for (const value of ['1143', '114356', '11435-123', 'ZIP 11435', '11435 NY', '11435--1234'])
      expect(zipHint(value)).toBe(zipProblem);
  });

  it('flags a Medicare number that is not a Medicare Beneficiary Identifier', () => {
    expect(medicareNumberHint('123-45-6789A')).toBe(medicareProblem);
    expect(medicareNumberHint('1SG4-TE5-MK73')).toBe(medicareProblem); // S is never used in an MBI
    expect(medicareNumberHint('1EG4-TE5-MK7')).toBe(medicareProblem);
  });
});
