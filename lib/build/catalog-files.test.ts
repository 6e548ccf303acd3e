import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { getProducts } from './catalog';
import { photoFileNames, productPhotoBase } from '@/lib/domain/photos';
import { catalogueCopies, withPhotos } from './testing/catalogue-copy';

jest.setTimeout(120_000);

interface Run {
  code: number;
  output: string;
}

/** Runs a command of the project as a supplier would, with the catalogue taken from `dir`. */
function run(
  command: string,
  args: string[],
  dir?: string,
  input?: string,
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { env: { ...process.env, ...env, ...(dir ? { CATALOG_DIR: dir } : {}) }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** What `npm run catalog:check` runs, without npm's own start (about a second): the first test goes through npm. */
const checkCatalogue = (dir: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/catalog-check.ts'], dir);

const { catalogueWith, removeCopies } = catalogueCopies();

function withBadProducts(dir: string) {
  const file = path.join(dir, 'products.json');
  const products = JSON.parse(readFileSync(file, 'utf8'));
  products[6].price = 'call us';
  delete products[12].sku;
  products[15].category = 'bathroom';
  writeFileSync(file, JSON.stringify(products, null, 2));
}

afterAll(removeCopies);

describe('npm run catalog:check', () => {
  it('passes the supplier’s catalogue', async () => {
    const { code, output } = await run('npm', ['run', '--silent', 'catalog:check']);
    expect(output).toContain('22 products in 5 categories');
    expect(code).toBe(0);
  });

  it('fails on a photo that is missing, too small or not an image, naming product, photo and reason', async () => {
    const missing = catalogueWith((dir) => withPhotos(dir, [{ file: 'front.jpg', alt: 'The machine' }]));
    const first = await checkCatalogue(missing);
    expect(first.code).not.toBe(0);
    expect(first.output).toContain(
      'products.json: product 1: photos[0].file: "front.jpg" is not in the photos folder',
    );

    const poor = catalogueWith((dir) => {
      withPhotos(dir, [
        { file: 'tiny.png', alt: 'A small picture' },
        { file: 'notes.webp', alt: 'Not a picture at all' },
        { file: 'fine.jpg', alt: 'A good picture' },
      ]);
      writeFileSync(path.join(dir, 'photos', 'notes.webp'), 'these are words');
    });
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cccccc' } })
      .png()
      .toFile(path.join(poor, 'photos', 'tiny.png'));
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cccccc' } })
      .jpeg()
      .toFile(path.join(poor, 'photos', 'fine.jpg'));
    const second = await checkCatalogue(poor);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      'product 1: photos[0].file: "tiny.png" is 400×300 pixels; a photo must be at least 800×600',
    );
    expect(second.output).toContain(
      'product 1: photos[1].file: "notes.webp" is not a JPEG, PNG or WebP image',
    );
    expect(second.output).not.toContain('fine.jpg');
  });

  it('fails on a bad catalogue, listing every problem with file, product, field and reason', async () => {
    const { code, output } = await checkCatalogue(catalogueWith(withBadProducts));
    expect(code).toBe(1);
    expect(output).toContain('has 3 problems');
    expect(output).toContain('products.json: product 7 (item 7): price: must be a number of dollars');
    expect(output).toContain('products.json: product 13 (item 13): sku: is missing');
    expect(output).toContain('products.json: product 16: category: "bathroom" is not in categories.json');
  });

  it('names the file that is cut short or mistyped, and where', async () => {
    const dir = catalogueWith((d) => {
      writeFileSync(path.join(d, 'reviews.json'), '{ "1": { "stars": [1, 2,');
      writeFileSync(path.join(d, 'categories.json'), '[\n  { "slug": "braces" "name": "Braces" }\n]');
    });
    const { code, output } = await checkCatalogue(dir);
    expect(code).toBe(1);
    expect(output).toContain('categories.json: line 2, column 22: a comma was expected');
    expect(output).toContain(
      'reviews.json: line 1, column 25: the file ends before everything opened in it is closed: is it saved in full?',
    );
  });
});

describe('npm run build', () => {
  it('writes each product’s price file, drawings and every size of its photos beside the pages', async () => {
    const dir = catalogueWith((d) => withPhotos(d, [{ file: 'front.jpg', alt: 'The machine' }]));
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2050c8' } })
      .jpeg()
      .toFile(path.join(dir, 'photos', 'front.jpg'));
    const out = path.join(dir, 'out');
    const { code, output } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/product-files.ts', '--dir', out],
      dir,
    );
    const { length } = getProducts();
    const photoFiles = photoFileNames(productPhotoBase(1, 0)).length;
    // Per product: its price file, its drawing, and its key facts drawn in English and in Spanish.
    expect(output).toContain(`Product files: ${length * 4 + photoFiles} in`);
    expect(code).toBe(0);
    const last = getProducts()[length - 1]!.id;
    expect(JSON.parse(readFileSync(path.join(out, 'catalog', `${last}.json`), 'utf8'))).toMatchObject({
      id: last,
    });
    expect(readFileSync(path.join(out, `images/products/${last}-2.svg`), 'utf8')).toMatch(/^<svg /);
    expect(readFileSync(path.join(out, `images/products/${last}-2-es.svg`), 'utf8')).toMatch(/^<svg /);
    const photo = (name: string) => sharp(path.join(out, 'images/products', name)).metadata();
    await expect(photo('1-photo-1-640.avif')).resolves.toMatchObject({ width: 640, height: 480 });
    await expect(photo('1-photo-1-16x9.jpg')).resolves.toMatchObject({
      width: 1200,
      height: 675,
      format: 'jpeg',
    });
  });

  it('stops on a bad catalogue with the same message', async () => {
    // The types are `npm run check`'s to check: here only the catalogue's check runs before the build would.
    const { code, output } = await run('npm', ['run', 'build'], catalogueWith(withBadProducts), undefined, {
      TYPES_CHECKED: '1',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('products.json: product 7 (item 7): price: must be a number of dollars');
    expect(output).not.toContain('Compiled successfully');
  });
});

/**
 * Lints each snippet as if it were the named file of the project, in one ESLint process (each `npx eslint` costs
 * seconds to start): for each, its error count and its messages followed by their rule.
 */
async function lintAll(snippets: { file: string; code: string }[]) {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint();
    const out = [];
    for (const { file, code } of JSON.parse(input)) {
      const [result] = await eslint.lintText(code, { filePath: file, warnIgnored: false });
      out.push({ errors: result.errorCount, output: result.messages.map((m) => m.message + ' ' + m.ruleId).join('\\n') });
    }
    console.log(JSON.stringify(out));`;
  const { code, output } = await run(
    'node',
    ['--input-type=module', '-e', script],
    undefined,
    JSON.stringify(snippets),
  );
  if (code !== 0) throw new Error(output);
  return JSON.parse(output) as { errors: number; output: string }[];
}

const productsFile = `${['data', 'catalog'].join('/')}/products.json`;
const readsProducts = `import { readFileSync } from 'node:fs';\n\nexport const raw = readFileSync('${productsFile}', 'utf8');\n`;
const lintCases = [
  { file: 'app/products/peek.ts', code: readsProducts },
  { file: 'lib/build/catalog.ts', code: readsProducts },
];
let linted: { errors: number; output: string }[] = [];
beforeAll(async () => {
  linted = await lintAll(lintCases);
});

describe('the catalogue’s only reader', () => {
  const message = 'Read the catalogue through lib/build/catalog.ts, its only reader';

  it('is enforced by lint for a file path to the catalogue anywhere else', () => {
    const [read] = linted;
    expect(read!.errors).toBeGreaterThan(0);
    expect(read!.output).toMatch(new RegExp(`${message}\\.? no-restricted-syntax`));
  });

  it('lets lib/build/catalog.ts read it', () => {
    expect(linted[1]!.output).not.toContain(message);
  });
});
