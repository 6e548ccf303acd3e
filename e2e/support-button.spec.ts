import type { Page } from '@playwright/test';
import {
  coveredBy,
  expect,
  fillCard,
  fillShipping,
  pageRoutes,
  placeholderRoutes,
  seedCart,
  stepLoaded,
  test,
} from './fixtures';

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

/** Scrolls to the top and to the end at each size, and lists the text and controls the support button covers there. */
async function sweep(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const where of ['top', 'end'] as const) {
      await page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.body.scrollHeight), where);
      for (const label of await coveredBy(page, '.support-widget'))
        found.push(`${size.width}px, ${where}: ${label}`);
    }
  }
  return found;
}

/**
 * Where the band sits: across the whole foot of the window, opaque, with the button inside it, so that the
 * button never lies over page content.
 */
function bandProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const band = document.querySelector<HTMLElement>('.support-widget')!;
    const button = band.querySelector('button')!.getBoundingClientRect();
    const r = band.getBoundingClientRect();
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (Math.round(r.left) !== 0 || Math.round(r.right) !== width)
      problems.push(`band spans ${r.left}-${r.right} of ${width}`);
    if (Math.round(r.bottom) !== innerHeight) problems.push(`band ends at ${r.bottom} of ${innerHeight}`);
    if (!/^rgb\(/.test(getComputedStyle(band).backgroundColor))
      problems.push(`band background ${getComputedStyle(band).backgroundColor}`);
    if (button.top < r.top || button.bottom > r.bottom || button.right > r.right)
      problems.push('button outside the band');
    return problems;
  });
}

/**
 * Focuses, in the page's tab order, every control a keyboard reaches, and lists each one the band hides while it
 * has focus (WCAG 2.4.11, focus not obscured). `focus()` scrolls a control into view as Tab does; when it scrolls,
 * the band is given two frames to follow before it is measured.
 */
function focusHiddenByBand(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const band = document.querySelector<HTMLElement>('.support-widget')!;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const reachable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, iframe, [tabindex]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !band.contains(el) &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    const hidden: string[] = [];
    await frame();
    for (const el of reachable) {
      const scrolled = scrollY;
      el.focus();
      if (scrollY !== scrolled) await frame();
      if (document.activeElement !== el) continue;
      const r = el.getBoundingClientRect();
      const top = band.getBoundingClientRect().top;
      const shown = getComputedStyle(band).opacity === '1';
      if (shown && r.height > 0 && r.bottom > top + 1)
        hidden.push(el.getAttribute('aria-label') || el.textContent!.trim().slice(0, 60) || el.tagName);
    }
    return hidden;
  });
}

test.describe('the support band', () => {
  for (const route of routes.filter((r) => r !== 'checkout/')) {
    test(`/${route} covers no text and no control, and hides no focused control`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('.support-widget')).toHaveCount(1);
      expect(await sweep(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 667 });
      await page.evaluate(() => window.scrollTo(0, 400));
      expect(await bandProblems(page)).toEqual([]);
      expect(await focusHiddenByBand(page)).toEqual([]);
    });
  }

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

  test('is reachable by keyboard from the top of a page', async ({ page }) => {
    await page.goto('contact/');
    const help = page.getByRole('button', { name: 'Need help?' });
    for (let i = 0; i < 200 && !(await help.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(help).toBeFocused();
    await expect(page.locator('.support-widget')).toHaveCSS('opacity', '1');
  });
});
