import { getProducts } from '../lib/catalog';
import { cardPrices, expect, test, toast } from './fixtures';

const catalog = getProducts();

test.describe('product listing', () => {
  test('shows all sixteen products in grid view with filters closed', async ({ page }) => {
    await page.goto('products/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Medical Equipment');
    await expect(page.getByText('Showing 16 of 16 products')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(16);
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByPlaceholder('Search products...').last()).toBeVisible();
    const cpap = page.locator('article', { hasText: 'AirSense 10' });
    await expect(cpap.getByText('Medicare Eligible')).toBeVisible();
    await expect(cpap.getByText('$899', { exact: true })).toBeVisible();
    await expect(cpap.locator('s')).toContainText('$1,199');
    await expect(cpap.getByText('Save $300')).toBeVisible();
    await expect(cpap.getByText('(1,247 reviews)')).toBeVisible();
    await expect(cpap.getByRole('listitem')).toHaveCount(0);
    const oximeter = page.locator('article', { hasText: 'Pulse Oximeter' });
    await expect(oximeter.getByText('Medicare Eligible')).toHaveCount(0);
    await expect(oximeter.locator('s')).toHaveCount(0);
  });

  test('each category page lists only its products under its display name @deploy', async ({ page }) => {
    const names = {
      'sleep-therapy': 'Sleep Therapy',
      respiratory: 'Respiratory Aids',
      mobility: 'Mobility Equipment',
      'patient-care': 'Patient Care',
      braces: 'Orthopedic Braces',
    };
    for (const [slug, name] of Object.entries(names)) {
      await page.goto(`products/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const count = catalog.filter((p) => p.category === slug).length;
      await expect(page.getByText(`Showing ${count} of ${count} products`)).toBeVisible();
    }
  });

  test('sorts by name, price both ways and rating, as the catalogue says', async ({ page }) => {
    await page.goto('products/');
    const sort = page.getByLabel('Sort by');
    const titles = () => page.locator('main article h2').allTextContents();
    expect(await titles()).toEqual(
      [...catalog].map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en-US')),
    );
    await sort.selectOption('price-low');
    await expect.poll(() => cardPrices(page)).toEqual(catalog.map((p) => p.price).sort((a, b) => a - b));
    await sort.selectOption('price-high');
    await expect.poll(() => cardPrices(page)).toEqual(catalog.map((p) => p.price).sort((a, b) => b - a));
    await sort.selectOption('rating');
    const ratingsShown = async () => (await titles()).map((t) => catalog.find((p) => p.name === t)!.rating);
    await expect
      .poll(async () => {
        const shown = await ratingsShown();
        return shown.length === 16 && shown.every((r, i) => i === 0 || shown[i - 1]! >= r);
      })
      .toBe(true);
    const ratings = await ratingsShown();
    expect(ratings[0]).toBe(Math.max(...catalog.map((p) => p.rating)));
  });

  test('the price slider caps the upper price in steps of 50; the other filters change nothing', async ({
    page,
  }) => {
    await page.goto('products/');
    await page.getByRole('button', { name: 'Filters' }).click();
    const slider = page.getByLabel(/Price range/);
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '5000');
    await expect(slider).toHaveAttribute('step', '50');
    await slider.fill('100');
    const under100 = catalog.filter((p) => p.price <= 100).length;
    await expect(page.getByText(`Showing ${under100} of 16 products`)).toBeVisible();
    expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(100);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('150');
    await page.getByLabel('Medicare Part B eligible').check();
    await page.getByLabel('4 and up').check();
    await expect(
      page.getByText(`Showing ${catalog.filter((p) => p.price <= 150).length} of 16 products`),
    ).toBeVisible();
  });

  test('no results shows the empty state, and Clear Filters brings everything back', async ({ page }) => {
    await page.goto('products/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel(/Price range/).fill('0');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzz');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('Showing 16 of 16 products')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');
    await expect(page.getByLabel(/Price range/)).toHaveValue('5000');
  });

  test('search, sort, price and view live in the URL and survive a reload @deploy', async ({ page }) => {
    await page.goto('products/mobility/');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('WHEELCHAIR');
    await page.getByLabel('Sort by').selectOption('price-high');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\?search=WHEELCHAIR&sort=price-high&view=list$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('WHEELCHAIR');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await cardPrices(page)).toEqual([429, 289]);
    // List view shows the first three features.
    await expect(page.locator('article').first().getByRole('listitem')).toHaveCount(3);
    const historyLength = await page.evaluate(() => window.history.length);
    await page.getByLabel('Sort by').selectOption('name');
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('a card links to its product page', async ({ page }) => {
    await page.goto('products/respiratory/');
    await page.getByRole('link', { name: 'Omron Compressor Nebulizer Kit' }).click();
    await expect(page).toHaveURL(/\/product\/7\/$/);
    await expect(toast(page)).toHaveCount(0);
  });
});
