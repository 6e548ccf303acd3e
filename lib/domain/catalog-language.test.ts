import { getProduct } from '@/lib/build/catalog';
import { missingSpanish, productWords } from './catalog-language';

// The folding walker, with its English and Spanish words.
const product = getProduct(11)!;
const { es, ...english } = product;

describe('a product’s words in the page’s language', () => {
  it('gives the English page the catalogue’s English, unmarked', () => {
    const words = productWords(product, 'en');
    expect(words.name).toEqual({ text: english.name, english: false });
    expect(words.specifications[0]).toEqual({
      label: { text: 'Handle height', english: false },
      value: '32-39 in',
    });
  });

  it('gives the Spanish page its Spanish, and the values of the specifications as they are', () => {
    const words = productWords(product, 'es');
    expect(words.name).toEqual({ text: 'Andador plegable con ruedas de 5"', english: false });
    expect(words.features.text).toEqual(es!.features);
    expect(words.specifications.map((s) => s.label.text)).toEqual([
      'Altura de las manijas',
      'Peso máximo',
      'Peso',
      'Armazón',
    ]);
    expect(words.specifications[3]!.value).toBe('Aluminum');
  });

  it('shows what the catalogue does not say in Spanish in English, marked as English, and names it for the check', () => {
    const partly = { ...product, es: { name: es!.name, specificationLabels: { Weight: 'Peso' } } };
    const words = productWords(partly, 'es');
    expect(words.name.english).toBe(false);
    expect(words.description).toEqual({ text: english.description, english: true });
    expect(words.specifications.map((s) => s.label)).toEqual([
      { text: 'Handle height', english: true },
      { text: 'Weight capacity', english: true },
      { text: 'Peso', english: false },
      { text: 'Frame', english: true },
    ]);
    expect(missingSpanish(partly)).toEqual([
      'description',
      'features',
      'specificationLabels (Handle height, Weight capacity, Frame)',
    ]);
    expect(missingSpanish(product)).toEqual([]);
    expect(missingSpanish(english)).toEqual([
      'name',
      'description',
      'features',
      'specificationLabels (Handle height, Weight capacity, Weight, Frame)',
    ]);
  });
});
