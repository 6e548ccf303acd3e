import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { facts } from '@/data/facts';
import {
  catalogModified,
  getCategories,
  getCategory,
  getProduct,
  getProductIds,
  getProducts,
  getProductsInCategory,
  getReviews,
  CatalogError,
  readCatalog,
} from './catalog';
import {
  productFacts,
  productGallery,
  productPicture,
  toCardProduct,
  toPricedProduct,
  toProductFile,
  type GalleryImage,
} from '@/lib/domain/product';
import { parsePricedProduct } from '@/lib/domain/priced-product';
import { partBDeductible } from '@/lib/domain/deductible';
import { catalogueCopies } from './testing/catalogue-copy';

describe('catalogue', () => {
  // First in the file: the catalogue is read (and its Medicare text filled) once, by the first test that asks.
  it('fills the store’s Medicare facts into the Medicare text the supplier writes with {placeholders}', () => {
    const { coveragePercent, coinsurancePercent, rentalMonths } = facts.medicare;
    const deductible = partBDeductible().amount / 100;
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

  it('gives listing cards only what they show: prices in cents, the first three features, the picture', () => {
    const product = getProducts().find((p) => p.features.length > 3)!;
    const card = toCardProduct(product);
    expect(card).not.toHaveProperty('specifications');
    expect(card.features).toEqual(product.features.slice(0, 3));
    expect(card.price).toBe(Math.round(product.price * 100));
    expect(card.originalPrice).toBe(Math.round(product.originalPrice * 100));
    expect([card.image, card.imageAlt]).toEqual([productPicture(product).src, productPicture(product).alt]);
  });

  it('gives the checkout a product’s name, price, tax status and Medicare terms in cents, and picture, nothing more', () => {
    // The mask: bought outright, with a Medicare allowed amount of $150.
    const product = { ...getProduct(2)!, price: 10.05 };
    expect(toPricedProduct(product)).toEqual({
      id: product.id,
      name: product.name,
      price: 1005,
      medicareEligible: true,
      taxable: false,
      medicare: { eligible: true, billing: 'purchase', allowedAmount: 15000 },
      image: productPicture(product).src,
      imageAlt: productPicture(product).alt,
    });
  });

  it('writes one file per product that the checkout prices from and a card of search results shows', () => {
    const product = getProduct(9)!;
    const file = JSON.parse(JSON.stringify(toProductFile(product)));
    const spanish = toCardProduct(product, 'es');
    // The Spanish checkout names the product in Spanish.
    expect(parsePricedProduct(file, 9)).toEqual({
      ...toPricedProduct(product),
      es: { name: spanish.name, imageAlt: spanish.imageAlt },
    });
    expect(parsePricedProduct(file, 10)).toBeNull();
    expect(file).toEqual({
      ...toPricedProduct(product),
      ...toCardProduct(product),
      // The card's Spanish, for the Spanish listings' search results.
      es: {
        name: spanish.name,
        description: spanish.description,
        features: spanish.features,
        imageAlt: spanish.imageAlt,
      },
    });
    expect(file.es.name).toBe('Silla de ruedas manual Drive Cruiser III de 18"');
    // No specifications, accessories or Medicare text: a card and a cart line need none.
    expect(file).not.toHaveProperty('specifications');
    expect(file).not.toHaveProperty('accessories');
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

  it('a product reviews.json says nothing about has none, never another product’s', () => {
    const product = getProduct(3)!;
    const reviews = getReviews(product);
    expect(reviews.reviews.length).toBeGreaterThan(0);
    expect(getReviews({ ...product, id: 0 })).toEqual({ stars: [0, 0, 0, 0, 0], reviews: [] });
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

  it('picks the facts a shopper checks first, in that order, at most three', () => {
    const product = getProduct(9)!;
    const specs = (specifications: Record<string, string>) => productFacts({ ...product, specifications });
    expect(
      specs({
        Colour: 'Blue',
        Sizes: 'S-XL',
        'Weight capacity': '300 lb',
        'Seat height': '19 in',
        'Seat width': '18 in',
        Weight: '35 lb',
        Dimensions: '42 x 25 x 36 in',
      }),
    ).toEqual([
      { label: 'Dimensions', value: '42 x 25 x 36 in' },
      { label: 'Weight', value: '35 lb' },
      { label: 'Seat width', value: '18 in' },
    ]);
    expect(
      specs({ Colour: 'Blue', Sizes: 'S-XL', 'Weight capacity': '300 lb', 'Seat height': '19 in' }),
    ).toEqual([
      { label: 'Seat height', value: '19 in' },
      { label: 'Weight capacity', value: '300 lb' },
      { label: 'Sizes', value: 'S-XL' },
    ]);
  });

  it('describes the drawing by the product’s picture text when it lists no image texts', () => {
    const product = { ...getProduct(1)!, images: [] };
    expect(productGallery(product)[0]).toEqual({
      src: '/images/products/1-1.svg',
      alt: product.imagePlaceholder,
    });
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

describe('reading the catalogue files', () => {
  const { catalogueWith, removeCopies } = catalogueCopies();
  afterAll(removeCopies);

  it('dates the catalogue by its most recently changed file', () => {
    const dir = catalogueWith((d) => {
      utimesSync(path.join(d, 'categories.json'), new Date('2026-01-02'), new Date('2026-01-02'));
      utimesSync(path.join(d, 'products.json'), new Date('2026-03-04'), new Date('2026-03-04'));
      utimesSync(path.join(d, 'reviews.json'), new Date('2026-02-03'), new Date('2026-02-03'));
    });
    expect(catalogModified(dir).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });

  function problemsReading(dir: string): { message: string; problems: string[] } {
    try {
      readCatalog(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogError);
      expect((error as Error).name).toBe('CatalogError');
      return { message: (error as Error).message, problems: (error as CatalogError).problems };
    }
    throw new Error('the catalogue was read without a problem');
  }

  const where = (dir: string) => path.relative(process.cwd(), dir);

  it('reads the supplier’s files as they are', () => {
    const read = readCatalog(catalogueWith(() => {}));
    expect(read.products.map((p) => p.id)).toEqual(readCatalog().products.map((p) => p.id));
    expect(read.categories).toHaveLength(5);
  });

  it('names each file that is missing or cut short, one line each, with where it ends', () => {
    const dir = catalogueWith((d) => {
      rmSync(path.join(d, 'categories.json'));
      writeFileSync(path.join(d, 'reviews.json'), '{ "1": ');
    });
    const { message, problems } = problemsReading(dir);
    expect(problems).toEqual([
      'categories.json: is missing',
      'reviews.json: line 1, column 8: the file ends before everything opened in it is closed: is it saved in full?',
    ]);
    expect(message).toBe(
      `The catalogue in ${where(dir)} has 2 problems:\n  - ${problems[0]}\n  - ${problems[1]}`,
    );
  });

  it('says “a problem” when there is one, naming the product, field and reason', () => {
    const dir = catalogueWith((d) => {
      const file = path.join(d, 'products.json');
      const products = JSON.parse(readFileSync(file, 'utf8'));
      products[6].price = 'call us';
      writeFileSync(file, JSON.stringify(products));
    });
    expect(problemsReading(dir).message).toBe(
      `The catalogue in ${where(dir)} has a problem:\n` +
        '  - products.json: product 7 (item 7): price: must be a number of dollars, like 899 or 12.50',
    );
  });

  it('names each photo a product lists that is not in the photos folder', () => {
    const dir = catalogueWith((d) => {
      const file = path.join(d, 'products.json');
      const products = JSON.parse(readFileSync(file, 'utf8'));
      products[1].photos = [
        { file: 'front.jpg', alt: 'The concentrator from the front' },
        { file: 'side.png', alt: 'The concentrator from the side' },
        { file: 'back.webp', alt: 'The concentrator from the back' },
      ];
      writeFileSync(file, JSON.stringify(products));
      mkdirSync(path.join(d, 'photos'), { recursive: true });
      writeFileSync(path.join(d, 'photos', 'side.png'), '');
    });
    const folder = path.join(where(dir), 'photos');
    expect(problemsReading(dir).problems).toEqual([
      `products.json: product 2: photos[0].file: "front.jpg" is not in the photos folder (${folder})`,
      `products.json: product 2: photos[2].file: "back.webp" is not in the photos folder (${folder})`,
    ]);
  });
});
