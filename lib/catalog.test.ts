import { facts } from '@/data/facts';
import {
  getCategories,
  getCategory,
  getProduct,
  getProductIds,
  getProducts,
  getProductsInCategory,
  getReviews,
  productFacts,
  readCatalog,
  productGallery,
  productPicture,
  toCardProduct,
  toPricedProduct,
  type GalleryImage,
} from './catalog';

describe('catalogue', () => {
  it('finds a product by its id, as a number or as a URL writes it, and nothing for an unknown id', () => {
    const products = getProducts();
    const last = products[products.length - 1]!;
    expect(getProduct(last.id)).toBe(last);
    expect(getProduct(String(last.id))).toBe(last);
    expect(getProduct(Math.max(...products.map((p) => p.id)) + 1)).toBeUndefined();
    expect(getProduct('abc')).toBeUndefined();
    expect(getProductIds()).toEqual(products.map((p) => p.id));
  });

  it('lists a category’s products in catalogue order and no others', () => {
    for (const category of getCategories()) {
      const listed = getProductsInCategory(category.slug);
      expect(listed).toEqual(getProducts().filter((p) => p.category === category.slug));
      expect(getCategory(category.slug)).toBe(category);
    }
    expect(getProductsInCategory('no-such-category')).toEqual([]);
    expect(getCategory('no-such-category')).toBeUndefined();
  });

  it('fills the store’s Medicare facts into the Medicare text the supplier writes with {placeholders}', () => {
    const { coveragePercent, coinsurancePercent, rentalMonths, deductible } = facts.medicare;
    const filled = (text: string) =>
      text
        .replaceAll('{coveragePercent}', String(coveragePercent))
        .replaceAll('{coinsurancePercent}', String(coinsurancePercent))
        .replaceAll('{rentalMonths}', String(rentalMonths))
        .replaceAll('{deductible}', `$${deductible}`);
    const texts = (p: { medicareInfo: { coverage: string; requirements: string[]; process: string[] } }) => [
      p.medicareInfo.coverage,
      ...p.medicareInfo.requirements,
      ...p.medicareInfo.process,
    ];
    const written = readCatalog().products;
    expect(written.flatMap(texts).filter((t) => t.includes('{')).length).toBeGreaterThan(0);
    for (const p of written) expect(texts(getProduct(p.id)!)).toEqual(texts(p).map(filled));
  });

  it('gives listing cards only what they show: prices in cents, the first three features, the picture', () => {
    const product = getProducts().find((p) => p.features.length > 3)!;
    const card = toCardProduct(product);
    expect(card).not.toHaveProperty('specifications');
    expect(card.features).toEqual(product.features.slice(0, 3));
    expect(card.price).toBe(Math.round(product.price * 100));
    expect(card.originalPrice).toBe(Math.round(product.originalPrice * 100));
    expect([card.image, card.imageAlt]).toEqual([productPicture(product).src, productPicture(product).alt]);
  });

  it('gives the checkout a product’s name, price in cents, Medicare eligibility and picture, nothing more', () => {
    const product = { ...getProduct(2)!, price: 10.05 };
    expect(toPricedProduct(product)).toEqual({
      id: product.id,
      name: product.name,
      price: 1005,
      medicareEligible: product.medicareEligible,
      image: productPicture(product).src,
      imageAlt: productPicture(product).alt,
    });
  });
});

describe('reviews', () => {
  it('break every rating down into star counts that add up to its review count and average to its rating', () => {
    for (const product of getProducts()) {
      const { stars } = getReviews(product);
      const total = stars.reduce((a, b) => a + b, 0);
      expect(total).toBe(product.reviews);
      const average = stars.reduce((sum, n, i) => sum + n * (5 - i), 0) / total;
      expect(Math.round(average * 10) / 10).toBe(product.rating);
    }
  });

  it('show several dated, signed reviews per product, none from the future, none twice', () => {
    const titles = new Set<string>();
    const ratings = new Set<number>();
    for (const product of getProducts()) {
      const { reviews } = getReviews(product);
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      for (const r of reviews) {
        expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect(r.location).toMatch(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/);
        expect(new Date(r.date).getTime()).toBeLessThanOrEqual(Date.now());
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(titles.has(r.title)).toBe(false);
        titles.add(r.title);
        ratings.add(r.rating);
      }
    }
    // Not a wall of five-star reviews.
    expect([...ratings].sort()).toEqual([3, 4, 5]);
  });

  it('never praise Medicare billing on a product Medicare does not cover', () => {
    for (const product of getProducts().filter((p) => !p.medicareEligible)) {
      for (const r of getReviews(product).reviews) expect(`${r.title} ${r.content}`).not.toMatch(/medicare/i);
    }
  });

  it('a generated catalogue copy shares its original product’s reviews', () => {
    const copy = { ...getProduct(3)!, id: 19 };
    expect(getReviews(copy)).toBe(getReviews(getProduct(3)!));
  });
});

describe('gallery', () => {
  it('puts a product’s photos first, in the catalogue’s order, then the key facts', () => {
    const product = {
      ...getProduct(9)!,
      photos: [
        { file: 'chair-front.jpg', alt: 'The wheelchair from the front' },
        { file: 'chair-folded.png', alt: 'The wheelchair folded' },
      ],
    };
    expect(productGallery(product).map((i) => i.src)).toEqual([
      '/images/products/9-photo-1',
      '/images/products/9-photo-2',
      '/images/products/9-2.svg',
    ]);
    expect(productPicture(product)).toEqual({
      src: '/images/products/9-photo-1',
      alt: 'The wheelchair from the front',
    });
    expect(toCardProduct(product)).toMatchObject({
      image: '/images/products/9-photo-1',
      imageAlt: 'The wheelchair from the front',
    });
    expect(productPicture(getProduct(9)!).src).toBe('/images/products/9-1.svg');
  });

  it('shows the drawing, then the key facts named exactly as the specifications give them', () => {
    const product = getProduct(1)!;
    const gallery = productGallery(product);
    expect(gallery).toHaveLength(2);
    const [drawing, facts] = gallery as [GalleryImage, GalleryImage];
    expect(drawing).toEqual({ src: '/images/products/1-1.svg', alt: product.images[0] });
    expect(facts.src).toBe('/images/products/1-2.svg');
    expect(productFacts(product)).toEqual([
      { label: 'Dimensions', value: '4.6 x 10.1 x 6.0 in' },
      { label: 'Weight', value: '2.9 lb (with humidifier)' },
    ]);
    expect(facts.alt).toBe(
      `Key facts about the ${product.name}: dimensions 4.6 x 10.1 x 6.0 in; weight 2.9 lb (with humidifier)`,
    );
  });

  it('falls back to the first specifications when none of the usual facts exist', () => {
    const product = getProduct(13)!;
    expect(productFacts(product)).toEqual(
      Object.entries(product.specifications)
        .slice(0, 3)
        .map(([label, value]) => ({ label, value })),
    );
  });
});
