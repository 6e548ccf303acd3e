import { cardFacts, cardPrices, expect, hydrated, productCount, test, toast } from './fixtures';

// Expected values come from the specification's numbers (the catalogue’s products, priced 35 to 2,299, at least two in
// each of the five categories), and otherwise from what the page itself shows before it is sorted or filtered.

test.describe('product listing', () => {
  test('shows every product in grid view with filters closed', async ({ page }) => {
    await page.goto('products/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Medical Equipment');
    await expect(page.getByText(`Showing ${productCount} of ${productCount} products`)).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(productCount);
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByPlaceholder('Search products...').last()).toBeVisible();
    const cpap = page.locator('article', { hasText: 'AirSense 10 AutoSet' });
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

  test('the cards stagger in when the list changes, never on the first paint', async ({ page }) => {
    await page.goto('products/');
    await hydrated(page);
    const cards = page.locator('main article').locator('xpath=..');
    // The first screen is the server's HTML: nothing animates it.
    expect(await cards.evaluateAll((items) => items.filter((li) => li.getAttribute('style')).length)).toBe(0);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    // framer-motion leaves each card it brought in at full opacity, in its place, the later ones delayed.
    await expect
      .poll(() => cards.evaluateAll((items) => items.map((li) => (li as HTMLElement).style.opacity)))
      .toEqual(Array(productCount).fill('1'));
  });

  test('each category page lists only its products under its display name @deploy', async ({ page }) => {
    const names = {
      'sleep-therapy': 'Sleep Therapy',
      respiratory: 'Respiratory Aids',
      mobility: 'Mobility Equipment',
      'patient-care': 'Patient Care',
      braces: 'Orthopedic Braces',
    };
    await page.goto('products/');
    const everything = (await cardFacts(page)).map((c) => c.name);
    const listed: string[] = [];
    for (const [slug, name] of Object.entries(names)) {
      await page.goto(`products/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const shown = (await cardFacts(page)).map((c) => c.name);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      await expect(page.getByText(`Showing ${shown.length} of ${shown.length} products`)).toBeVisible();
      listed.push(...shown);
    }
    // Every product is in exactly one category.
    expect(listed.sort()).toEqual([...everything].sort());
  });

  test('sorts by name, price both ways and rating', async ({ page }) => {
    await page.goto('products/');
    const sort = page.getByLabel('Sort by');
    const first = await cardFacts(page);
    expect(first).toHaveLength(productCount);
    const names = first.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US', { numeric: true })));
    const prices = first.map((c) => c.price);
    // The $4 disposable filter to the $2,299 hospital bed.
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([4, 2299]);
    await sort.selectOption('price-low');
    await expect.poll(() => cardPrices(page)).toEqual([...prices].sort((a, b) => a - b));
    await sort.selectOption('price-high');
    await expect.poll(() => cardPrices(page)).toEqual([...prices].sort((a, b) => b - a));
    await sort.selectOption('rating');
    const ratings = first.map((c) => c.rating);
    await expect
      .poll(async () => (await cardFacts(page)).map((c) => c.rating))
      .toEqual([...ratings].sort((a, b) => b - a));
    expect((await cardFacts(page)).map((c) => c.name).sort()).toEqual([...names].sort());
  });

  test('filters whose code cannot be loaded say so, and open once the connection is back', async ({
    page,
  }) => {
    await page.goto('products/');
    await hydrated(page);
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    const failed = page.getByRole('alert').filter({
      hasText: 'The filters could not be loaded. Check your connection, then press Filters again.',
    });
    await expect(failed).toBeVisible();
    await page.unroute('**/_next/static/chunks/**');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(page.getByLabel(/Price range/)).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('the price slider caps the upper price in steps of 50, and combines with the coverage filter', async ({
    page,
  }) => {
    await page.goto('products/');
    const prices = await cardPrices(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const slider = page.getByLabel(/Price range/);
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '5000');
    await expect(slider).toHaveAttribute('step', '50');
    await slider.fill('100');
    const under100 = prices.filter((p) => p <= 100);
    expect(under100.length).toBeGreaterThan(0);
    await expect(page.getByText(`Showing ${under100.length} of ${productCount} products`)).toBeVisible();
    expect((await cardPrices(page)).sort((a, b) => a - b)).toEqual(under100.sort((a, b) => a - b));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('150');
    await page.getByLabel('4 and up').check();
    await expect(
      page.getByText(`Showing ${prices.filter((p) => p <= 150).length} of ${productCount} products`),
    ).toBeVisible();
    // Up to $150, the two private-pay items ($35 oximeter, $49 shower chair) leave: 14 products become 12.
    await page.getByLabel('Medicare Part B eligible').check();
    await expect(page.getByText(`Showing 12 of ${productCount} products`)).toBeVisible();
  });

  test('no results shows the empty state, and Clear Filters brings everything back', async ({ page }) => {
    await page.goto('products/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel(/Price range/).fill('0');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzz');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(`Showing ${productCount} of ${productCount} products`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');
    await expect(page.getByLabel(/Price range/)).toHaveValue('5000');
  });

  test('the Filters panel chooses a category, keeping the search and the price @deploy', async ({ page }) => {
    await page.goto('products/');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('wheel');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel(/Price range/).fill('1000');
    const choice = page.getByRole('navigation', { name: 'Category' });
    await expect(choice.getByRole('link')).toHaveText([
      'All Products',
      'Sleep Therapy',
      'Respiratory Aids',
      'Mobility Equipment',
      'Patient Care',
      'Orthopedic Braces',
    ]);
    await expect(choice.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
    await choice.getByRole('link', { name: 'Mobility Equipment' }).click();
    await expect(page).toHaveURL(/\/products\/mobility\/\?search=wheel&max=1000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility Equipment');
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('wheel');
    // Every mobility item under $1,000 says "wheel": the two wheelchairs, the walker and the rollator.
    await expect(page.getByText('Showing 4 of 4 products')).toBeVisible();
    expect((await cardPrices(page)).sort((a, b) => a - b)).toEqual([69, 149, 289, 429]);
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
