import { getProducts, toProductFile } from './catalog';
import { productFileRoute, productFiles } from './product-files';

const product = getProducts()[0]!;

describe('each product’s files', () => {
  it('lists a price file and two drawings per product, and each name reads as its file', async () => {
    expect(productFiles.catalog.names()).toHaveLength(getProducts().length);
    expect(productFiles['images/products'].names()).toHaveLength(getProducts().length * 2);

    const price = await productFiles.catalog.read(`${product.id}.json`);
    expect(price?.contentType).toBe('application/json');
    expect(JSON.parse(String(price?.body))).toEqual(toProductFile(product));

    for (const view of [1, 2]) {
      const drawing = await productFiles['images/products'].read(`${product.id}-${view}.svg`);
      expect(drawing?.contentType).toBe('image/svg+xml');
      expect(String(drawing?.body)).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    }
  });

  it('reads nothing for a name it does not list', async () => {
    const unknown = getProducts().length + 1;
    for (const name of [`${unknown}.json`, '0.json', `0${product.id}.json`, `${product.id}.svg`])
      expect(await productFiles.catalog.read(name)).toBeNull();
    for (const name of [`${unknown}-1.svg`, `${product.id}-3.svg`, `${product.id}-photo-1-640.avif`])
      expect(await productFiles['images/products'].read(name)).toBeNull();
  });

  it('serves them under `next dev` with their type, and 404 for any other name', async () => {
    const route = productFileRoute(productFiles.catalog);
    expect(route.generateStaticParams()).toContainEqual({ file: `${product.id}.json` });
    const found = await route.GET(new Request('http://localhost/'), {
      params: Promise.resolve({ file: `${product.id}.json` }),
    });
    expect(found.status).toBe(200);
    expect(found.headers.get('Content-Type')).toBe('application/json');
    expect(await found.json()).toEqual(toProductFile(product));
    const missing = await route.GET(new Request('http://localhost/'), {
      params: Promise.resolve({ file: 'nothing.json' }),
    });
    expect(missing.status).toBe(404);
  });
});
