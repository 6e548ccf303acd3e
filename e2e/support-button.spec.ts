import { expect, fillShipping, payOnStripe, seedCart, stepLoaded, test } from './fixtures';
import { focusHiddenByBand, sweep } from './support-band';

// Every page's band is checked where the page is loaded for its other checks (quality.spec.ts).

test.describe('the support band', () => {
  test('covers no text and no control, and hides no focused control, on any checkout step', async ({
    page,
  }) => {
    // Every step swept at seven sizes and walked by keyboard: given three times the usual time.
    test.slow();
    await seedCart(
      page,
      [1, 2, 3, 5, 7, 9].map((id) => ({ id, quantity: 1 })),
    );
    await page.goto('checkout/');
    for (const step of ['Cart Review', 'Shipping', 'Payment']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
      await stepLoaded(page);
      expect(await sweep(page), step).toEqual([]);
      await page.setViewportSize({ width: 375, height: 667 });
      expect(await focusHiddenByBand(page), step).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (step === 'Shipping') await fillShipping(page);
      await page.getByRole('button', { name: step === 'Payment' ? 'Place Order' : 'Continue' }).click();
    }
    // Paid by card: Stripe's page, then back to the confirmation.
    await payOnStripe(page);
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    expect(await sweep(page)).toEqual([]);
  });

  test('appears once the page scrolls, and opens its panel by keyboard @mobile', async ({ page }) => {
    await page.goto('product/1/');
    const help = page.getByRole('button', { name: 'Need help?' });
    const widget = page.locator('.support-widget');
    // At the top the header's phone number is in view: the band is transparent and lets clicks through.
    await expect(widget).toHaveCSS('opacity', '0');
    await expect(widget).toHaveCSS('pointer-events', 'none');
    // Never half-faded on the way: its label would be text without enough contrast.
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
    await expect(widget).toHaveCSS('opacity', '0');
    await page.mouse.wheel(0, 540);
    await expect(widget).toHaveCSS('opacity', '1');
    await expect(widget).toHaveCSS('pointer-events', 'auto');
    await help.click({ trial: true }); // nothing is on top of it, and it takes the click
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Support options' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Support options' })
        .getByRole('link', { name: 'Call (718) 555-0142' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Support options' })).toBeHidden();
  });

  test('its close button fits whole beside the phone number at 375 and 320 px, in Spanish and English', async ({
    page,
  }) => {
    for (const [path, open, close, shown] of [
      ['es/product/1/', '¿Necesita ayuda?', 'Cerrar la ayuda', 'Cerrar'],
      ['product/1/', 'Need help?', 'Close help', 'Close'],
    ] as const)
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        await page.mouse.wheel(0, 600);
        await expect(page.locator('.support-widget')).toHaveCSS('opacity', '1');
        await page.getByRole('button', { name: open }).click();
        const button = page.getByRole('button', { name: close });
        await expect(button.locator('span:visible')).toHaveText(shown);
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Nothing of its word is cut: its text fits inside it.
        expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
        await button.click();
      }
  });

  test('is reachable by keyboard from the top of a page', async ({ page }) => {
    await page.goto('contact/');
    const help = page.getByRole('button', { name: 'Need help?' });
    for (let i = 0; i < 200 && !(await help.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(help).toBeFocused();
    await expect(page.locator('.support-widget')).toHaveCSS('opacity', '1');
  });
});
