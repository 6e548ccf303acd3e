import { expect, test } from './fixtures';

test('home: hero, features, categories, Medicare block and closing call to action @mobile', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const claim of ['50K+', '15+', '99%'])
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
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
