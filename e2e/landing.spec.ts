import type { Page } from '@playwright/test';
import { expect, hydrated, jsonLd, productIds, test } from './fixtures';

const phones = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
];

/** The category display names of the specification, by slug. */
const categories: Record<string, string> = {
  'sleep-therapy': 'Sleep Therapy',
  respiratory: 'Respiratory Aids',
  mobility: 'Mobility Equipment',
  'patient-care': 'Patient Care',
  braces: 'Orthopedic Braces',
};

function bottomOf(page: Page, locator: ReturnType<Page['locator']>) {
  return locator.evaluate((el) => el.getBoundingClientRect().bottom);
}

test.describe('a product page on a phone', () => {
  test('at 375x667 and 390x844 shows name, price, Medicare and Add to Cart on the first screen, the picture next @mobile', async ({
    page,
  }) => {
    for (const id of productIds) {
      await page.setViewportSize(phones[0]!);
      await page.goto(`product/${id}/`);
      const main = page.getByRole('main');
      const addToCart = main.getByRole('button', { name: /^Add to Cart/ });
      const quantity = main.getByRole('group', { name: 'Quantity' });
      const medicare = main.getByRole('region', {
        name: /^(Medicare Part B Eligible|Not covered by Medicare)$/,
      });
      // Each page is loaded once and laid out again at the other size: the layout follows the width alone.
      for (const size of phones) {
        await page.setViewportSize(size);
        const where = `product ${id} at ${size.width}x${size.height}`;
        for (const item of [
          main.getByRole('heading', { level: 1 }),
          main.getByText(/^\$[\d,]+$/).first(),
          medicare.first(),
          quantity,
          addToCart,
        ]) {
          await expect(item, where).toBeInViewport({ ratio: 1 });
        }
        // Add to Cart on one line, beside the quantity, even for ten of the dearest item.
        const height = () => addToCart.evaluate((el) => el.getBoundingClientRect().height);
        expect(await height(), `${where}: Add to Cart on one line`).toBeLessThan(56);
        const picture = main.locator('img[fetchpriority="high"]');
        const gap =
          (await picture.evaluate((el) => el.getBoundingClientRect().top)) -
          (await bottomOf(page, addToCart));
        expect(gap, `${where}: picture right after Add to Cart`).toBeLessThan(80);
      }
    }
    // Ten hospital beds, the dearest line a product page can add: still one line, beside the quantity.
    await page.goto('product/15/');
    const main = page.getByRole('main');
    const more = main.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 9; i++) await more.click();
    const addToCart = main.getByRole('button', { name: 'Add to Cart - $22,990' });
    for (const size of phones) {
      await page.setViewportSize(size);
      const box = await addToCart.boundingBox();
      const stepper = await main.getByRole('group', { name: 'Quantity' }).boundingBox();
      expect(box?.height, `${size.width}x${size.height}`).toBeLessThan(56);
      expect(
        Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((stepper?.y ?? 0) + (stepper?.height ?? 0) / 2)),
      ).toBeLessThan(4);
    }
  });

  test('the contact bar scrolls away and what stays of the header is at most 64 px @mobile', async ({
    page,
  }) => {
    for (const size of [...phones, { width: 320, height: 640 }]) {
      await page.setViewportSize(size);
      await page.goto('product/1/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: '(718) 555-0142' })).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(banner.getByRole('link', { name: '(718) 555-0142' })).not.toBeInViewport();
      await expect(banner.getByRole('link', { name: /^Cart/ })).toBeInViewport();
      expect(await bottomOf(page, banner), `${size.width}px`).toBeLessThanOrEqual(64);
    }
  });
});

test.describe('breadcrumbs', () => {
  test('a product page shows Home › category › product, the same trail as its markup @deploy', async ({
    page,
    baseURL,
  }) => {
    await page.goto('product/13/');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Home',
      'Orthopedic Braces',
      await page.getByRole('heading', { level: 1 }).innerText(),
    ]);
    await trail.getByRole('link', { name: 'Orthopedic Braces' }).click();
    await expect(page).toHaveURL(/\/products\/braces\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/13\/$/);
    await hydrated(page);
    const list = (await jsonLd(page)).find((b) => b['@type'] === 'BreadcrumbList')!;
    const origin = new URL(baseURL!).pathname;
    expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(
      await trail.getByRole('listitem').allInnerTexts(),
    );
    expect(list.itemListElement.map((i: { item: string }) => new URL(i.item).pathname)).toEqual([
      origin,
      `${origin}products/braces/`,
      `${origin}product/13/`,
    ]);
  });

  for (const [slug, name] of Object.entries(categories)) {
    test(`/products/${slug}/ shows Home › ${name} and the same markup`, async ({ page }) => {
      await page.goto(`products/${slug}/`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('listitem')).toHaveText(['Home', name]);
      const list = (await jsonLd(page)).find((b) => b['@type'] === 'BreadcrumbList')!;
      expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', name]);
    });
  }

  test('the listing of all products shows Home › All Medical Equipment', async ({ page }) => {
    await page.goto('products/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'All Medical Equipment',
    ]);
  });
});

test.describe('pictures', () => {
  test('every gallery view is its own drawing, with nothing drawn mirrored', async ({ browser, baseURL }) => {
    // Read from each product's HTML, where every thumbnail links its view and names it; that a thumbnail shows its
    // view when pressed is tested once, in product.spec.ts.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const id of productIds) {
      await page.goto(`product/${id}/`);
      const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
      const count = await thumbs.count();
      expect(count, `product ${id}`).toBeGreaterThan(1);
      // The first view is the one the page opens with.
      await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute(
        'src',
        (await thumbs.first().locator('img').getAttribute('src'))!,
      );
      const drawings = new Set<string>();
      for (let i = 0; i < count; i++) {
        const src = (await thumbs.nth(i).locator('img').getAttribute('src'))!;
        const label = (await thumbs.nth(i).getAttribute('aria-label'))!;
        expect(label).toMatch(new RegExp(`^Show image ${i + 1} of ${count}: `));
        const svg = await (await page.request.get(new URL(src, baseURL).href)).text();
        expect(svg, `${src} is not mirrored`).not.toMatch(/scale\(-1/);
        // The drawing itself, without its label, differs from every other view.
        const drawing = svg.replace(/aria-label="[^"]*"/, '');
        expect(drawings.has(drawing), `${src} is a distinct drawing`).toBe(false);
        drawings.add(drawing);
        // Every figure the drawing writes out is one its text names.
        const figures = [...svg.matchAll(/x="204"[^>]*font-weight="700"[^>]*>([^<]+)</g)].map((m) =>
          m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
        );
        for (const figure of figures) expect(label, `${src} names ${figure}`).toContain(figure);
      }
    }
    await context.close();
  });

  test('each home category picture shows the one product its text names', async ({ page, baseURL }) => {
    await page.goto('./');
    const pictures = page.getByRole('region', { name: 'Shop by Category' }).locator('img');
    await expect(pictures).toHaveCount(5);
    for (const img of await pictures.all()) {
      const alt = (await img.getAttribute('alt'))!;
      expect(alt).not.toMatch(/\b(and a|beside)\b/);
      const svg = await (
        await page.request.get(new URL((await img.getAttribute('src'))!, baseURL).href)
      ).text();
      // The category card reuses a product drawing: its text names the same device as that drawing's label.
      const label = /aria-label="([^"]*)"/.exec(svg)![1]!;
      const device = /(CPAP machine|oxygen concentrator|wheelchair|hospital bed|knee brace)/i.exec(alt)?.[1];
      expect(device, alt).toBeTruthy();
      expect(label.toLowerCase()).toContain(device!.toLowerCase());
    }
  });
});
