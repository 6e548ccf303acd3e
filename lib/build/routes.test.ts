import { indexableRoutes, routesOf } from './routes';

const storePages = [
  '/medicare-info/',
  '/medicare-info/coverage/',
  '/medicare-info/claims/',
  '/medicare-info/calculator/',
  '/contact/',
  '/return-policy/',
  '/shipping-info/',
  '/privacy-policy/',
  '/language-assistance/',
];

describe('indexable routes', () => {
  it('lists every page a shopper can land on from a search, each once, in the sitemap’s order', () => {
    expect(indexableRoutes()).toEqual([
      '/',
      '/products/',
      '/products/sleep-therapy/',
      '/products/respiratory/',
      '/products/mobility/',
      '/products/patient-care/',
      '/products/braces/',
      ...Array.from({ length: 22 }, (_, i) => `/product/${i + 1}/`),
      ...storePages,
    ]);
  });

  it('leaves out the checkout, the placeholder page and the overview tab, which is the Medicare page itself', () => {
    const routes = indexableRoutes();
    expect(routes).not.toContain('/checkout/');
    expect(routes).not.toContain('/terms-of-service/');
    expect(routes).not.toContain('/medicare-info/overview/');
  });

  it('adds a long listing’s further pages, never page 1, which is the listing itself', () => {
    // 60 products make three pages of 24; a category of 25 makes two, one of 24 fits on one.
    const productIds = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(
      routesOf({
        productIds,
        categories: [
          { slug: 'mobility', products: 25 },
          { slug: 'braces', products: 24 },
        ],
      }),
    ).toEqual([
      '/',
      '/products/',
      '/products/page/2/',
      '/products/page/3/',
      '/products/mobility/',
      '/products/mobility/page/2/',
      '/products/braces/',
      ...productIds.map((id) => `/product/${id}/`),
      ...storePages,
    ]);
  });
});
