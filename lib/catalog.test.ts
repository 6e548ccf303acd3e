import { getCategories, getProduct, getProductOrFirst, getProducts, toCardProduct } from './catalog';

describe('catalogue', () => {
  it('has sixteen products, ids 1 to 16, priced 35 to 2299', () => {
    const products = getProducts();
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(Math.min(...products.map((p) => p.price))).toBe(35);
    expect(Math.max(...products.map((p) => p.price))).toBe(2299);
  });

  it('keeps the products the spec fixes', () => {
    expect(getProduct(1)).toMatchObject({
      category: 'sleep-therapy',
      price: 899,
      originalPrice: 1199,
      sku: 'RSM-AS10-AUTO',
      medicareEligible: true,
    });
    expect(getProduct(13)).toMatchObject({
      category: 'braces',
      price: 45,
      originalPrice: 60,
      sku: 'BRC-KNEE-ADJ',
      medicareEligible: true,
    });
  });

  it('has at least two products per category and some that Medicare does not cover', () => {
    for (const c of getCategories())
      expect(getProducts().filter((p) => p.category === c.slug).length).toBeGreaterThanOrEqual(2);
    expect(getProducts().some((p) => !p.medicareEligible)).toBe(true);
    for (const p of getProducts()) expect(p.medicareInfo.eligible).toBe(p.medicareEligible);
  });

  it('falls back to the first product for an unknown id', () => {
    expect(getProductOrFirst('999').id).toBe(1);
    expect(getProductOrFirst('abc').id).toBe(1);
  });

  it('gives listing cards only what they show', () => {
    const card = toCardProduct(getProduct(1)!);
    expect(card).not.toHaveProperty('specifications');
    expect(card.features).toHaveLength(3);
    expect(card.price).toBe(89900);
  });
});
