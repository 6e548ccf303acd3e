import { expect, productIds, test } from './fixtures';

test('the terms of service are still under construction, with a way home', async ({ page }) => {
  await page.goto('terms-of-service/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('Under construction')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/:\d+\/(store\/)?$/);
});

test('an unknown product id lands on the first product, saying why, with a 404 status from the bucket @routing', async ({
  page,
}) => {
  const response = await page.goto('product/999/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/product\/1\/#product-not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ResMed AirSense 10 AutoSet CPAP Machine');
  await expect(page.getByText(/^Product not found\. The link may be an old one/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all products' })).toBeVisible();
  // In Spanish, in Spanish.
  await page.goto('es/product/999/');
  await expect(page).toHaveURL(/\/es\/product\/1\/#product-not-found$/);
  await expect(page.getByText(/^Producto no encontrado\./)).toBeVisible();
  // Reached by its own link, the product page says nothing of it.
  await page.goto('product/1/');
  await expect(page.getByText(/^Product not found/)).toBeHidden();
});

test('any other unknown path ends on the home page @routing', async ({ page }) => {
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/:\d+\/(store\/)?$/);
  await expect(page.getByRole('link', { name: 'Shop Equipment' })).toBeVisible();
});

test('no page is served twice: the not-found page and a listing’s page/1/ answer 404 and lead on @routing', async ({
  page,
  baseURL,
}) => {
  for (const copy of ['404/', '_not-found/', 'products/page/1/', 'products/mobility/page/1/'])
    expect([copy, (await page.request.get(`${baseURL}${copy}`)).status()]).toEqual([copy, 404]);
  // An old link to a listing's first page, or past its last, lands on the listing.
  await page.goto('products/mobility/page/1/');
  await expect(page).toHaveURL(/\/products\/mobility\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility Equipment');
  await page.goto('products/page/7/');
  await expect(page).toHaveURL(/\/products\/$/);
});

test('a path without its trailing slash is redirected like a bucket does @routing', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(`${baseURL}products/mobility`, { maxRedirects: 0 });
  expect([301, 302]).toContain(response.status());
  await page.goto('products/mobility');
  await expect(page).toHaveURL(/\/products\/mobility\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility Equipment');
});

test('robots.txt and sitemap.xml list absolute URLs of every indexable page @routing', async ({
  page,
  baseURL,
}) => {
  const robots = await (await page.request.get(`${baseURL}robots.txt`)).text();
  expect(robots).toContain('Allow: /');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemapUrl).toBeTruthy();
  const xml = await (await page.request.get(`${baseURL}sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const prefix = new URL(sitemapUrl!).href.replace(/sitemap\.xml$/, '');
  expect(locs).toContain(prefix);
  for (const id of productIds) expect(locs).toContain(`${prefix}product/${id}/`);
  for (const slug of ['sleep-therapy', 'respiratory', 'mobility', 'patient-care', 'braces'])
    expect(locs).toContain(`${prefix}products/${slug}/`);
  for (const tab of ['coverage', 'claims', 'calculator'])
    expect(locs).toContain(`${prefix}medicare-info/${tab}/`);
  for (const page of ['contact', 'return-policy', 'shipping-info', 'privacy-policy'])
    expect(locs).toContain(`${prefix}${page}/`);
  // Each with the date the catalogue last changed.
  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
  expect(lastmods).toHaveLength(locs.length);
  for (const date of lastmods) expect(Date.parse(date)).toBeLessThanOrEqual(Date.now());
  expect(locs.some((l) => l.includes('terms-of-service'))).toBe(false);
  expect(locs.some((l) => l.includes('checkout'))).toBe(false);
  // Every listed page exists in this deployment.
  for (const loc of locs) {
    const path = new URL(loc).pathname.replace(/^\/store\//, '/').slice(1);
    expect((await page.request.get(`${baseURL}${path}`)).status(), loc).toBe(200);
  }
});
