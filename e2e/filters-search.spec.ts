import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cardsSettled, expect, hydrated, test } from './fixtures';

// The Filters panel and the search as a shopper uses them, on a phone, in both languages. The store's 22 products
// are worked by hand: two are private pay (the $35 pulse oximeter and the $49 shower chair), the other 20 Medicare
// Part B eligible; every one is rated 4.4 or more.
test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

const words = {
  en: {
    prefix: '',
    filters: 'Filters',
    search: 'Search',
    eligible: 'Medicare Part B eligible',
    privatePay: 'Private Pay Only',
    four: '4 and up',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    patientCare: 'Patient Care',
    category: 'Category',
  },
  es: {
    prefix: 'es/',
    filters: 'Filtros',
    search: 'Buscar',
    eligible: 'Cubierto por Medicare Parte B',
    privatePay: 'Solo pago privado',
    four: '4 o más',
    showing: (shown: number, total: number) => `Se muestran ${shown} de ${total} productos`,
    patientCare: 'Cuidado del paciente',
    category: 'Categoría',
  },
} as const;

async function names(page: Page): Promise<string[]> {
  await cardsSettled(page);
  return (
    await page.getByRole('main').locator('article').getByRole('heading', { level: 2 }).allTextContents()
  )
    .map((n) => n.trim())
    .sort();
}

for (const language of ['en', 'es'] as const) {
  const w = words[language];

  test(`${language}: coverage and rating filter, combine with price and category, and a link keeps them @mobile`, async ({
    page,
  }) => {
    await page.goto(`${w.prefix}products/`);
    await hydrated(page);
    await page.getByRole('button', { name: w.filters }).click();
    await page.getByLabel(w.eligible).check();
    await expect(page.getByText(w.showing(20, 22))).toBeVisible();
    await expect(page).toHaveURL(/\?medicare=1$/);
    // Both ticked: everything again.
    await page.getByLabel(w.privatePay).check();
    await expect(page.getByText(w.showing(22, 22))).toBeVisible();
    await page.getByLabel(w.eligible).uncheck();
    await expect(page.getByText(w.showing(2, 22))).toBeVisible();
    expect(await names(page)).toHaveLength(2);
    await page.getByLabel(w.eligible).check();
    await page.getByLabel(w.privatePay).uncheck();
    // With the price: Medicare eligible up to $50 is the $45 knee brace and five CPAP supplies: the $39 cushion, the
    // $24 nasal pillows, the $35 tubing, the $4 filter and the $32 water tub (the $69 heated tubing is over).
    await page.getByLabel(/Price range|Precio: de/).fill('50');
    await expect(page.getByText(w.showing(6, 22))).toBeVisible();
    // Every product is rated 4.4 or more: "4 and up" keeps them, and is in the address with the rest.
    await page.getByLabel(w.four).check();
    await expect(page.getByText(w.showing(6, 22))).toBeVisible();
    await expect(page).toHaveURL(/\?max=50&medicare=1&rating=4$/);
    // A link keeps them: the address opened again shows the same.
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(w.showing(6, 22))).toBeVisible();
    await page.getByRole('button', { name: w.filters }).click();
    await expect(page.getByLabel(w.eligible)).toBeChecked();
    await expect(page.getByLabel(w.privatePay)).not.toBeChecked();
    await expect(page.getByLabel(w.four)).toBeChecked();
    // Private pay up to $50: the $35 oximeter and the $49 shower chair; in Patient Care, the chair alone.
    await page.getByLabel(w.eligible).uncheck();
    await page.getByLabel(w.privatePay).check();
    await expect(page.getByText(w.showing(2, 22))).toBeVisible();
    await page
      .getByRole('navigation', { name: w.category })
      .getByRole('link', { name: w.patientCare })
      .click();
    await expect(page).toHaveURL(/\/patient-care\/\?max=50&private=1&rating=4$/);
    await expect(page.getByText(w.showing(1, 2))).toBeVisible();
  });
}

const searches = [
  // "Wheelchair" is in the names of the two wheelchairs; a shopper types it plural, or in two words.
  { language: 'en', search: 'Wheelchairs', found: 2 },
  { language: 'en', search: 'wheel chair', found: 2 },
  // The two concentrators and the pulse oximeter say "oxígeno"; she types it without the accent.
  { language: 'es', search: 'oxigeno', found: 3 },
  // The Spanish names of the wheelchairs say "Silla de ruedas".
  { language: 'es', search: 'sillas de ruedas', found: 2 },
] as const;

for (const { language, search, found } of searches) {
  test(`${language}: the search "${search}" finds what she means @mobile`, async ({ page }) => {
    const w = words[language];
    await page.goto(`${w.prefix}products/`);
    await hydrated(page);
    await page.getByRole('searchbox', { name: w.search, exact: true }).fill(search);
    await expect(page.getByText(w.showing(found, 22))).toBeVisible();
    const shown = await names(page);
    if (search.includes('heel') || search.includes('ruedas'))
      expect(shown.every((n) => /Wheelchair|Silla de ruedas/.test(n))).toBe(true);
    else expect(shown.filter((n) => /oxígeno|Oxímetro/i.test(n))).toHaveLength(3);
  });
}

// 200 products: the listing runs to pages, so its filters and search run over the search index.
interface Listed {
  name: string;
  description: string;
  rating: number;
  medicareEligible: boolean;
}
const catalogue = JSON.parse(readFileSync('out-e2e-catalog/products.json', 'utf8')) as Listed[];
/** "Showing …" for `of` results of the 200: the count while they fit a page, else the first page's range. */
const shownOf = (of: number) =>
  of > 24 ? `Showing 1–24 of ${of} products` : `Showing ${of} of 200 products`;
const despaced = (p: Listed) => `${p.name}\n${p.description}`.toLowerCase().replace(/[ \t]+/g, '');

test('over the search index: the rating and coverage filters and a plural search count what they show @large', async ({
  page,
}) => {
  await page.goto('products/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('4 and up').check();
  const rated = catalogue.filter((p) => p.rating >= 4);
  await expect(page.getByText(shownOf(rated.length))).toBeVisible();
  await page.getByLabel('Private Pay Only').check();
  const privateRated = rated.filter((p) => !p.medicareEligible);
  await expect(page.getByText(shownOf(privateRated.length))).toBeVisible();
  await page.getByLabel('Private Pay Only').uncheck();
  await page.getByLabel('Any rating').check();
  await expect(page.getByText('Showing 1–24 of 200 products')).toBeVisible();
  // "Wheelchairs" finds every product that says "wheelchair".
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Wheelchairs');
  const wheelchairs = catalogue.filter((p) => despaced(p).includes('wheelchair'));
  expect(wheelchairs.length).toBeGreaterThan(2);
  await expect(page.getByText(shownOf(wheelchairs.length))).toBeVisible();
});
