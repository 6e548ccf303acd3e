import type { Page } from '@playwright/test';
import { expect, seedCart, test } from './fixtures';

// Every control a finger can tap is at least 44 × 44 px on a phone (WCAG 2.5.5). A link inside a sentence is
// the rule's own exception: it is as tall as the line it sits in.
test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

/** The controls under 44 × 44, each named with its size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], summary',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"], .sr-only')) continue;
      // A checkbox or radio is tapped through its label.
      const target =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      // A link stretched over its card by an absolutely placed ::after is tapped anywhere on the card.
      const after = getComputedStyle(target, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute' && target.offsetParent;
      const box = (stretched ? (target.offsetParent as HTMLElement) : target).getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue; // not shown (a skip link until focused)
      const parent = target.parentElement;
      const inSentence =
        target.tagName === 'A' &&
        parent !== null &&
        ['P', 'LI', 'DD', 'SPAN'].includes(parent.tagName) &&
        [...parent.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
      if (inSentence) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

for (const route of [
  '',
  'products/',
  'products/mobility/',
  'product/1/',
  'medicare-info/calculator/',
  'contact/',
  'track-order/',
  'pay/',
  'saved/',
  'shipping-info/',
]) {
  test(`/${route}: every control is at least 44 × 44 on a phone`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    if (route.startsWith('products/')) await page.getByRole('button', { name: 'Filters' }).click();
    expect(await smallTargets(page)).toEqual([]);
  });
}

test('checkout: every control of every step is at least 44 × 44 on a phone', async ({ page }) => {
  await seedCart(page, [
    { id: 1, quantity: 1 },
    { id: 8, quantity: 2 },
  ]);
  for (const step of ['', '?step=shipping', '?step=payment']) {
    await page.goto(`checkout/${step}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Show \d+ items$/ }).click();
    if (step === '?step=payment') await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    expect(await smallTargets(page), step || 'cart review').toEqual([]);
  }
});
