/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { getCategories, getProduct, getProducts } from './catalog';
import type { Product } from '@/lib/domain/catalog-schema';
import { merchantFeedXml } from './merchant-feed';

const G = 'http://base.google.com/ns/1.0';

function feed(products: readonly Product[] = getProducts(), locale: 'en' | 'es' = 'en') {
  const doc = new DOMParser().parseFromString(
    locale === 'es'
      ? merchantFeedXml(products, getCategories(), 'es', 'Equipo médico para la casa')
      : merchantFeedXml(products, getCategories()),
    'application/xml',
  );
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The `g:` attributes of each item, by name; shipping as a list of its own attributes. */
function items(doc: Document) {
  return [...doc.getElementsByTagName('item')].map((item) => {
    const values: Record<string, string> = {};
    const shipping: Record<string, string>[] = [];
    // An item holds elements only: loose text between them is not a feed a validator accepts.
    const loose = [...item.childNodes].filter((n) => n.nodeType === n.TEXT_NODE && n.textContent?.trim());
    expect(loose.map((n) => n.textContent)).toEqual([]);
    for (const child of item.children) {
      if (child.namespaceURI !== G) continue;
      if (child.localName === 'shipping')
        shipping.push(Object.fromEntries([...child.children].map((c) => [c.localName, c.textContent ?? ''])));
      else values[child.localName] = child.textContent ?? '';
    }
    return { values, shipping };
  });
}

// Google Merchant Center's required attributes for a product in the US.
const required = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'price',
  'brand',
  'condition',
];

describe('merchant feed', () => {
  it('is RSS 2.0 with one item per product, each with every required attribute', () => {
    const doc = feed();
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const all = items(doc);
    expect(all).toHaveLength(22);
    for (const { values, shipping } of all) {
      for (const name of required) expect(values[name]?.trim()).toBeTruthy();
      expect(values.gtin || values.mpn || values.identifier_exists === 'no').toBeTruthy();
      expect(values.price).toMatch(/^\d+\.\d{2} USD$/);
      expect(values.link).toMatch(/^https?:\/\/.+\/product\/\d+\/$/);
      expect(values.image_link).toMatch(/^https?:\/\/.+\.png$/);
      expect(shipping.length).toBeGreaterThan(0);
    }
    expect(new Set(all.map((i) => i.values.id)).size).toBe(22);
  });

  it('shows a product with photos by its first photo, square, and names the others', () => {
    const withPhotos = {
      ...getProduct(9)!,
      photos: [
        { file: 'front.jpg', alt: 'The wheelchair from the front' },
        { file: 'folded.jpg', alt: 'The wheelchair folded' },
      ],
    };
    const doc = feed([withPhotos]);
    expect(doc.getElementsByTagNameNS(G, 'image_link')[0]?.textContent).toBe(
      'http://localhost:3000/images/products/9-photo-1-1x1.jpg',
    );
    expect([...doc.getElementsByTagNameNS(G, 'additional_image_link')].map((e) => e.textContent)).toEqual([
      'http://localhost:3000/images/products/9-photo-2-1x1.jpg',
    ]);
  });

  it('gives the CPAP machine’s facts as the product page shows them', () => {
    const [cpap] = items(feed([getProduct(1)!]));
    expect(cpap?.values).toEqual({
      id: 'RSM-AS10-AUTO',
      title: 'ResMed AirSense 10 AutoSet CPAP Machine',
      description: getProduct(1)!.description,
      link: 'http://localhost:3000/product/1/',
      image_link: 'http://localhost:3000/og/product-1.png',
      availability: 'in_stock',
      price: '1199.00 USD',
      sale_price: '899.00 USD',
      brand: 'ResMed',
      mpn: '37207',
      condition: 'new',
      google_product_category: 'Health & Beauty > Health Care > Respiratory Care',
      product_type: 'Home Medical Equipment > Sleep Therapy',
    });
    expect(cpap?.shipping).toEqual([
      {
        country: 'US',
        service: 'Standard Shipping',
        price: '0.00 USD',
        min_handling_time: '1',
        max_handling_time: '2',
        min_transit_time: '5',
        max_transit_time: '7',
      },
      expect.objectContaining({ service: 'Expedited Shipping', price: '29.99 USD' }),
      expect.objectContaining({ service: 'Overnight Shipping', price: '59.99 USD' }),
    ]);
  });

  it('says when a product is out of stock, has no identifiers or sells at its list price, and escapes text', () => {
    const brace = getProduct(13)!;
    const [item] = items(
      feed([
        {
          ...brace,
          name: 'Knee brace <left> & right',
          inStock: false,
          originalPrice: brace.price,
          mpn: undefined,
          identifierExists: false,
        },
      ]),
    );
    expect(item?.values).toMatchObject({
      title: 'Knee brace <left> & right',
      availability: 'out_of_stock',
      price: '45.00 USD',
      identifier_exists: 'no',
    });
    expect(item?.values).not.toHaveProperty('sale_price');
    expect(item?.values).not.toHaveProperty('mpn');
  });

  it('names the store as the channel, and the feed ends where it should', () => {
    const xml = merchantFeedXml([getProduct(1)!], getCategories());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.endsWith('</channel>\n</rss>\n')).toBe(true);
    const channel = feed([getProduct(1)!, getProduct(2)!]).getElementsByTagName('channel')[0]!;
    const loose = [...channel.childNodes].filter((n) => n.nodeType === n.TEXT_NODE && n.textContent?.trim());
    expect(loose.map((n) => n.textContent)).toEqual([]);
    const text = (name: string) =>
      [...channel.children].find((c) => c.localName === name && c.namespaceURI === null)?.textContent;
    expect(text('title')).toBe('Jamaica Medical Supply');
    expect(text('link')).toBe('http://localhost:3000/');
    expect(text('description')?.length).toBeGreaterThan(20);
  });

  it('gives both a barcode and a part number when the product has both, and its category slug when the category is unknown', () => {
    const [item] = items(
      feed([{ ...getProduct(13)!, gtin: '036000291452', mpn: '11-0468', category: 'orthopedics' }]),
    );
    expect(item?.values).toMatchObject({
      gtin: '036000291452',
      mpn: '11-0468',
      google_product_category: 'Health & Beauty > Health Care',
      product_type: 'Home Medical Equipment > orthopedics',
    });
    // Each of the store's categories places its products in Google's taxonomy under Health Care.
    for (const id of [1, 5, 9, 13, 15]) {
      const [own] = items(feed([getProduct(id)!]));
      expect(own?.values.google_product_category).toMatch(/^Health & Beauty > Health Care( > .+)?$/);
    }
    const [barcodeOnly] = items(feed([{ ...getProduct(13)!, gtin: '036000291452', mpn: undefined }]));
    expect(barcodeOnly?.values).toMatchObject({ gtin: '036000291452' });
    expect(barcodeOnly?.values).not.toHaveProperty('mpn');
  });

  it('in Spanish, gives each product its Spanish words and the link to its Spanish page, with the same id and price', () => {
    const [english] = items(feed([getProduct(1)!]));
    const [spanish] = items(feed([getProduct(1)!], 'es'));
    expect(spanish?.values).toMatchObject({
      id: english?.values.id,
      price: english?.values.price,
      title: 'Máquina CPAP automática ResMed AirSense 10 AutoSet',
      link: 'http://localhost:3000/es/product/1/',
      product_type: 'Equipo médico para la casa > Terapia del sueño',
    });
    expect(spanish?.values.description).toMatch(/^Una máquina CPAP automática/);
  });
});
