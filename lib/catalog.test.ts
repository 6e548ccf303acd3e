import {
  getCategories,
  getProduct,
  getProducts,
  getReviews,
  productFacts,
  productGallery,
  productPicture,
  toCardProduct,
  type GalleryImage,
} from './catalog';

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

  it('gives listing cards only what they show', () => {
    const card = toCardProduct(getProduct(1)!);
    expect(card).not.toHaveProperty('specifications');
    expect(card.features).toHaveLength(3);
    expect(card.price).toBe(89900);
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
