/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { rememberLanguage, rememberedLanguage } from './language-choice';

describe('the language the shopper chose', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered on the device once she uses the switch, and only then', () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('es');
    expect(rememberedLanguage()).toBe('es');
    rememberLanguage('en');
    expect(rememberedLanguage()).toBe('en');
  });

  it('is not believed when storage holds anything but a language of the store', () => {
    for (const stored of ['fr', 'ES', '"es"', '']) {
      localStorage.setItem('medical-supply-language', stored);
      expect(rememberedLanguage()).toBeNull();
    }
  });

  it('does without when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberLanguage('es')).not.toThrow();
    expect(rememberedLanguage()).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
