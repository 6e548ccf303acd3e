import type { Page } from '@playwright/test';
import { expect, jsonLd, pageRoutes, placeholderRoutes, productIds, test, type JsonLdNode } from './fixtures';

const indexable = pageRoutes;
const placeholders = placeholderRoutes;

async function head(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  const text = (s?: string) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = (attr: string, key: string) =>
    text(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]);
  const title = text(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) =>
    JSON.parse(m[1]!),
  ) as JsonLdNode[];
  return { html, meta, title, canonical, ld };
}

test.describe('search-result quality', () => {
  test('every page has its own og:url, the Open Graph defaults and a share image @deploy', async ({
    page,
    baseURL,
  }) => {
    for (const route of [...indexable, ...placeholders]) {
      const { meta, canonical, title } = await head(page, `${baseURL}${route}`);
      expect(canonical, route).toBeTruthy();
      expect(new URL(canonical!).pathname, route).toBe(`${new URL(baseURL!).pathname}${route}`);
      expect(meta('property', 'og:url'), route).toBe(canonical);
      expect(meta('property', 'og:site_name'), route).toBe('Jamaica Medical Supply');
      expect(meta('property', 'og:locale'), route).toBe('en_US');
      expect(meta('property', 'og:title'), route).toBe(title);
      expect(meta('property', 'og:image'), route).toMatch(/\/og\/(default|product-\d+)\.png$/);
      expect(meta('property', 'og:image:width'), route).toBe('1200');
      expect(meta('property', 'og:image:height'), route).toBe('630');
      expect(meta('name', 'twitter:card'), route).toBe('summary_large_image');
      expect(meta('name', 'twitter:image'), route).toBe(meta('property', 'og:image'));
      // The share image described for those who cannot see it, as og:image:alt does.
      expect(meta('name', 'twitter:image:alt'), route).toBe(meta('property', 'og:image:alt'));
      expect(meta('name', 'twitter:image:alt'), route).toBeTruthy();
    }
  });

  test('product pages share their own picture, other pages the store image @deploy', async ({
    page,
    baseURL,
  }) => {
    const product = await head(page, `${baseURL}product/5/`);
    expect(product.meta('property', 'og:image')).toMatch(/\/og\/product-5\.png$/);
    const contact = await head(page, `${baseURL}contact/`);
    const image = contact.meta('property', 'og:image')!;
    expect(image).toMatch(/\/og\/default\.png$/);
    const png = await (await page.request.get(`${baseURL}og/default.png`)).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('titles fit in 60 characters and descriptions in 70 to 160, cut at a word', async ({
    page,
    baseURL,
  }) => {
    for (const route of [...indexable, ...placeholders]) {
      const { meta, title } = await head(page, `${baseURL}${route}`);
      expect(title!.length, `${route}: ${title}`).toBeLessThanOrEqual(60);
      const description = meta('name', 'description')!;
      expect(description.length, `${route}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${route}: ${description}`).toBeLessThanOrEqual(160);
      // Whole words only: a cut description ends with an ellipsis after a complete word.
      expect(description, route).toMatch(/(\w[.!?]?|\w…)$/);
    }
    // Product 1's name is long: its title keeps the whole name rather than a cut store name.
    const { title } = await head(page, `${baseURL}product/1/`);
    expect(title).toMatch(/^ResMed AirSense 10 AutoSet CPAP Machine/);
  });

  test('the home page describes the store: Organization with logo and contact point, and WebSite', async ({
    page,
    baseURL,
  }) => {
    const { ld } = await head(page, `${baseURL}`);
    const org = ld.find((b) => b['@type'] === 'Organization')!;
    expect(org.name).toBe('Jamaica Medical Supply');
    expect(org.logo).toMatch(/\/og\/logo\.png$/);
    expect(org.contactPoint).toMatchObject({ telephone: '+1-718-555-0142', contactType: 'customer service' });
    const logo = await (
      await page.request.get(org.logo.replace(/^https?:\/\/[^/]+/, baseURL!.replace(/\/(store\/)?$/, '')))
    ).body();
    expect(logo.subarray(1, 4).toString()).toBe('PNG');
    expect(ld.find((b) => b['@type'] === 'WebSite')).toMatchObject({ name: 'Jamaica Medical Supply' });
  });

  test('offers carry priceValidUntil and the return policy its country', async ({ page, baseURL }) => {
    for (const id of [1, 8, 13]) {
      const { ld } = await head(page, `${baseURL}product/${id}/`);
      const offer = ld.find((b) => b['@type'] === 'Product')!.offers;
      expect(offer.priceValidUntil).toMatch(/^\d{4}-12-31$/);
      expect(new Date(offer.priceValidUntil).getTime()).toBeGreaterThan(Date.now());
      expect(offer.hasMerchantReturnPolicy).toMatchObject({
        applicableCountry: 'US',
        returnPolicyCountry: 'US',
        merchantReturnDays: 30,
      });
    }
  });

  test('the "Not covered by Medicare" box is a named region, and the Medicare tab says it again', async ({
    page,
  }) => {
    for (const id of [8, 16]) {
      await page.goto(`product/${id}/`);
      await expect(page.getByRole('region', { name: 'Not covered by Medicare' })).toBeVisible();
      await page.getByRole('tab', { name: 'Medicare' }).click();
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { name: 'Not covered by Medicare' }),
      ).toBeVisible();
      // One landmark of that name on the page: the tab's card is not a second one.
      await expect(page.getByRole('region', { name: 'Not covered by Medicare' })).toHaveCount(1);
    }
  });
});

test.describe('reviews', () => {
  test('the reviews tab breaks the rating down by stars and says how many reviews it shows', async ({
    page,
  }) => {
    await page.goto('product/1/');
    const summary = page
      .getByRole('main')
      .getByText(/^Rated \d\.\d out of 5 \([\d,]+ reviews\)$/)
      .first();
    const [, rating, total] = /Rated (\d\.\d) out of 5 \(([\d,]+) reviews\)/.exec(
      (await summary.textContent())!,
    )!;
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const panel = page.getByRole('tabpanel');
    const rows = panel.getByRole('table').getByRole('row');
    await expect(rows.getByRole('rowheader')).toHaveText([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
    const counts = (await rows.locator('td:last-child').allInnerTexts()).map((t) =>
      Number(t.replace(/,/g, '')),
    );
    const sum = counts.reduce((a, b) => a + b, 0);
    expect(sum).toBe(Number(total!.replace(/,/g, '')));
    const average = counts.reduce((a, n, i) => a + n * (5 - i), 0) / sum;
    expect(average.toFixed(1)).toBe(rating);
    const shown = panel.getByRole('listitem');
    const n = await shown.count();
    expect(n).toBeGreaterThanOrEqual(3);
    await expect(panel.getByText(`Showing ${n} of ${total} reviews`)).toBeVisible();
    // Each review is dated and signed with a first name and a city.
    for (const review of await shown.all()) {
      await expect(review.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(review).toContainText(/[A-Z][a-z]+ [A-Z]\., [A-Z][A-Za-z. ]+, [A-Z]{2}/);
    }
  });

  test('reviews differ from product to product, and none praises Medicare where Medicare does not pay', async ({
    browser,
    baseURL,
  }) => {
    // Read from each product's HTML, where the Reviews tab's panel is already written out (under its own heading,
    // for a page without JavaScript); the tab itself is tested above.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const panel = page.locator('[role=tabpanel][aria-labelledby=tab-reviews]');
    const seen = new Map<string, number>();
    for (const id of productIds) {
      await page.goto(`product/${id}/`);
      const titles = (await panel.locator('li h3').allTextContents()).map((t) => t.trim());
      expect(titles.length, `product ${id}`).toBeGreaterThanOrEqual(3);
      for (const title of titles) {
        expect(seen.get(title), `"${title}" on products ${seen.get(title)} and ${id}`).toBeUndefined();
        seen.set(title, id);
      }
      const ratings = await panel
        .locator('li')
        .getByText(/^Rated \d/)
        .allTextContents();
      expect(ratings.length, `product ${id}`).toBe(titles.length);
      if (id === 1) expect(new Set(ratings).size, 'ratings vary').toBeGreaterThan(1);
      if (await page.getByRole('region', { name: 'Not covered by Medicare' }).first().isVisible()) {
        expect(await panel.locator('ul').first().textContent(), `product ${id}`).not.toContain('Medicare');
      }
    }
    await context.close();
  });

  test('review markup matches exactly the reviews on the page', async ({ page }) => {
    for (const id of [1, 8, 13, 16]) {
      await page.goto(`product/${id}/`);
      const product = (await jsonLd(page)).find((b) => b['@type'] === 'Product')!;
      await page.getByRole('tab', { name: 'Reviews' }).click();
      const panel = page.getByRole('tabpanel');
      const visible = await panel.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(product.review.map((r: { name: string }) => r.name)).toEqual(visible);
      for (const r of product.review) {
        const item = panel.getByRole('listitem').filter({ hasText: r.name });
        await expect(item).toContainText(r.reviewBody);
        await expect(item).toContainText(r.author.name);
        await expect(item.locator('time')).toHaveAttribute('datetime', r.datePublished);
        await expect(item.getByText(/^Rated \d/)).toContainText(
          `Rated ${r.reviewRating.ratingValue.toFixed(1)}`,
        );
      }
      const rating = (await page
        .getByRole('main')
        .getByText(/^Rated \d\.\d out of 5 \(/)
        .first()
        .textContent())!;
      expect(rating).toContain(`Rated ${product.aggregateRating.ratingValue.toFixed(1)} out of 5`);
      expect(rating).toContain(`(${product.aggregateRating.reviewCount.toLocaleString('en-US')} reviews)`);
    }
  });
});
