import { emailHint, medicareNumberHint, zipHint } from './field-hints';

describe('field hints', () => {
  it('says nothing for empty or well-formed values', () => {
    expect(emailHint('')).toBeNull();
    expect(emailHint('mary@example.com')).toBeNull();
    expect(zipHint('11435')).toBeNull();
    expect(zipHint('11435-1234')).toBeNull();
    expect(medicareNumberHint('1EG4-TE5-MK73')).toBeNull();
    expect(medicareNumberHint('1eg4te5mk73')).toBeNull();
  });

  it('flags obviously malformed values', () => {
    expect(emailHint('mary@example')).toMatch(/e-mail/);
    expect(zipHint('1143')).toMatch(/5 digits/);
    expect(medicareNumberHint('123-45-6789A')).toMatch(/11 letters and numbers/);
    expect(medicareNumberHint('1SG4-TE5-MK73')).not.toBeNull(); // S is never used in an MBI
  });
});
