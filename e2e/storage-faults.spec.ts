import type { Page } from '@playwright/test';
import {
  cartLink,
  continueCheckout,
  expect,
  payOnStripe,
  fillShipping,
  hydrated,
  seedCart,
  storedCart,
  test,
  toast,
  type Problems,
} from './fixtures';

const NOTICE = 'Your cart can’t be saved on this device';

/** The browser set to block site data: touching either storage throws, as Chromium does. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
        },
      });
    }
  });
}

/** Storage that is full: reading works, every write throws. */
async function fillStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** Adds from the product page, the listing and checkout through to the confirmation, all in one visit. */
async function shopWithoutStorage(page: Page, problems: Problems) {
  await page.goto('product/13/');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(toast(page)).toContainText('Added to Cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // After the answer to the click, and only once, the shopper is told the cart lives in this tab.
  await expect(toast(page)).toContainText(NOTICE, { timeout: 9_000 });
  await expect(toast(page)).toContainText('It stays while this tab is open.');

  await page.getByRole('banner').getByRole('link', { name: 'Mobility Equipment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility Equipment');
  await page
    .locator('article', { hasText: 'Folding Walker' })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cart Review' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2);
  await continueCheckout(page);
  await fillShipping(page);
  await continueCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payOnStripe(page);
  // Nothing of the order could be kept across Stripe's page: she is told its number, and where it can be seen.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Your order JMS-/ })).toContainText(
    'your payment on Stripe’s page is being confirmed',
  );
  const number = (await page.getByRole('status').filter({ hasText: /JMS-/ }).textContent())?.match(
    /JMS-[\w]{5}-[\w]{5}/,
  )?.[0];
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page.getByLabel('Order Number')).toHaveValue(number ?? 'no number shown');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
}

test.describe('blocked storage', () => {
  test.beforeEach(async ({ page }) => blockStorage(page));

  test('product, listing and checkout pages load without an error', async ({ page, problems }) => {
    for (const route of [
      'product/1/',
      'products/',
      'products/braces/',
      'checkout/',
      'checkout/?step=payment',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the cart and checkout work in memory for the visit, with one polite notice', async ({
    page,
    problems,
  }) => {
    await shopWithoutStorage(page, problems);
  });

  test('a search from the header and the toast’s View cart keep a cart that lives in memory @deploy', async ({
    page,
    problems,
  }) => {
    await blockStorage(page);
    // Each page after the first is followed in place: one document, the rest read from the pages' exported data.
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') loaded.push(new URL(r.url()).pathname);
    });
    await page.goto('product/13/');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('walker');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\?search=walker$/);
    await expect(page.locator('main article', { hasText: 'Folding Walker' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page
      .locator('main article', { hasText: 'Folding Walker' })
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await toast(page).getByRole('button', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cart Review' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(
      2,
    );
    expect(loaded).toEqual([expect.stringMatching(/\/product\/13\/$/)]);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a product followed in place shows its own description and details, and Back the first one’s again', async ({
    page,
    problems,
  }) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') loaded.push(new URL(r.url()).pathname);
    });
    const information = page.getByRole('tabpanel');
    const showsProduct = async (name: string, description: string, detail: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(information).toContainText(description);
      await page.getByRole('tab', { name: 'Specifications' }).click();
      await expect(information).toContainText(detail);
      await page.getByRole('tab', { name: 'Description' }).click();
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
    };
    await page.goto('product/13/');
    await hydrated(page);
    // With a cart that lives in this tab's memory, the store's links are followed in place.
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await showsProduct(
      'Hinged Adjustable Knee Brace',
      'A semi-rigid knee brace',
      'Thigh circumference14-28 in',
    );

    await page.getByRole('banner').getByRole('link', { name: 'Mobility Equipment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility Equipment');
    await page.getByRole('link', { name: 'Folding Walker with 5" Wheels' }).first().click();
    await expect(page).toHaveURL(/\/product\/11\/$/);
    await showsProduct(
      'Folding Walker with 5" Wheels',
      'A lightweight aluminum walker',
      'Weight capacity350 lb',
    );

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/13\/$/);
    await showsProduct(
      'Hinged Adjustable Knee Brace',
      'A semi-rigid knee brace',
      'Thigh circumference14-28 in',
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(loaded).toEqual([expect.stringMatching(/\/product\/13\/$/)]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('full storage', () => {
  test('a saved cart still loads, and every add works in memory with one notice', async ({
    page,
    problems,
  }) => {
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await fillStorage(page);
    await page.goto('product/1/');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(toast(page)).toContainText(NOTICE, { timeout: 9_000 });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(toast(page)).toContainText('Added to Cart');
    // Storage still holds what it held before it filled up.
    expect(await storedCart(page)).toEqual({ state: { lines: [{ id: 8, quantity: 1 }] }, version: 1 });
    await cartLink(page).click();
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(
      2,
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  test('shopping from an empty cart to the confirmation works', async ({ page, problems }) => {
    await fillStorage(page);
    await shopWithoutStorage(page, problems);
  });
});

test.describe('two tabs', () => {
  test('adding in both at once loses nothing', async ({ context }) => {
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto('product/1/');
    await b.goto('product/13/');
    // A click before the page's script has taken over does nothing, in any browser: both are ready first.
    await Promise.all([hydrated(a), hydrated(b)]);
    const addFive = async (page: Page) => {
      const add = page.getByRole('button', { name: /^Add to Cart/ });
      for (let i = 0; i < 5; i++) await add.click();
    };
    await Promise.all([addFive(a), addFive(b)]);
    await expect
      .poll(async () => (await storedCart(a))?.state.lines)
      .toEqual(
        expect.arrayContaining([
          { id: 1, quantity: 5 },
          { id: 13, quantity: 5 },
        ]),
      );
    expect((await storedCart(a)).state.lines).toHaveLength(2);
    for (const page of [a, b]) await expect(cartLink(page)).toHaveAccessibleName('Cart, 10 items');
  });
});
