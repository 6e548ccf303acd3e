import type { Page } from '@playwright/test';
import {
  expect,
  fillShipping,
  hydrated,
  MBI,
  pageRoutes,
  placeholderRoutes,
  seedCart,
  seriousViolations,
  stepLoaded,
  test,
  toast,
} from './fixtures';
import { bandProblems, focusHiddenByBand, sweep } from './support-band';

const routes = [
  ...pageRoutes,
  'medicare-info/overview/',
  'saved/',
  'track-order/',
  'pay/',
  'resupply/',
  ...placeholderRoutes,
  // The pages in Spanish.
  'es/',
  'es/products/',
  'es/products/mobility/',
  'es/product/1/',
  'es/product/6/',
  'es/medicare-info/',
  'es/medicare-info/coverage/',
  'es/medicare-info/calculator/',
  'es/return-policy/',
  'es/shipping-info/',
  'es/track-order/',
  'es/language-assistance/',
  'es/checkout/',
  'es/contact/',
  'es/pay/',
  'es/resupply/',
  'es/saved/',
  'es/privacy-policy/',
  'es/terms-of-service/',
];

/**
 * The page a route is drawn by: every product page is one page with its product's data, every category one
 * listing. The support band sits over the same header, footer and layout on each, so its sweep at seven sizes
 * and the focus walk run once for each page (the first route of it), in each language; every other check runs
 * on every route.
 */
const pageOf = (route: string) =>
  route
    .replace(/^(es\/)?product\/\d+\/$/, '$1product/')
    .replace(/^(es\/)?products\/[a-z-]+\/$/, '$1category/');
const bandRoutes = new Set(routes.filter((r, k) => routes.findIndex((o) => pageOf(o) === pageOf(r)) === k));

/** At 320 px wide nothing scrolls sideways (WCAG 1.4.10): no element reaches past the window. */
async function reflowsAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter((e) => !e.closest('.sr-only, [hidden]'))
      .map((e) => `${e.tagName.toLowerCase()} “${(e.textContent ?? '').trim().slice(0, 40)}”`),
  );
  expect(wider).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

for (const route of routes) {
  test(`/${route}: no serious accessibility violations, console errors or failed requests${bandRoutes.has(route) ? ', nothing under the support band' : ''}`, async ({
    page,
    problems,
  }) => {
    await page.goto(route);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    if (bandRoutes.has(route))
      await test.step('the support band covers no text and no control, and hides no focused control', async () => {
        await expect(page.locator('.support-widget')).toHaveCount(1);
        expect(await sweep(page)).toEqual([]);
        await page.setViewportSize({ width: 375, height: 667 });
        await page.evaluate(() => window.scrollTo(0, 400));
        expect(await bandProblems(page)).toEqual([]);
        expect(await focusHiddenByBand(page)).toEqual([]);
      });
    await test.step('no parenthesis inside another (the hours beside a phone number are set off by commas)', async () => {
      const text = await page.locator('body').innerText();
      expect(text.match(/\([^()\n]*\([^()\n]*\)[^()\n]*\)/g) ?? []).toEqual([]);
    });
    await test.step('at 320 px wide it reflows: nothing scrolls sideways (WCAG 1.4.10)', () =>
      reflowsAt320(page));
  });
}

// The 200-product build: listing pages with their page links, search results with theirs, a product with photos.
for (const route of ['products/page/2/', 'products/mobility/page/2/?search=wheel&page=2', 'product/1/']) {
  test(`/${route} of a large catalogue: no serious accessibility violations, console errors or failed requests @large`, async ({
    page,
    problems,
  }) => {
    await page.goto(route);
    await expect(page.getByText(/^Showing |^Add to Cart/).first()).toBeVisible();
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}

// The build without an intake (orders, messages and bills by phone) draws its own sentences in place of the forms:
// each such page, in both languages, with no serious accessibility violation, reflowing at 320 px.
for (const route of [
  'contact/',
  'es/contact/',
  'checkout/',
  'es/checkout/',
  'track-order/',
  'es/track-order/',
  'pay/',
  'es/pay/',
  'resupply/',
  'es/resupply/',
  'product/1/',
  'es/product/1/',
]) {
  test(`/${route} of the build that takes orders by phone: no serious accessibility violations, reflows at 320 px @large`, async ({
    page,
    problems,
  }) => {
    if (route.includes('checkout')) await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto(route);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await reflowsAt320(page);
  });
}

const checkoutWords = {
  en: {
    steps: ['Cart Review', 'Shipping', 'Payment'],
    medicare: /Medicare Part B/,
    place: 'Place Order',
    next: 'Continue',
    loading: 'Loading this step…',
    fields: ['Medicare Number', 'Physician Name', 'Physician Phone'],
    done: 'Confirmation',
  },
  es: {
    steps: ['Su carrito', 'Envío', 'Pago'],
    medicare: /Parte B de Medicare/,
    place: 'Hacer el pedido',
    next: 'Continuar',
    loading: 'Cargando este paso…',
    fields: ['Número de Medicare', 'Nombre del médico', 'Teléfono del médico'],
    done: 'Confirmación',
  },
};

for (const [language, w] of Object.entries(checkoutWords)) {
  test(`every checkout step is free of serious accessibility violations (${language})`, async ({
    page,
    problems,
  }) => {
    // Four axe scans across a whole checkout: given three times the usual time.
    test.slow();
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto(language === 'es' ? 'es/checkout/' : 'checkout/');
    for (const [index, step] of w.steps.entries()) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
      await stepLoaded(page, w.loading);
      if (index === 1) {
        if (language === 'en') await fillShipping(page);
        else {
          for (const [name, value] of [
            ['Nombre', 'Rosa'],
            ['Apellido', 'Alvarez'],
            ['Correo electrónico', 'rosa@example.com'],
            ['Teléfono', '718-555-0100'],
            ['Dirección', '90-15 Parsons Blvd'],
            ['Ciudad', 'Jamaica'],
            ['Código postal (ZIP)', '11432'],
          ] as const)
            await page.getByRole('textbox', { name, exact: true }).fill(value);
          await page.getByRole('combobox', { name: 'Estado' }).selectOption('NY');
        }
      }
      if (index === 2) {
        const [number, physician, phone] = w.fields as [string, string, string];
        // The card choice, then the Medicare fields Place Order finds empty, with their messages.
        expect(await seriousViolations(page), 'Payment by card').toEqual([]);
        await page.getByRole('radio', { name: w.medicare }).check();
        await page.getByRole('button', { name: w.place }).click();
        await expect(page.getByLabel(number)).toBeFocused();
        expect(await seriousViolations(page), 'Medicare with messages').toEqual([]);
        await page.getByLabel(number).fill(MBI);
        await page.getByLabel(physician).fill('Dr. Anita Patel');
        await page.getByLabel(phone).fill('718-555-0199');
      }
      expect(await seriousViolations(page), step).toEqual([]);
      await page.getByRole('button', { name: index === 2 ? w.place : w.next, exact: true }).click();
    }
    await expect(page.getByRole('heading', { name: w.done })).toBeVisible();
    // The order toast fades in; its colours are checked once it has settled.
    await expect(toast(page)).toBeVisible();
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => !(a.timeline instanceof DocumentTimeline) || a.playState !== 'running'),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('clicking through the store requests nothing the bucket lacks @routing', async ({ page, problems }) => {
  const documents: string[] = [];
  const pageData: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === 'document') documents.push(pathname);
    if (pathname.endsWith('.txt')) pageData.push(pathname);
  });
  await page.goto('./');
  await page.getByRole('link', { name: 'Shop Equipment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Medical Equipment');
  await page.getByRole('link', { name: 'Omron Compressor Nebulizer Kit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Omron Compressor Nebulizer Kit');
  // Each page arrives with the styles its first screen needs.
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
  await hydrated(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Respiratory Aids' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Respiratory Aids');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Medicare Info' }).click();
  await page.getByRole('link', { name: 'Cost Calculator' }).click();
  await expect(page.getByLabel('Equipment Cost')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, 1 item/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
  await page.getByRole('link', { name: 'Jamaica Medical Supply' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Home Medical Equipment/);
  // The first page is the only document: each link after it is followed in place by Next's router, which reads
  // the next page's exported data from the bucket (its `index.txt`, or its segments' files), and the cart added on
  // the way is still there.
  expect(documents).toHaveLength(1);
  expect(pageData.length).toBeGreaterThanOrEqual(7);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
