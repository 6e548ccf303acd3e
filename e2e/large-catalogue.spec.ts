import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cardPrices, cardsSettled, expect, jsonLd, seedCart, test } from './fixtures';

// These run against a build of 200 distinct products (scripts/e2e-catalog.mjs: the store's 16, then products
// drawn from the benchmark's vocabulary), in the three deployments. What each should show is worked out from
// the catalogue the build read.
interface Listed {
  id: number;
  name: string;
  description: string;
  category: string;
  price: number;
  rating: number;
}
const catalogue = JSON.parse(readFileSync('out-e2e-catalog/products.json', 'utf8')) as Listed[];

/** The specification's search: name or description contains the text, ignoring case. */
function matching(search: string, products: Listed[] = catalogue): Listed[] {
  const needle = search.toLowerCase();
  return products.filter((p) => `${p.name}\n${p.description}`.toLowerCase().includes(needle));
}

const inCategory = (slug: string) => catalogue.filter((p) => p.category === slug);
const range = (first: number, last: number, of: number) => `Showing ${first}–${last} of ${of} products`;
const money = (n: number) => Math.round(n * 100);

// Alphabetical, numbers by value: "Size 2" before "Size 10".
const byName = new Intl.Collator('en-US', { numeric: true }).compare;

function showing(page: Page) {
  return page.getByText(/^Showing /);
}

function cards(page: Page) {
  return page.getByRole('main').locator('article');
}

async function cardNames(page: Page): Promise<string[]> {
  await cardsSettled(page);
  return cards(page).getByRole('heading', { level: 2 }).allTextContents();
}

function pages(page: Page) {
  return page.getByRole('navigation', { name: 'Pages' });
}

/** Counts requests for the search index. */
function watchIndex(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/catalog\/search\//.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test.describe('a catalogue of 200 products @large', () => {
  test('all products run to pages of 24 by name, linked plainly, each its own canonical URL', async ({
    page,
    baseURL,
  }) => {
    const index = watchIndex(page);
    await page.goto('products/');
    await expect(showing(page)).toHaveText('Showing 1–24 of 200 products');
    const first = await cardNames(page);
    expect(first).toHaveLength(24);
    expect(first).toEqual([...first].sort(byName));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/products\/$/);
    // 200 products make 9 pages: the first, its neighbours and the last are offered.
    await expect(pages(page).getByRole('link')).toHaveText(['Page 2', 'Page 3', 'Page 9', 'Next page']);
    await expect(pages(page).locator('[aria-current=page]')).toHaveText('Page 1');

    await pages(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\/page\/2\/$/);
    await expect(showing(page)).toHaveText('Showing 25–48 of 200 products');
    const second = await cardNames(page);
    expect(byName(first.at(-1)!, second[0]!)).toBeLessThanOrEqual(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);

    // Each page is a page of its own for a search engine: its HTML has its products and its canonical URL.
    const response = await page.request.get('products/page/9/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/page\/9\/"/);
    expect(html).toContain('Showing 193–200 of 200 products');
    expect(html).toContain(`href="${new URL(baseURL!).pathname}products/page/8/"`);
    await page.goto('products/page/9/');
    await expect(cards(page)).toHaveCount(8);
    await expect(pages(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
    expect(index).toEqual([]);
  });

  test('a category runs to pages too', async ({ page }) => {
    const sleep = inCategory('sleep-therapy').length;
    expect(Math.ceil(sleep / 24)).toBe(3);
    await page.goto('products/sleep-therapy/');
    await expect(showing(page)).toHaveText(range(1, 24, sleep));
    await pages(page).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/products\/sleep-therapy\/page\/3\/$/);
    await expect(showing(page)).toHaveText(range(49, sleep, sleep));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep Therapy, page 3');
    // As a search engine loads it:
    await page.goto('products/sleep-therapy/page/3/');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/sleep-therapy\/page\/3\/$/);
    await expect(page).toHaveTitle(/^Sleep Therapy – Page 3 of 3/);
  });

  test('search covers the whole catalogue, loading the index only then, and its results have pages', async ({
    page,
  }) => {
    const index = watchIndex(page);
    await page.goto('products/page/3/');
    await expect(showing(page)).toHaveText('Showing 49–72 of 200 products');
    expect(index).toEqual([]);
    // A product's series and model, found in the middle of its name, and nothing else.
    const product = catalogue[150]!;
    const model = product.name.split(' ').slice(-6, -3).join(' ');
    const found = matching(model);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(24);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(model);
    await expect(showing(page)).toHaveText(`Showing ${found.length} of 200 products`);
    expect((await cardNames(page)).sort()).toEqual(found.map((p) => p.name).sort());
    expect(index.length).toBeGreaterThan(0);

    // "CHAIR" in any case, over every product's name and description, page by page.
    const chairs = matching('chair');
    expect(chairs.length).toBeGreaterThan(24);
    expect(chairs.length).toBeLessThanOrEqual(48);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('CHAIR');
    await expect(showing(page)).toHaveText(range(1, 24, chairs.length));
    await expect(page).toHaveURL(/\?search=CHAIR$/);
    const first = await cardNames(page);
    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\/\?search=CHAIR&page=2$/);
    await expect(showing(page)).toHaveText(range(25, chairs.length, chairs.length));
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('CHAIR');
    const second = await cardNames(page);
    expect([...first, ...second]).toEqual(chairs.map((p) => p.name).sort(byName));

    // Nothing matches: the specification's empty result, and Clear Filters brings back the pages.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('no such thing');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(showing(page)).toHaveText('Showing 0 of 200 products');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(showing(page)).toHaveText('Showing 1–24 of 200 products');
  });

  test('sort covers the whole catalogue, from the cheapest on page 1 to the dearest on the last', async ({
    page,
  }) => {
    await page.goto('products/');
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/\?sort=price-low$/);
    await expect(showing(page)).toHaveText('Showing 1–24 of 200 products');
    await expect(cards(page)).toHaveCount(24);
    const prices = catalogue.map((p) => money(p.price)).sort((a, b) => a - b);
    const low = await cardPrices(page);
    expect(low.map(money)).toEqual(prices.slice(0, 24));
    await pages(page).getByRole('link', { name: 'Page 9' }).click();
    await expect(showing(page)).toHaveText('Showing 193–200 of 200 products');
    await expect(cards(page)).toHaveCount(8);
    expect((await cardPrices(page)).map(money)).toEqual(prices.slice(192));

    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/\?sort=rating$/);
    await expect(showing(page)).toHaveText('Showing 1–24 of 200 products');
    const best = Math.max(...catalogue.map((p) => p.rating));
    await expect(cards(page).first()).toContainText(best.toFixed(1));
  });

  test('the price filter covers the whole catalogue, both ends included', async ({ page }) => {
    await page.goto('products/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel(/price range/i).fill('50');
    const cheap = catalogue.filter((p) => p.price <= 50);
    expect(cheap.length).toBeGreaterThan(24);
    await expect(showing(page)).toHaveText(range(1, 24, cheap.length));
    await expect(page).toHaveURL(/\?max=50$/);
    await expect(cards(page)).toHaveCount(24);
    expect((await cardPrices(page)).every((price) => price <= 50)).toBe(true);
    // A product at exactly the limit is in: the respiratory products up to the dearest $100 or less.
    const respiratory = inCategory('respiratory');
    const limit = Math.max(...respiratory.map((p) => p.price).filter((p) => p <= 100));
    const edge = Math.ceil(limit / 50) * 50;
    const upTo = respiratory.filter((p) => p.price <= edge);
    await page.goto(`products/respiratory/?max=${edge}`);
    await expect(showing(page)).toHaveText(
      upTo.length > 24
        ? range(1, 24, upTo.length)
        : `Showing ${upTo.length} of ${respiratory.length} products`,
    );
    expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(edge);
  });

  test('the header search lands on results from the whole catalogue', async ({ page }) => {
    const product = catalogue.find((p) => p.id === 150)!;
    expect(matching(product.name)).toEqual([product]);
    await page.goto('product/150/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(showing(page)).toHaveText('Showing 1 of 200 products');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText(product.name);
  });

  test('when the index cannot load it says so, and Try again brings the results', async ({ page }) => {
    await page.route('**/catalog/search/facts.json', (route) => route.abort());
    await page.goto('products/?search=walker');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load the search results' });
    await expect(alert).toContainText('Check your connection, then try again.');
    await page.unroute('**/catalog/search/facts.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    const walkers = matching('walker').length;
    await expect(showing(page)).toHaveText(
      walkers > 24 ? range(1, 24, walkers) : `Showing ${walkers} of 200 products`,
    );
    await expect(alert).toHaveCount(0);
  });

  test('checkout prices a product far down the catalogue from its own small file', async ({ page }) => {
    await seedCart(page, [{ id: 150, quantity: 2 }]);
    const index = watchIndex(page);
    await page.goto('checkout/');
    const product = catalogue.find((p) => p.id === 150)!;
    await expect(page.getByRole('main')).toContainText(product.name);
    const each = product.price.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByRole('main')).toContainText(`$${each} each`);
    expect(index).toEqual([]);
  });
});

// In the large builds products 1 and 9 have photo files (scripts/e2e-catalog.mjs): two for the CPAP machine,
// a JPEG 1600×1200 and a square WebP, and a portrait PNG for the wheelchair.
test.describe('product photos @large', () => {
  test('a product’s photos show at a fixed 4:3 size in AVIF, with the key-facts drawing after them', async ({
    page,
  }) => {
    await page.goto('product/1/');
    const hero = page.getByRole('main').locator('picture').first();
    await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/images\/products\/1-photo-1-320\.avif 320w, .*1-photo-1-640\.avif 640w, .*1-photo-1-960\.avif 960w$/,
    );
    await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /1-photo-1-960\.webp 960w$/,
    );
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('alt', 'The AirSense 10 on a bedside table, seen from the front');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const chosen = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
    const [, width] = /1-photo-1-(\d+)\.avif$/.exec(chosen) ?? [];
    expect(width).toBeTruthy();
    // The file itself is the width its name gives, at 4:3.
    const size = await page.evaluate(async (src) => {
      const picture = new Image();
      picture.src = src;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    }, chosen);
    expect(size).toEqual([Number(width), (Number(width) * 3) / 4]);

    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await expect(thumbnails).toHaveCount(3);
    await thumbnails.nth(1).click();
    await expect(page.getByRole('main').locator('picture img').first()).toHaveAttribute(
      'alt',
      'The AirSense 10 from the side, humidifier fitted',
    );
    await thumbnails.nth(2).click();
    await expect(
      page.getByRole('img', { name: /^Key facts about the ResMed AirSense 10/ }).first(),
    ).toHaveAttribute('src', /\/images\/products\/1-2\.svg$/);
  });

  test('search engines get each photo at 1:1, 4:3 and 16:9, and the share card shows the photo', async ({
    page,
  }) => {
    await page.goto('product/9/');
    const product = (await jsonLd(page)).find((n) => n['@type'] === 'Product') as { image: string[] };
    expect(product.image.map((url) => new URL(url).pathname.split('/').pop())).toEqual([
      '9-photo-1-1x1.jpg',
      '9-photo-1-4x3.jpg',
      '9-photo-1-16x9.jpg',
    ]);
    const sizes = [];
    for (const url of product.image) {
      const response = await page.request.get(new URL(url).pathname.replace(/^\/store\//, ''));
      expect(response.headers()['content-type']).toBe('image/jpeg');
      sizes.push(
        await page.evaluate(async (path) => {
          const picture = new Image();
          picture.src = path;
          await picture.decode();
          return `${picture.naturalWidth}×${picture.naturalHeight}`;
        }, new URL(url).pathname),
      );
    }
    expect(sizes).toEqual(['1200×1200', '1200×900', '1200×675']);
    const share = await page.locator('meta[property="og:image"]').getAttribute('content');
    const card = await page.request.get(new URL(share!).pathname.replace(/^\/store\//, ''));
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('a product without photos keeps its drawing; cards and the cart show a product’s photo', async ({
    page,
  }) => {
    await page.goto('product/2/');
    await expect(page.getByRole('main').locator('picture')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute(
      'src',
      /\/images\/products\/2-1\.svg$/,
    );

    await page.goto('products/?search=Cruiser');
    const card = cards(page).filter({ hasText: 'Drive Cruiser III 18" Manual Wheelchair' }).first();
    await expect(card.locator('img')).toHaveAttribute('alt', 'The Drive Cruiser III wheelchair, unfolded');
    await expect(card.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /9-photo-1-320\.webp 320w/,
    );

    await seedCart(page, [{ id: 9, quantity: 1 }]);
    await page.goto('checkout/');
    const line = page
      .getByRole('main')
      .getByRole('img', { name: 'The Drive Cruiser III wheelchair, unfolded' });
    await expect
      .poll(() => line.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    // A 96-pixel picture takes the smallest size.
    expect(await line.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/9-photo-1-320\.avif$/);
  });
});
