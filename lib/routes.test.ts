import type * as RoutesModule from './routes';
import { indexableRoutes } from './routes';

describe('indexable routes', () => {
  const routes = indexableRoutes();

  it('lists every page a shopper can land on from a search, each once', () => {
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/products/',
        '/products/sleep-therapy/',
        '/products/respiratory/',
        '/products/mobility/',
        '/products/patient-care/',
        '/products/braces/',
        '/medicare-info/',
        '/medicare-info/coverage/',
        '/medicare-info/claims/',
        '/medicare-info/calculator/',
        '/contact/',
        '/return-policy/',
        '/shipping-info/',
        '/privacy-policy/',
      ]),
    );
    expect(routes.filter((r) => r.startsWith('/product/'))).toEqual(
      Array.from({ length: 16 }, (_, i) => `/product/${i + 1}/`),
    );
    expect(routes).toHaveLength(15 + 16);
  });

  it('leaves out the checkout, the placeholder page and the overview tab, which is the Medicare page itself', () => {
    expect(routes).not.toContain('/checkout/');
    expect(routes).not.toContain('/terms-of-service/');
    expect(routes).not.toContain('/medicare-info/overview/');
    expect(routes.filter((r) => r.includes('/page/'))).toEqual([]);
  });

  it('adds a long listing’s further pages, never page 1, which is the listing itself', () => {
    const previous = process.env.CATALOG_SIZE;
    process.env.CATALOG_SIZE = '60';
    try {
      jest.isolateModules(() => {
        const { indexableRoutes: grown } = jest.requireActual<typeof RoutesModule>('./routes');
        const routes = grown();
        // 60 products make three pages of 24; each category, with a fifth of them or so, fits on one.
        expect(routes.filter((r) => r.startsWith('/products/page/'))).toEqual([
          '/products/page/2/',
          '/products/page/3/',
        ]);
        expect(routes.filter((r) => r.startsWith('/product/'))).toHaveLength(60);
      });
    } finally {
      if (previous === undefined) delete process.env.CATALOG_SIZE;
      else process.env.CATALOG_SIZE = previous;
    }
  });
});
