import type { Page } from '@playwright/test';
import { expect, fillCard, fillShipping, pageRoutes, placeholderRoutes, seedCart, test } from './fixtures';

/** Phone to wide desktop. */
const sizes = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

const routes = [...pageRoutes, ...placeholderRoutes];

const interactive = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Every link, button or field in view whose centre, clicked, would land on the support button instead.
 * Elements under the sticky header are another matter and are not counted here.
 */
function coveredBySupport(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const widget = document.querySelector('.support-widget');
    if (!widget) return ['no support button'];
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (widget.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && widget.contains(hit))
        covered.push(el.getAttribute('aria-label') || el.textContent!.trim() || el.tagName);
    }
    return covered;
  }, interactive);
}

/** Scrolls to the top and to the end at each size, and lists what the support button covers there. */
async function sweep(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const where of ['top', 'end'] as const) {
      await page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.body.scrollHeight), where);
      for (const label of await coveredBySupport(page)) found.push(`${size.width}px, ${where}: ${label}`);
    }
  }
  return found;
}

/**
 * Brings each primary action to the support button's height, wherever the page lets it scroll, and checks
 * that a click at the action's centre reaches the action.
 */
async function primaryActionsBlocked(page: Page, names: RegExp): Promise<string[]> {
  const blocked: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const found = await page.evaluate(async (source) => {
      const pattern = new RegExp(source);
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const widget = document.querySelector('.support-widget')!;
      const button = widget.querySelector('button')!;
      const out: string[] = [];
      const actions = [
        ...document.querySelectorAll<HTMLElement>('button, a[href], input[type="submit"]'),
      ].filter(
        (el) => !widget.contains(el) && pattern.test(el.getAttribute('aria-label') || el.textContent!.trim()),
      );
      for (const el of actions) {
        if (el.getBoundingClientRect().width < 2) continue;
        const target = button.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (target.top + target.height / 2));
        await frame();
        const now = el.getBoundingClientRect();
        const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2);
        if (hit && widget.contains(hit)) out.push(el.getAttribute('aria-label') || el.textContent!.trim());
      }
      return out;
    }, names.source);
    for (const label of found) blocked.push(`${size.width}px: ${label}`);
  }
  return blocked;
}

const primary =
  /^(Add to Cart|Add .+ to cart|Increase quantity|Decrease quantity|Continue|Back|Place Order|Send Message)/;

test.describe('the floating support button', () => {
  for (const route of routes.filter((r) => r !== 'checkout/')) {
    test(`/${route} covers no control at the top or the end of the page, at any width @deploy`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('.support-widget')).toHaveCount(1);
      expect(await sweep(page)).toEqual([]);
      expect(await primaryActionsBlocked(page, primary)).toEqual([]);
    });
  }

  test('covers no control on any checkout step, at any width @deploy', async ({ page }) => {
    await seedCart(
      page,
      [1, 2, 3, 5, 7, 9].map((id) => ({ id, quantity: 1 })),
    );
    await page.goto('checkout/');
    for (const step of ['Cart Review', 'Shipping', 'Payment']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
      expect(await sweep(page), step).toEqual([]);
      expect(await primaryActionsBlocked(page, primary), step).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (step === 'Shipping') await fillShipping(page);
      if (step === 'Payment') await fillCard(page);
      await page.getByRole('button', { name: step === 'Payment' ? 'Place Order' : 'Continue' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    expect(await sweep(page)).toEqual([]);
  });

  test('appears once the page scrolls, and opens its panel by keyboard @mobile', async ({ page }) => {
    await page.goto('product/1/');
    const help = page.getByRole('button', { name: 'Need help?' });
    const widget = page.locator('.support-widget');
    // At the top the header's phone number is in view: the button is transparent and lets clicks through.
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
    await expect(page.getByRole('link', { name: 'Call (718) 555-0142' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Support options' })).toBeHidden();
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
