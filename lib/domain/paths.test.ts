import type * as PathsModule from './paths';

/** The module as a build with these settings reads it (they are fixed when the build starts). */
function pathsFor(env: {
  NEXT_PUBLIC_BASE_PATH?: string;
  NEXT_PUBLIC_SITE_URL?: string;
}): typeof PathsModule {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let paths: typeof PathsModule | undefined;
  try {
    jest.isolateModules(() => {
      paths = jest.requireActual('./paths') as typeof PathsModule; // plain call: Jest finds the test's modules by it
    });
  } finally {
    process.env = saved;
  }
  return paths!;
}

describe('paths', () => {
  it('names product, category and drawing paths as the export writes them', () => {
    const paths = pathsFor({});
    expect(paths.productPath(13)).toBe('/product/13/');
    expect(paths.categoryPath('braces')).toBe('/products/braces/');
    expect(paths.productImagePath(9)).toBe('/images/products/9-1.svg');
    expect(paths.productImagePath(9, 1)).toBe('/images/products/9-2.svg');
  });

  it('reads back each drawing name it writes, and nothing else', () => {
    const paths = pathsFor({});
    for (const [id, view, locale] of [
      [1, 1, 'en'],
      [9, 2, 'en'],
      [9, 2, 'es'],
      [5000, 1, 'en'],
    ] as const)
      expect(paths.parseDrawingFileName(paths.drawingFileName(id, view, locale))).toEqual({
        id,
        view,
        locale,
      });
    // The product's drawing has no words, so no Spanish one; the facts' drawing has.
    expect(paths.drawingFileName(9, 1, 'es')).toBe('9-1.svg');
    expect(paths.drawingFileName(9, 2, 'es')).toBe('9-2-es.svg');
    for (const file of [
      '9-3.svg',
      '0-1.svg',
      '09-1.svg',
      '9-1.svg.png',
      'x-1.svg',
      '9-photo-1-640.avif',
      '9-1-es.svg',
      '9-2-fr.svg',
      '',
    ])
      expect(paths.parseDrawingFileName(file)).toBeNull();
  });

  it('links the calculator with the approved amount, in dollars and cents', () => {
    const paths = pathsFor({});
    expect(paths.calculatorPath(179800)).toBe('/medicare-info/calculator/?cost=1798');
    expect(paths.calculatorPath(1780)).toBe('/medicare-info/calculator/?cost=17.80');
    expect(paths.calculatorPath(4550)).toBe('/medicare-info/calculator/?cost=45.50');
    expect(paths.calculatorPath(8900, 'capped-rental')).toBe(
      '/medicare-info/calculator/?cost=89&billing=capped-rental',
    );
    expect(paths.calculatorPath(20000, 'oxygen')).toBe('/medicare-info/calculator/?cost=200&billing=oxygen');
  });

  it('serves files at the root, with canonical URLs on localhost, when nothing is set', () => {
    const paths = pathsFor({});
    expect(paths.basePath).toBe('');
    expect(paths.assetPath('/catalog/1.json')).toBe('/catalog/1.json');
    expect(paths.absoluteUrl('/product/1/')).toBe('http://localhost:3000/product/1/');
  });

  it('puts every file and canonical URL under the base path of a sub-path deployment', () => {
    const paths = pathsFor({ NEXT_PUBLIC_BASE_PATH: '/store', NEXT_PUBLIC_SITE_URL: 'https://example.com' });
    expect(paths.assetPath('/catalog/1.json')).toBe('/store/catalog/1.json');
    expect(paths.absoluteUrl('/product/1/')).toBe('https://example.com/store/product/1/');
  });
});
