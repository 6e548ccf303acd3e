import path from 'node:path';
import sharp from 'sharp';
import { getProducts } from './catalog';
import { productGallery, toProductFile } from '@/lib/domain/product';
import { escapeXml } from './illustrations';
import { photoFileNames, productPhotoBase } from '@/lib/domain/photos';
import type * as ProductFilesModule from './product-files';
import { productFileRoute, productFiles } from './product-files';
import { catalogueCopies, withPhotos } from './testing/catalogue-copy';

const product = getProducts()[0]!;

describe('each product’s files', () => {
  it('lists a price file and three drawings per product, and each name reads as its file', async () => {
    expect(productFiles.catalog.names()).toHaveLength(getProducts().length);
    // The product, and its key facts in English and in Spanish.
    expect(productFiles['images/products'].names()).toHaveLength(getProducts().length * 3);

    const price = await productFiles.catalog.read(`${product.id}.json`);
    expect(price?.contentType).toBe('application/json');
    expect(JSON.parse(String(price?.body))).toEqual(toProductFile(product));
  });

  it('draws each view of the gallery under the label the gallery gives it', async () => {
    for (const p of getProducts())
      for (const { src, alt } of [...productGallery(p), ...productGallery(p, 'es')]) {
        const drawing = await productFiles['images/products'].read(path.basename(src));
        expect(drawing?.contentType).toBe('image/svg+xml');
        expect(String(drawing?.body)).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
        expect(String(drawing?.body)).toContain(`aria-label="${escapeXml(alt)}"`);
      }
  });

  it('draws the Spanish key facts in Spanish: labels, values and the name it is read out by', async () => {
    const wheelchair = getProducts().find((p) => p.id === 9)!;
    const [, facts] = productGallery(wheelchair, 'es');
    expect(facts).toEqual({
      src: '/images/products/9-2-es.svg',
      alt: 'Datos principales de Silla de ruedas manual Drive Cruiser III de 18": ancho del asiento 18 pulg.; peso máximo 300 lb',
    });
    const drawing = String((await productFiles['images/products'].read('9-2-es.svg'))?.body);
    expect(drawing).toContain('>Ancho del asiento</text>');
    expect(drawing).toContain('>18 pulg.</text>');
    expect(drawing).not.toMatch(/Seat|Weight|Key facts/);
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
    expect(await missing.text()).toBe('Not found');
  });
});

describe('a product with a photo', () => {
  const { catalogueWith, removeCopies } = catalogueCopies();
  let files: typeof productFiles;
  const photo = photoFileNames(productPhotoBase(product.id, 0));

  beforeAll(async () => {
    const dir = catalogueWith((d) =>
      withPhotos(d, [{ file: 'front.jpg', alt: 'The machine from the front' }]),
    );
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2050c8' } })
      .jpeg()
      .toFile(path.join(dir, 'photos', 'front.jpg'));
    // The catalogue's folder is read when lib/build/catalog.ts loads: a copy of the modules reads this one.
    const saved = process.env.CATALOG_DIR;
    process.env.CATALOG_DIR = dir;
    try {
      jest.isolateModules(() => {
        files = (jest.requireActual('./product-files') as typeof ProductFilesModule).productFiles; // plain call: Jest finds the test's modules by it
      });
    } finally {
      if (saved === undefined) delete process.env.CATALOG_DIR;
      else process.env.CATALOG_DIR = saved;
    }
  });
  afterAll(removeCopies);

  it('lists every size and format of the photo beside the drawings', () => {
    const names = files['images/products'].names();
    expect(names).toHaveLength(getProducts().length * 3 + photo.length);
    expect(names).toEqual(expect.arrayContaining(photo));
  });

  it('reads each as the photo fitted to that size, and nothing for a photo the product lacks', async () => {
    const avif = await files['images/products'].read(`${product.id}-photo-1-640.avif`);
    expect(avif?.contentType).toBe('image/avif');
    await expect(sharp(avif!.body as Uint8Array).metadata()).resolves.toMatchObject({
      width: 640,
      height: 480,
    });
    const jpeg = await files['images/products'].read(`${product.id}-photo-1-16x9.jpg`);
    expect(jpeg?.contentType).toBe('image/jpeg');
    await expect(sharp(jpeg!.body as Uint8Array).metadata()).resolves.toMatchObject({
      width: 1200,
      height: 675,
      format: 'jpeg',
    });
    expect(await files['images/products'].read(`${product.id}-photo-2-640.avif`)).toBeNull();
    expect(await files['images/products'].read(`${getProducts()[1]!.id}-photo-1-640.avif`)).toBeNull();
  });
});
