import type { Page } from '@playwright/test';
import {
  addWalkerInAnotherTab,
  cartLink,
  coveredBy,
  expect,
  layoutShift,
  seedCart,
  storedCart,
  test,
  toast,
} from './fixtures';

test.describe('cart persistence', () => {
  test('adding from the listing shows the badge, survives a reload and stores only ids and quantities @deploy', async ({
    page,
  }) => {
    await page.goto('products/braces/');
    const card = page.locator('article', { hasText: 'Hinged Adjustable Knee Brace' });
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(toast(page)).toContainText('Added to Cart');
    await expect(toast(page)).toContainText('Hinged Adjustable Knee Brace has been added to your cart.');
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(await storedCart(page)).toEqual({ state: { lines: [{ id: 13, quantity: 2 }] }, version: 1 });
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  test('a change in one tab shows in another', async ({ page, context }) => {
    await page.goto('./');
    await addWalkerInAnotherTab(context);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('corrupt JSON in storage is logged and starts an empty cart that still works', async ({
    page,
    problems,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('./');
    await page.evaluate(() => localStorage.setItem('medical-supply-cart', '{"state": {"lines": [oops'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Shop Equipment' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect.poll(() => warnings.join('\n')).toContain('Could not read the saved cart');
    await page.goto('product/7/');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a hand-edited price, an unknown id and a silly quantity are not believed', async ({ page }) => {
    await page.goto('./');
    await page.evaluate(() =>
      localStorage.setItem(
        'medical-supply-cart',
        JSON.stringify({
          state: {
            lines: [
              { id: 1, quantity: 1, price: 1, name: 'Cheap' },
              { id: 424242, quantity: 3 },
              { id: 13, quantity: 2.6 },
              { id: 7, quantity: -4 },
            ],
          },
          version: 1,
        }),
      ),
    );
    await page.goto('checkout/');
    await expect(page.getByText('$899.00 each')).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Quantity of Hinged Adjustable Knee Brace/ }).locator('output'),
    ).toHaveText('2');
    await expect(page.getByRole('group', { name: /Quantity of Omron/ }).locator('output')).toHaveText('1');
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
    // Subtotal 899 + 2 x 45 + 59 = 1048; medical equipment pays no tax
    await expect(page.getByTestId('order-total')).toHaveText('$1,048.00');
  });

  test('the badge does not appear before the saved cart is read, and never shifts the header', async ({
    page,
    baseURL,
  }) => {
    await seedCart(page, [{ id: 2, quantity: 3 }]);
    // What the browser paints before any script runs has no count, right or wrong.
    const html = await (await page.request.get(`${baseURL}contact/`)).text();
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('data-testid="cart-count"');
    await page.goto('contact/');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    expect(await layoutShift(page)).toBe(0);
  });
});

test.describe('Add to Cart pressed before the page is ready', () => {
  // On a slow phone the button shows long before the page's code has come; here it never comes.
  const withoutScripts = (page: Page) => page.route('**/_next/static/chunks/**', (route) => route.abort());

  test('on a product page, takes her to her cart with the product added once, beside what was in it @deploy', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await withoutScripts(page);
    await page.goto('product/1/');
    await page.unrouteAll();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    const form = page.getByRole('form', { name: 'Cart Review' });
    await expect(form.getByText('ResMed AirSense 10 AutoSet CPAP Machine')).toBeVisible();
    await expect(form.getByText('Hinged Adjustable Knee Brace')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    expect(await storedCart(page)).toEqual({
      state: {
        lines: [
          { id: 13, quantity: 1 },
          { id: 1, quantity: 1 },
        ],
      },
      version: 1,
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/1\/$/);
  });

  test('on a Spanish listing, takes her to her cart in Spanish', async ({ page }) => {
    await withoutScripts(page);
    await page.goto('es/products/mobility/');
    await page.unrouteAll();
    await page
      .getByRole('article')
      .filter({ hasText: 'Andador plegable' })
      .getByRole('button', { name: /Añadir al carrito/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Su carrito' })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/checkout\/$/);
    await expect(page.getByRole('form', { name: 'Su carrito' }).getByText('Andador plegable')).toBeVisible();
    expect(await storedCart(page)).toEqual({ state: { lines: [{ id: 11, quantity: 1 }] }, version: 1 });
  });

  test('an address naming a product the store does not sell adds nothing and shows the empty cart', async ({
    page,
  }) => {
    await page.goto('checkout/?add=999999&quantity=2');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect(await storedCart(page)).toBeNull();
  });
});

test.describe('the Add to Cart toast', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ])
    test(`never covers the cart badge or the buttons beside Add to Cart at ${viewport.width} px, before or after scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('product/13/');
      for (const scroll of [0, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await page.getByRole('button', { name: /^Add to Cart/ }).click();
        const shown = toast(page);
        await expect(shown).toBeVisible();
        // Where the toast comes to rest, once its entrance has finished.
        let last = -1;
        await expect
          .poll(async () => {
            const y = (await shown.boundingBox())?.y ?? -1;
            const settled = y === last;
            last = y;
            return settled;
          })
          .toBe(true);
        const badge = await cartLink(page).boundingBox();
        const box = await shown.boundingBox();
        expect(badge && box, 'both on screen').toBeTruthy();
        const overlap =
          box!.x < badge!.x + badge!.width &&
          badge!.x < box!.x + box!.width &&
          box!.y < badge!.y + badge!.height &&
          badge!.y < box!.y + box!.height;
        expect(overlap, `toast ${JSON.stringify(box)} over badge ${JSON.stringify(badge)}`).toBe(false);
        // Nor the controls the shopper just used, or would use next: on a wide screen, the way back too.
        const covered = await coveredBy(page, '[data-sonner-toast]');
        expect(covered.filter((label) => /Add to Cart|quantity|View cart|^Cart/.test(label))).toEqual([]);
        if (viewport.width >= 1024)
          expect(covered.filter((label) => /^Back to|^Home$|^Braces$/.test(label))).toEqual([]);
      }
    });
});

test('taking out the last line leaves an empty cart that offers it back, quantity and all', async ({
  page,
}) => {
  await seedCart(page, [{ id: 13, quantity: 3 }]);
  await page.goto('checkout/');
  await page.getByRole('button', { name: 'Remove Hinged Adjustable Knee Brace' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hinged Adjustable Knee Brace is out of your cart.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Put it back' }).click();
  await expect(
    page.getByRole('group', { name: 'Quantity of Hinged Adjustable Knee Brace' }).locator('output'),
  ).toHaveText('3');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();
  expect((await storedCart(page)).state.lines).toEqual([{ id: 13, quantity: 3 }]);
});
