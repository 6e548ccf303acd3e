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
      value: { text: '32-39 in', english: false },
    });
  });

  it('gives the Spanish page its Spanish, the specifications’ values too', () => {
    const words = productWords(product, 'es');
    expect(words.name).toEqual({ text: 'Andador plegable con ruedas de 5"', english: false });
    expect(words.features.text).toEqual(es!.features);
    expect(words.specifications.map((s) => s.label.text)).toEqual([
      'Altura de las manijas',
      'Peso máximo',
      'Peso',
      'Armazón',
    ]);
    // Inches are "pulg." in Spanish, aluminum "aluminio"; pounds read the same.
    expect(words.specifications.map((s) => s.value)).toEqual([
      { text: '32-39 pulg.', english: false },
      { text: '350 lb', english: false },
      { text: '7 lb', english: false },
      { text: 'Aluminio', english: false },
    ]);
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
    // A value with words and no Spanish is shown in English, marked so; one of figures and pounds reads alike.
    expect(words.specifications.map((s) => s.value)).toEqual([
      { text: '32-39 in', english: true },
      { text: '350 lb', english: false },
      { text: '7 lb', english: false },
      { text: 'Aluminum', english: true },
    ]);
    expect(words.medicare.coverage).toEqual({ text: english.medicareInfo.coverage, english: true });
    expect(words.accessories).toEqual({ text: english.accessories, english: true });
    expect(missingSpanish(partly)).toEqual([
      'description',
      'features',
      'specificationLabels (Handle height, Weight capacity, Frame)',
      'specificationValues (Handle height, Frame)',
      'medicare.coverage',
      'medicare.requirements',
      'medicare.process',
      'accessories',
    ]);
    expect(missingSpanish(product)).toEqual([]);
    expect(missingSpanish(english)).toEqual([
      'name',
      'description',
      'features',
      'specificationLabels (Handle height, Weight capacity, Weight, Frame)',
      'specificationValues (Handle height, Frame)',
      'medicare.coverage',
      'medicare.requirements',
      'medicare.process',
      'accessories',
    ]);
  });

  it('gives the Medicare tab in Spanish with the store’s figures filled in, and the accessories at their prices', () => {
    const words = productWords(product, 'es');
    expect(words.medicare.coverage.english).toBe(false);
    expect(words.medicare.coverage.text).toMatch(/^La Parte B de Medicare cubre un andador plegable/);
    expect(words.medicare.process.text.at(-1)).toBe(
      'Medicare paga el 80% de la cantidad aprobada, después del deducible',
    );
    expect(words.accessories).toEqual({
      text: [
        { name: 'Deslizadores para andador (par)', image: 'Par de deslizadores', price: 9 },
        { name: 'Bandeja para andador', image: 'Bandeja que se engancha al andador', price: 24 },
      ],
      english: false,
    });
    expect(productWords(product, 'en').medicare.process).toEqual({
      text: english.medicareInfo.process,
      english: false,
    });
  });

  it('asks for the Medicare tab’s lists only when the English has them', () => {
    const oximeter = getProduct(8)!;
    expect(oximeter.medicareInfo.requirements).toEqual([]);
    expect(oximeter.es?.medicare?.requirements).toBeUndefined();
    expect(missingSpanish(oximeter)).toEqual([]);
  });
});
