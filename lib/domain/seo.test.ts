import { getCategory, getProduct, getProducts, getReviews } from '@/lib/build/catalog';
import { facts } from '@/data/facts';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  cutAtWord,
  itemListJsonLd,
  medicalBusinessJsonLd,
  organizationJsonLd,
  pageMetadata,
  pageTitle,
  priceValidUntil,
  productJsonLd,
  serializeJsonLd,
} from './seo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parse = (json: string) => JSON.parse(json) as Record<string, any>;

describe('product JSON-LD', () => {
  it('names the product by its barcode and part number when the catalogue has them', () => {
    const cpap = getProduct(1)!;
    const category = getCategory(cpap.category)!;
    const byMpn = parse(serializeJsonLd(productJsonLd(cpap, category)));
    expect(byMpn.mpn).toBe('37207');
    expect(byMpn).not.toHaveProperty('gtin');
    const byGtin = parse(
      serializeJsonLd(productJsonLd({ ...cpap, gtin: '036000291452', mpn: undefined }, category)),
    );
    expect(byGtin.gtin).toBe('036000291452');
    expect(byGtin).not.toHaveProperty('mpn');
  });

  it('gives search engines each photo at 1:1, 4:3 and 16:9 when the product has photos', () => {
    const product = {
      ...getProduct(9)!,
      photos: [{ file: 'front.jpg', alt: 'The wheelchair from the front' }],
    };
    const data = parse(serializeJsonLd(productJsonLd(product, getCategory(product.category)!)));
    expect(data.image).toEqual([
      'http://localhost:3000/images/products/9-photo-1-1x1.jpg',
      'http://localhost:3000/images/products/9-photo-1-4x3.jpg',
      'http://localhost:3000/images/products/9-photo-1-16x9.jpg',
    ]);
  });

  it('carries the Product, Offer and rating fields for every product', () => {
    for (const product of getProducts()) {
      const data = parse(serializeJsonLd(productJsonLd(product, getCategory(product.category)!)));
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
      expect(data.offers.shippingDetails['@type']).toBe('OfferShippingDetails');
      expect(data.offers.hasMerchantReturnPolicy).toMatchObject({
        merchantReturnDays: 30,
        applicableCountry: 'US',
        returnPolicyCountry: 'US',
      });
      expect(data.aggregateRating).toMatchObject({
        ratingValue: product.rating,
        reviewCount: product.reviews,
      });
    }
  });

  it('offers free standard shipping in the US, its handling and transit days, and free returns by mail', () => {
    const product = getProduct(1)!;
    const { offers } = parse(serializeJsonLd(productJsonLd(product, getCategory(product.category)!)));
    expect(offers).toEqual({
      '@type': 'Offer',
      url: 'http://localhost:3000/product/1/',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      priceValidUntil: priceValidUntil(),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Jamaica Medical Supply' },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'USD' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 5, maxValue: 7, unitCode: 'DAY' },
        },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'US',
        returnPolicyCountry: 'US',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 30,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
    });
  });

  it('says in stock or out of stock as the catalogue does', () => {
    const product = getProduct(1)!;
    const category = getCategory(product.category)!;
    expect(productJsonLd(product, category).offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
    expect(productJsonLd({ ...product, inStock: false }, category).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('marks up exactly the reviews it is given, and no rating for a product without reviews', () => {
    const product = getProduct(2)!;
    const category = getCategory(product.category)!;
    const shown = getReviews(product).reviews.slice(0, 2);
    const data = parse(serializeJsonLd(productJsonLd(product, category, shown)));
    expect(data.review).toHaveLength(2);
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      name: shown[0]!.title,
      reviewBody: shown[0]!.content,
      inLanguage: 'en',
      datePublished: shown[0]!.date,
      author: { '@type': 'Person', name: shown[0]!.name },
      reviewRating: { '@type': 'Rating', ratingValue: shown[0]!.rating, bestRating: 5, worstRating: 1 },
    });
    // A review a shopper wrote in Spanish says so, on either language's page.
    const cpap = getProduct(1)!;
    const spanish = getReviews(cpap).reviews.filter((r) => r.language === 'es');
    expect(spanish).toHaveLength(1);
    const marked = parse(serializeJsonLd(productJsonLd(cpap, getCategory(cpap.category)!, spanish)));
    expect(marked.review[0]).toMatchObject({ name: 'Me explicaron todo en español', inLanguage: 'es' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      brand: { '@type': 'Brand', name: product.brand },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviews,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(productJsonLd(product, category)).not.toHaveProperty('review');
    expect(productJsonLd({ ...product, reviews: 0 }, category)).not.toHaveProperty('aggregateRating');
  });

  it('offers are valid to the end of the next year', () => {
    expect(priceValidUntil(new Date('2026-11-23T12:00:00Z'))).toBe('2027-12-31');
    expect(priceValidUntil(new Date('2027-01-01T00:00:00Z'))).toBe('2028-12-31');
  });

  it('cannot be broken out of by product text', () => {
    const product = {
      ...getProducts()[0]!,
      name: '</script><script>alert(1)</script>',
      description: 'a & b \u2028 \u2029 <!--',
    };
    const json = serializeJsonLd(productJsonLd(product, getCategory(product.category)!));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('a \\u0026 b \\u2028 \\u2029 \\u003c!--');
    expect(parse(json).name).toBe(product.name);
    expect(parse(json).description).toBe(product.description);
  });
});

describe('titles and descriptions', () => {
  it('adds the store name when the whole title still fits in 60 characters', () => {
    expect(pageTitle('Contact Us')).toBe('Contact Us | Jamaica Medical Supply');
    // 40 characters: with " | Jamaica Medical Supply" it would be 65.
    expect(pageTitle('ResMed AirSense 10 AutoSet CPAP Machine!')).toBe(
      'ResMed AirSense 10 AutoSet CPAP Machine!',
    );
    expect(pageTitle('x'.repeat(35))).toHaveLength(60);
    expect(pageTitle('x'.repeat(36))).toBe('x'.repeat(36));
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(cutAtWord('short text', 160)).toBe('short text');
    expect(cutAtWord('  spaced \n out  ', 160)).toBe('spaced out');
    expect(cutAtWord('one two three four', 12)).toBe('one two…');
    expect(cutAtWord('one two, three', 10)).toBe('one two…');
    // Text of exactly the limit is kept whole; the ellipsis counts towards the limit.
    expect(cutAtWord('one two', 7)).toBe('one two');
    expect(cutAtWord('one two three', 7)).toBe('one…');
    // One word longer than the limit is cut inside it.
    expect(cutAtWord('Wheelchair', 5)).toBe('Whee…');
    expect(cutAtWord('Wheelchair -- light', 14)).toBe('Wheelchair…');
    const long = 'word '.repeat(50);
    const cut = cutAtWord(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
  });

  it('gives every page its canonical URL as og:url, with the store defaults merged in', () => {
    const meta = pageMetadata({
      title: 'Contact Us',
      description: 'Call, e-mail or visit our Jamaica, NY store. Medicare specialists reply quickly.',
      path: '/contact/',
    });
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/contact/');
    expect(meta.openGraph).toMatchObject({
      url: 'http://localhost:3000/contact/',
      siteName: 'Jamaica Medical Supply',
      locale: 'en_US',
      title: 'Contact Us | Jamaica Medical Supply',
      images: [{ url: 'http://localhost:3000/og/default.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [
        {
          url: 'http://localhost:3000/og/default.png',
          alt: expect.stringContaining('Jamaica Medical Supply'),
        },
      ],
    });
    expect(meta).not.toHaveProperty('robots');
    expect(meta.title).toEqual({ absolute: 'Contact Us | Jamaica Medical Supply' });
    expect(meta.openGraph).toHaveProperty('type', 'website');
  });

  it('keeps a page’s own share image, and can keep a page out of the index without a canonical URL', () => {
    const meta = pageMetadata({
      title: 'Page Not Found',
      description: 'x '.repeat(40),
      image: { path: '/og/product-3.png', width: 1200, height: 630, alt: 'A humidifier' },
      index: false,
    });
    expect(meta).not.toHaveProperty('alternates');
    expect(meta.openGraph).not.toHaveProperty('url');
    expect(meta.openGraph).toMatchObject({ images: [{ url: 'http://localhost:3000/og/product-3.png' }] });
    expect(meta.robots).toEqual({ index: false });
  });
});

describe('breadcrumbs and the store', () => {
  it('follows one trail: Home, category (or all products), product', () => {
    const category = getCategory('braces')!;
    expect(breadcrumbTrail()).toEqual([
      { name: 'Home', path: '/' },
      { name: 'All Medical Equipment', path: '/products/' },
    ]);
    expect(breadcrumbTrail(category, { id: 13, name: 'Knee brace' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Orthopedic Braces', path: '/products/braces/' },
      { name: 'Knee brace', path: '/product/13/' },
    ]);
  });

  it('describes the organization with its logo and contact point, and the website', () => {
    const [org, site] = organizationJsonLd();
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Jamaica Medical Supply',
      logo: 'http://localhost:3000/og/logo.png',
      contactPoint: { telephone: '+1-718-555-0142', contactType: 'customer service' },
    });
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'http://localhost:3000/' });
  });

  it('describes the organization and its website in full, the website published by the organization', () => {
    expect(organizationJsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'http://localhost:3000/#organization',
        name: 'Jamaica Medical Supply',
        url: 'http://localhost:3000/',
        logo: 'http://localhost:3000/og/logo.png',
        email: 'support@jamaicamedicalsupply.com',
        telephone: '+1-718-555-0142',
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+1-718-555-0142',
          email: 'support@jamaicamedicalsupply.com',
          areaServed: 'US',
          availableLanguage: 'English',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Jamaica Medical Supply',
        url: 'http://localhost:3000/',
        publisher: { '@id': 'http://localhost:3000/#organization' },
      },
    ]);
  });

  it('repeats the trail a page shows as a numbered BreadcrumbList', () => {
    expect(breadcrumbJsonLd(breadcrumbTrail(getCategory('braces')!, { id: 13, name: 'Knee brace' }))).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Orthopedic Braces',
            item: 'http://localhost:3000/products/braces/',
          },
          { '@type': 'ListItem', position: 3, name: 'Knee brace', item: 'http://localhost:3000/product/13/' },
        ],
      },
    );
  });

  it('lists a listing page’s products in the order shown', () => {
    expect(
      itemListJsonLd('Orthopedic Braces', [
        { id: 13, name: 'Knee brace' },
        { id: 14, name: 'Back brace' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Orthopedic Braces',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'http://localhost:3000/product/13/', name: 'Knee brace' },
        { '@type': 'ListItem', position: 2, url: 'http://localhost:3000/product/14/', name: 'Back brace' },
      ],
    });
  });

  it('describes the shop as a local business at its address, open at the store’s hours, closed on Sunday', () => {
    expect(medicalBusinessJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: 'Jamaica Medical Supply',
      url: 'http://localhost:3000/',
      telephone: '+1-718-555-0142',
      email: 'support@jamaicamedicalsupply.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '89-14 Sutphin Boulevard',
        addressLocality: 'Jamaica',
        addressRegion: 'NY',
        postalCode: '11435',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: facts.geo.lat, longitude: facts.geo.lon },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      ],
    });
  });
});
