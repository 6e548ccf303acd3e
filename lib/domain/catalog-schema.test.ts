import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogDir } from '@/lib/build/catalog';
import { fillFacts, isGtin, validateCatalog, type CatalogFiles } from './catalog-schema';

const category = {
  slug: 'braces',
  name: 'Braces & Supports',
  description: 'Knee and back braces.',
  imageAlt: 'A knee brace',
  medicareEligible: true,
};

const brace = {
  id: 13,
  name: 'Hinged Adjustable Knee Brace',
  brand: 'DonJoy',
  mpn: '11-0468',
  category: 'braces',
  price: 45,
  originalPrice: 60,
  imagePlaceholder: 'Knee brace with hinges',
  images: ['Knee brace with hinges'],
  illustration: 'knee-brace',
  rating: 4.5,
  reviews: 2,
  medicareEligible: true,
  inStock: true,
  taxable: false,
  sku: 'BRC-KNEE-ADJ',
  description: 'A hinged brace for an unstable knee.',
  features: ['Hinges on both sides'],
  specifications: { Sizes: 'S-XL' },
  medicareInfo: {
    eligible: true,
    hcpcs: 'L1833',
    billing: 'purchase',
    coverage: 'Covered when prescribed',
    requirements: ['A prescription'],
    process: ['We bill Medicare Part B directly; you pay the {coinsurancePercent}% coinsurance'],
  },
  accessories: [],
};

const review = {
  id: 1301,
  name: 'Rosa M.',
  location: 'Jamaica, NY',
  rating: 5,
  date: '2026-10-02',
  title: 'Steady on the stairs',
  content: 'It holds my knee straight.',
  verified: true,
};

/** The knee brace's paperwork as CMS lists it: on both the face-to-face/WOPD and the prior authorization lists. */
const documentation = {
  sources: {
    swo: {
      title: '42 CFR 410.38(d)(1)',
      url: 'https://www.ecfr.gov/current/title-42/section-410.38',
      date: '2020-01-01',
    },
    f2f: { title: 'Required F2F and WOPD List', url: 'https://www.cms.gov/f2f', date: '2022-04-13' },
    pa: { title: 'Required Prior Authorization List', url: 'https://www.cms.gov/pa', date: '2024-08-12' },
  },
  codes: {
    L1833: {
      item: 'Knee orthosis',
      kx: null,
      documents: [
        { kind: 'written-order', source: 'swo', beforeDelivery: 'f2f' },
        { kind: 'face-to-face', source: 'f2f' },
        { kind: 'prior-authorization', source: 'pa' },
      ],
    },
  },
};

function files(overrides: Partial<CatalogFiles> = {}): CatalogFiles {
  return {
    'categories.json': [category],
    'products.json': [brace],
    'reviews.json': { 13: { stars: [1, 1, 0, 0, 0], reviews: [review] } },
    'documentation.json': documentation,
    ...overrides,
  };
}

const reviewsFor13 = { 13: { stars: [1, 1, 0, 0, 0], reviews: [review] } };

function problemsOf(input: CatalogFiles): string[] {
  const result = validateCatalog(input);
  return result.ok ? [] : result.problems;
}

describe('catalogue files', () => {
  it('accept a well-formed catalogue', () => {
    const result = validateCatalog(files());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.catalog.products.map((p) => p.id)).toEqual([13]);
      expect(result.catalog.reviews.get(13)?.reviews).toHaveLength(1);
    }
  });

  it('report every problem at once, each with file, product, field and reason', () => {
    const problems = problemsOf(
      files({
        'products.json': [
          { ...brace, price: '45', category: 'bracez', medicareInfo: { ...brace.medicareInfo, hcpcs: '' } },
          { ...brace, id: 14, sku: 'BRC-2', originalPrice: 10, illustration: 'unicorn' },
          { ...brace, id: 15, sku: 'BRC-3', mpn: undefined, colour: 'blue' },
        ],
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\.json: product 13 \(item 1\): price: must be a number of dollars/),
        'products.json: product 13 (item 1): medicareInfo.hcpcs: must not be empty',
        'products.json: product 14 (item 2): originalPrice: must not be below the price',
        expect.stringMatching(
          /^products\.json: product 14 \(item 2\): illustration: must be one of .*knee-brace/,
        ),
        expect.stringMatching(/^products\.json: product 15 \(item 3\): gtin: needs a gtin or an mpn/),
        expect.stringMatching(/^products\.json: product 15 \(item 3\): product: .*colour/),
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('check the files against each other', () => {
    const problems = problemsOf(
      files({
        'categories.json': [category, category],
        'products.json': [
          { ...brace, category: 'wheelchairs' },
          { ...brace, name: 'Second brace' },
        ],
        'reviews.json': {
          13: { stars: [5, 0, 0, 0, 0], reviews: [] },
          99: { stars: [0, 0, 0, 0, 0], reviews: [] },
        },
      }),
    );
    expect(problems).toEqual([
      'categories.json: category braces: slug: is used more than once',
      'products.json: product 13: id: is used by more than one product',
      'products.json: sku BRC-KNEE-ADJ: is used by more than one product',
      'products.json: product 13: category: "wheelchairs" is not in categories.json',
      'reviews.json: product 13: stars: add up to 5, but products.json gives 2 reviews',
      'reviews.json: product 99: is not a product in products.json',
    ]);
  });

  it('refuse a rating the star counts do not give', () => {
    // Two reviews, 5 and 4 stars: 4.5. A rating of 4.8 is not what the page's bars would show.
    expect(problemsOf(files({ 'products.json': [{ ...brace, rating: 4.8 }] }))).toEqual([
      'reviews.json: product 13: stars: average 4.50, but products.json gives a rating of 4.8',
    ]);
    expect(problemsOf(files({ 'products.json': [{ ...brace, rating: 4.5 }] }))).toEqual([]);
  });

  it('say what shape a file should have when it has another', () => {
    expect(problemsOf(files({ 'products.json': { 13: brace }, 'reviews.json': [] }))).toEqual([
      'products.json: must be a list ([ … ]) of product entries',
      'reviews.json: must be an object of product id → reviews ({ "1": { … } })',
    ]);
  });

  it('refuse prices with fractions of a cent, bad dates and ratings, and unknown store facts', () => {
    const problems = problemsOf(
      files({
        'products.json': [
          {
            ...brace,
            price: 44.999,
            medicareInfo: { ...brace.medicareInfo, coverage: 'Medicare pays {coveragePercnt}%' },
          },
        ],
        'reviews.json': {
          13: { stars: [1, 1, 0, 0, 0], reviews: [{ ...review, rating: 6, date: '02/10/2026' }] },
        },
      }),
    );
    expect(problems).toEqual([
      'products.json: product 13 (item 1): price: must have at most two decimals (cents)',
      'products.json: product 13 (item 1): medicareInfo.coverage: names {coveragePercnt}, which is not a store fact ({coveragePercent}, {coinsurancePercent}, {rentalMonths}, {deductible})',
      'reviews.json: product 13: reviews[0].rating: must be 1 to 5',
      'reviews.json: product 13: reviews[0].date: must be a date written YYYY-MM-DD',
    ]);
  });

  it('name an entry by its slug or id when it has one, else by its place, and check the rules between fields', () => {
    const problems = problemsOf(
      files({
        'categories.json': [category, { ...category, slug: 'page', name: ' ' }],
        'products.json': [
          null,
          'Knee brace',
          { ...brace, id: true, sku: 'BRC-1' },
          { ...brace, id: 40, sku: 'BRC-2', price: 50, originalPrice: 40, medicareEligible: false },
          { ...brace, id: 41, sku: 'BRC-3', price: 'call us', originalPrice: 40, medicareInfo: undefined },
        ],
        'reviews.json': { '40.0': {}, ' 40': {}, abc: {} },
      }),
    );
    expect(problems).toEqual([
      'categories.json: category page (item 2): slug: must not be page, which the store uses for its listing pages',
      'categories.json: category page (item 2): name: must not be empty',
      'products.json: item 1: product: Invalid input: expected object, received null',
      'products.json: item 2: product: Invalid input: expected object, received string',
      'products.json: item 3: id: Invalid input: expected number, received boolean',
      'products.json: product 40 (item 4): originalPrice: must not be below the price',
      'products.json: product 40 (item 4): medicareInfo.eligible: must match medicareEligible',
      'products.json: product 41 (item 5): price: must be a number of dollars, like 899 or 12.50',
      'products.json: product 41 (item 5): medicareInfo: is missing',
      'reviews.json: product 40.0: is not a product in products.json',
      'reviews.json: product  40: is not a product in products.json',
      'reviews.json: product abc: is not a product in products.json',
    ]);
  });

  it('want star counts for every product with reviews, and none for a product without', () => {
    expect(problemsOf(files({ 'reviews.json': {} }))).toEqual([
      'reviews.json: product 13: is missing, but products.json gives 2 reviews; give its star counts, 5 stars down to 1',
    ]);
    expect(
      problemsOf(files({ 'products.json': [{ ...brace, rating: 0, reviews: 0 }], 'reviews.json': {} })),
    ).toEqual([]);
  });

  it('check prices against each other, and Medicare eligibility, only when both are of the right type', () => {
    expect(problemsOf(files({ 'products.json': [{ ...brace, price: '50', originalPrice: 40 }] }))).toEqual([
      'products.json: product 13 (item 1): price: must be a number of dollars, like 899 or 12.50',
    ]);
    expect(problemsOf(files({ 'products.json': [{ ...brace, price: 50, originalPrice: '40' }] }))).toEqual([
      'products.json: product 13 (item 1): originalPrice: must be a number of dollars, like 899 or 12.50',
    ]);
    expect(
      problemsOf(
        files({
          'products.json': [
            { ...brace, medicareEligible: 'yes', medicareInfo: { ...brace.medicareInfo, eligible: true } },
          ],
        }),
      ),
    ).toEqual([
      'products.json: product 13 (item 1): medicareEligible: Invalid input: expected boolean, received string',
    ]);
  });

  it('want reviews.json to be an object, not nothing or a text', () => {
    const shape = 'reviews.json: must be an object of product id → reviews ({ "1": { … } })';
    expect(problemsOf(files({ 'reviews.json': null }))).toEqual([shape]);
    expect(problemsOf(files({ 'reviews.json': 'none yet' }))).toEqual([shape]);
  });

  it('take a GTIN only with its check digit, and no GTIN or MPN only when the product says it has none', () => {
    expect(isGtin('036000291452')).toBe(true);
    expect(isGtin('036000291453')).toBe(false);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('12345')).toBe(false);
    // Nine digits are no GTIN, even when their last digit checks out.
    expect(isGtin('123456784')).toBe(false);
    const none = { ...brace, mpn: undefined, identifierExists: false };
    expect(problemsOf(files({ 'products.json': [none] }))).toEqual([]);
    expect(problemsOf(files({ 'products.json': [{ ...none, gtin: '036000291452' }] }))).toEqual([
      'products.json: product 13 (item 1): identifierExists: is false, yet a gtin or mpn is given',
    ]);
  });

  it('want each product’s tax status and Medicare billing, with an amount that fits the billing', () => {
    const medicare = (change: object) => ({ ...brace, medicareInfo: { ...brace.medicareInfo, ...change } });
    expect(
      problemsOf(
        files({
          'products.json': [
            { ...brace, taxable: 'no' },
            { ...medicare({ billing: 'lease' }), id: 14 },
            { ...medicare({ monthlyRental: 20 }), id: 15 },
            { ...medicare({ billing: 'capped-rental', allowedAmount: 40 }), id: 16 },
            { ...medicare({ allowedAmount: 40.123 }), id: 17 },
          ],
        }),
      ),
    ).toEqual([
      'products.json: product 13 (item 1): taxable: must be true or false',
      'products.json: product 14 (item 2): medicareInfo.billing: must be one of purchase, capped-rental, oxygen',
      'products.json: product 15 (item 3): medicareInfo.monthlyRental: is for rentals only: billing is purchase (give allowedAmount instead)',
      'products.json: product 16 (item 4): medicareInfo.allowedAmount: is for purchases only: billing is capped-rental (give monthlyRental instead)',
      'products.json: product 17 (item 5): medicareInfo.allowedAmount: must have at most two decimals (cents)',
    ]);
    const rented = medicare({ billing: 'oxygen', monthlyRental: 170 });
    expect(problemsOf(files({ 'products.json': [rented] }))).toEqual([]);
  });

  it('take Spanish for the Medicare tab and the accessories, one Spanish entry for each accessory', () => {
    const withAccessories = {
      ...brace,
      accessories: [
        { name: 'Strap set', price: 12, image: 'Hook-and-loop straps' },
        { name: 'Liner', price: 9, image: 'Cotton liner' },
      ],
    };
    const es = (spanish: object) => ({ ...withAccessories, es: spanish });
    const medicare = { coverage: 'Cubierta con receta', process: ['Usted paga el {coinsurancePercent}%'] };
    const both = [
      { name: 'Correas', image: 'Correas con velcro' },
      { name: 'Forro', image: 'Forro de algodón' },
    ];
    expect(problemsOf(files({ 'products.json': [es({ medicare, accessories: both })] }))).toEqual([]);
    expect(
      problemsOf(
        files({
          'products.json': [
            es({ accessories: both.slice(0, 1) }),
            { ...es({ medicare: { coverage: '', steps: [] } }), id: 14 },
          ],
        }),
      ),
    ).toEqual([
      'products.json: product 13 (item 1): es.accessories: must name the same accessories, in the same order, as accessories (2)',
      'products.json: product 14 (item 2): es.medicare.coverage: must not be empty',
      'products.json: product 14 (item 2): es.medicare: Unrecognized key: "steps"',
    ]);
  });

  it('fill in the store facts a product text names', () => {
    expect(
      fillFacts('you pay the {coinsurancePercent}% coinsurance', {
        coinsurancePercent: 20,
        coveragePercent: 80,
        rentalMonths: 13,
        deductible: '$240',
      }),
    ).toBe('you pay the 20% coinsurance');
  });
});

describe('the template product for the supplier', () => {
  it('is a valid entry as it stands, so copying it is a safe start', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(catalogDir, file), 'utf8'));
    const result = validateCatalog({
      'categories.json': read('categories.json'),
      'products.json': [read('template/product.json')],
      'reviews.json': {},
      'documentation.json': read('documentation.json'),
    });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

describe('what Medicare needs for each code', () => {
  it('refuses a Medicare product whose code has no documentation rules, and one that names no code', () => {
    const walker = {
      ...brace,
      id: 41,
      sku: 'WLK-1',
      reviews: 0,
      rating: 0,
      medicareInfo: { ...brace.medicareInfo, hcpcs: 'E0143, E0156' },
    };
    const unnamed = {
      ...brace,
      id: 42,
      sku: 'WLK-2',
      reviews: 0,
      rating: 0,
      medicareInfo: { ...brace.medicareInfo, hcpcs: 'see below' },
    };
    expect(
      problemsOf(files({ 'products.json': [brace, walker, unnamed], 'reviews.json': reviewsFor13 })),
    ).toEqual([
      'products.json: product 41: medicareInfo.hcpcs: E0143 has no documentation rules; add what Medicare needs for it to documentation.json (every item a written-order, with its CMS source)',
      'products.json: product 41: medicareInfo.hcpcs: E0156 has no documentation rules; add what Medicare needs for it to documentation.json (every item a written-order, with its CMS source)',
      'products.json: product 42: medicareInfo.hcpcs: "see below" names no HCPCS code (such as E0601), but the product is billed to Medicare',
    ]);
  });

  it('a private-pay product needs no rules', () => {
    const oximeter = {
      ...brace,
      id: 43,
      sku: 'OXI-1',
      reviews: 0,
      rating: 0,
      medicareEligible: false,
      medicareInfo: { ...brace.medicareInfo, eligible: false, hcpcs: 'Not billed to Medicare' },
    };
    expect(problemsOf(files({ 'products.json': [brace, oximeter], 'reviews.json': reviewsFor13 }))).toEqual(
      [],
    );
  });

  it('refuses a rule without its source, a code without a written order, and an undated source', () => {
    const broken = {
      sources: {
        ...documentation.sources,
        lcd: { title: 'LCD L33318', url: 'https://www.cms.gov/l33318', date: 'Jan 2024' },
      },
      codes: {
        L1833: {
          item: 'Knee orthosis',
          kx: 'knee-lcd',
          documents: [{ kind: 'face-to-face', source: 'f2f-list' }],
        },
      },
    };
    expect(problemsOf(files({ 'documentation.json': broken }))).toEqual([
      'documentation.json: sources.lcd.date: must be a date written YYYY-MM-DD',
    ]);
    broken.sources.lcd.date = '2024-01-01';
    expect(problemsOf(files({ 'documentation.json': broken }))).toEqual([
      'documentation.json: L1833: kx: "knee-lcd" is not in sources',
      'documentation.json: L1833: documents[0].source: "f2f-list" is not in sources',
      'documentation.json: L1833: documents: must include a written-order (every item needs a standard written order)',
    ]);
  });
});
