import { emailHint, medicareNumberHint, zipHint } from './field-hints';

// The hints are the page's to word (data/messages): these say which one is shown.
const emailProblem = 'email';
const zipProblem = 'zip';
const medicareProblem = 'medicare';

describe('field hints', () => {
  it('says nothing for empty or well-formed values, spaces around them aside', () => {
    expect(emailHint('', emailProblem)).toBeNull();
    expect(emailHint('   ', emailProblem)).toBeNull();
    expect(emailHint('mary@example.com', emailProblem)).toBeNull();
    expect(emailHint('  mary@example.com ', emailProblem)).toBeNull();
    expect(zipHint('', zipProblem)).toBeNull();
    expect(zipHint('  ', zipProblem)).toBeNull();
    expect(zipHint('11435', zipProblem)).toBeNull();
    expect(zipHint(' 11435 ', zipProblem)).toBeNull();
    expect(zipHint('11435-1234', zipProblem)).toBeNull();
    expect(zipHint('114351234', zipProblem)).toBeNull();
    expect(medicareNumberHint('', medicareProblem)).toBeNull();
    expect(medicareNumberHint(' - ', medicareProblem)).toBeNull();
    expect(medicareNumberHint('1EG4-TE5-MK73', medicareProblem)).toBeNull();
    expect(medicareNumberHint('1eg4 te5 mk73', medicareProblem)).toBeNull();
  });

  it('flags an e-mail address with no domain ending or with text around it', () => {
    for (const value of [
      'mary@example',
      'mary@example.c',
      'mary example.com',
      'mary@example.com and',
      'to mary@example.com',
    ])
      expect(emailHint(value, emailProblem)).toBe(emailProblem);
  });

  it('flags a ZIP code that is not 5 digits, or 5 and 4', () => {
    for (const value of ['1143', '114356', '11435-123', 'ZIP 11435', '11435 NY', '11435--1234'])
      expect(zipHint(value, zipProblem)).toBe(zipProblem);
  });

  it('flags a Medicare number that is not a Medicare Beneficiary Identifier', () => {
    expect(medicareNumberHint('123-45-6789A', medicareProblem)).toBe(medicareProblem);
    expect(medicareNumberHint('1SG4-TE5-MK73', medicareProblem)).toBe(medicareProblem); // S is never used in an MBI
    expect(medicareNumberHint('1EG4-TE5-MK7', medicareProblem)).toBe(medicareProblem);
  });
});
