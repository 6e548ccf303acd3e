import { expect, test } from './fixtures';

test('home: hero, features, categories, Medicare block and closing call to action @mobile', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The hero's figures are the store's facts, none without a basis.
  for (const claim of ['80%', '30 days', 'Free'])
    await expect(page.getByRole('main').getByText(claim, { exact: true }).first()).toBeVisible();
  for (const unfounded of ['50K+', '99%']) await expect(page.getByText(unfounded)).toHaveCount(0);
  // No social profile is named in the store's facts: no icons, and no link to a site's home page.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Follow Us' })).toHaveCount(0);
  await expect(
    footer.locator('a[href*="facebook.com"], a[href*="x.com"], a[href*="youtube.com"]'),
  ).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Call \(718\) 555-0142/ }).first()).toHaveAttribute(
    'href',
    'tel:+17185550142',
  );
  await expect(page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem')).toHaveCount(4);
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  await expect(categories.getByRole('listitem')).toHaveCount(5);
  await expect(categories.getByText('Medicare Eligible')).toHaveCount(4);
  await expect(categories.getByRole('link', { name: 'Orthopedic Braces' })).toHaveAttribute(
    'href',
    /\/products\/braces\/$/,
  );
  await expect(
    page.getByRole('region', { name: 'Medicare Part B Coverage' }).getByRole('link'),
  ).toHaveAttribute('href', /\/medicare-info\/$/);
  await main.getByRole('link', { name: 'Contact Us Online' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Shop Equipment' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Medical Equipment');
});
