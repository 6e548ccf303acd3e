import { expect, layoutShift, seedCart, test } from './fixtures';

test.describe('nothing in view moves while a page loads', () => {
  test('the first frame already holds the whole header, however slowly the page arrives', async ({
    page,
  }) => {
    // What each painted frame held, from the first: whether the parser had passed the header yet.
    await page.addInitScript(() => {
      const frames: { headerWhole: boolean }[] = [];
      Object.assign(window, { frames_: frames });
      const record = () => {
        frames.push({ headerWhole: document.getElementById('main') !== null });
        if (document.readyState === 'loading') requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    // The HTML trickles in at 12 KB a second, so the parser stops many times on the way; the scripts are left
    // out, as a phone that has not fetched them yet would paint.
    await page.route(/\.js$/, (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 12 * 1024,
      uploadThroughput: -1,
    });
    await page.goto('contact/');
    const frames = await page.evaluate(() => (window as unknown as { frames_: unknown[] }).frames_);
    expect(frames.length).toBeGreaterThan(1);
    expect(frames[0]).toEqual({ headerWhole: true });
    expect(await layoutShift(page)).toBe(0);
  });

  test('a page is drawn whole from the CSS in its HTML, before its stylesheet arrives', async ({ page }) => {
    await page.route(/\.css$/, (route) => route.abort());
    await page.goto('product/1/');
    // Tailwind's borders take their style from a registered property (`@property --tw-border-style`): the
    // HTML's CSS must register it, or every border is missing until the stylesheet comes.
    await expect(page.getByRole('banner')).toHaveCSS('border-bottom-style', 'solid');
    await expect(page.getByRole('region', { name: /Medicare/ }).first()).toHaveCSS(
      'border-top-style',
      'solid',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 900 },
  ])
    test(`at ${viewport.width} px the checkout and the saved list fill in from the device without moving the page`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await seedCart(page, [{ id: 2, quantity: 3 }]);
      await page.evaluate(() =>
        localStorage.setItem('medical-supply-saved', JSON.stringify({ state: { ids: [2, 5] }, version: 1 })),
      );
      await page.goto('checkout/');
      await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
      expect(await layoutShift(page), 'checkout').toBe(0);
      await page.goto('saved/');
      await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(2);
      expect(await layoutShift(page), 'saved').toBe(0);
    });
});
