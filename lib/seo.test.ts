import { getCategory, getProducts } from './catalog';
import { productJsonLd, serializeJsonLd } from './seo';

describe('product JSON-LD', () => {
  it('carries the Product, Offer and rating fields for every product', () => {
    for (const product of getProducts()) {
      const data = JSON.parse(
        serializeJsonLd(productJsonLd(product, getCategory(product.category)!)),
      ) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(data).toMatchObject({
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        description: product.description,
      });
      expect(data.brand.name).toBe(product.brand);
      expect(data.image[0]).toMatch(new RegExp(`/og/product-${product.id}\\.png$`));
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
      });
      expect(data.offers.url).toMatch(new RegExp(`/product/${product.id}/$`));
      expect(data.offers.availability).toBe('https://schema.org/InStock');
      expect(data.offers.shippingDetails['@type']).toBe('OfferShippingDetails');
      expect(data.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
      expect(data.aggregateRating).toMatchObject({
        ratingValue: product.rating,
        reviewCount: product.reviews,
      });
    }
  });

  it('cannot be broken out of by product text', () => {
    const product = {
      ...getProducts()[0]!,
      name: '</script><script>alert(1)</script>',
      description: 'a & b \u2028',
    };
    const json = serializeJsonLd(productJsonLd(product, getCategory(product.category)!));
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(product.name);
  });
});
