import type { Page } from '@playwright/test';
import { coveredBy } from './fixtures';

// The support band's checks, run on every page by quality.spec.ts and on every checkout step by
// support-button.spec.ts.

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

/** Scrolls to the top and to the end at each size, and lists the text and controls the support button covers there. */
export async function sweep(page: Page): Promise<string[]> {
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
export function bandProblems(page: Page): Promise<string[]> {
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
export function focusHiddenByBand(page: Page): Promise<string[]> {
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
      // A control that fits between the sticky header and the band must show whole; one taller than that room
      // (a tab panel of long text) must show its start, as WCAG 2.4.11 asks: never entirely hidden.
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const fits = r.height <= top - Math.max(0, header);
      if (shown && r.height > 0 && (fits ? r.bottom > top + 1 : r.top > top - 1))
        hidden.push(el.getAttribute('aria-label') || el.textContent!.trim().slice(0, 60) || el.tagName);
    }
    return hidden;
  });
}
