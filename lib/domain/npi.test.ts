import { npiProblem } from './npi';

describe('an NPI’s check digit', () => {
  it('accepts CMS’s example 1234567893 (80840 + 123456789: doubled 9+5+1+6+2, plain 8+6+4+2, 24 for the prefix: 67, so 3)', () => {
    expect(npiProblem('1234567893')).toBeNull();
    expect(npiProblem('123 456 7893')).toBeNull();
  });

  it('refuses the same digits with another last digit, and one digit swapped', () => {
    expect(npiProblem('1234567890')).toMatch(/does not check/);
    expect(npiProblem('1234567839')).toMatch(/does not check/);
    expect(npiProblem('2134567893')).toMatch(/does not check/);
  });

  it('says what is wrong with a number that is not an NPI at all', () => {
    expect(npiProblem('12345')).toBe('An NPI is ten digits; this has 5.');
    expect(npiProblem('12345678AB')).toBe('An NPI is ten digits, with no letters.');
    expect(npiProblem('3234567893')).toBe('An NPI starts with 1 or 2.');
  });
});
