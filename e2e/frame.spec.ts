import { cartLink, expect, productCount, test, toast } from './fixtures';

test.describe('global frame', () => {
  test('header shows contact links, the Medicare link and the main navigation @deploy', async ({ page }) => {
    await page.goto('./');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
    await expect(header.getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      'mailto:support@jamaicamedicalsupply.com',
    );
    await header.getByRole('link', { name: 'Medicare Part B Accepted' }).click();
    await expect(page).toHaveURL(/\/medicare-info\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, RegExp][] = [
      ['Sleep Therapy', /\/products\/sleep-therapy\/$/],
      ['Respiratory Aids', /\/products\/respiratory\/$/],
      ['Mobility Equipment', /\/products\/mobility\/$/],
      ['Patient Care', /\/products\/patient-care\/$/],
      ['Braces', /\/products\/braces\/$/],
      ['Medicare Info', /\/medicare-info\/$/],
      ['Contact', /\/contact\/$/],
      ['Home', /:\d+\/(store\/)?$/],
    ];
    for (const [name, url] of expected) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('an empty search shows the destructive toast and stays put', async ({ page }) => {
    await page.goto('contact/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(toast(page)).toContainText('Search Term Required');
    await expect(toast(page)).toContainText('Please enter a search term to find products.');
    await expect(toast(page)).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('a search goes to the listing with the trimmed, encoded term, then closes and clears @deploy', async ({
    page,
  }) => {
    await page.goto('./');
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('  knee brace ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/products\/\?search=knee(%20|\+)brace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Medical Equipment');
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('knee brace');
    await expect(page.getByText(`Showing 1 of ${productCount} products`)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  test('the cart icon has no badge while the cart is empty and links to checkout', async ({ page }) => {
    await page.goto('./');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
  });

  test('footer: quick links, hours, address, certifications, social and legal links', async ({ page }) => {
    await page.goto('./');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Mon-Fri 8AM-6PM EST');
    await expect(footer).toContainText('Jamaica, NY 11435');
    for (const label of [
      'Medicare Part B Provider',
      'FDA Registered Facility',
      'HIPAA Compliant',
      'ISO 13485 Certified',
    ]) {
      await expect(footer.getByText(label)).toBeVisible();
    }
    for (const [name, path] of [
      ['Privacy Policy', 'privacy-policy'],
      ['Terms of Service', 'terms-of-service'],
      ['Return Policy', 'return-policy'],
      ['Shipping Info', 'shipping-info'],
      ['Language Assistance', 'language-assistance'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`/${path}/$`));
    }
    for (const link of await footer.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      /\/track-order\/$/,
    );
    await expect(footer.getByRole('link', { name: 'Pay a Bill' })).toHaveAttribute('href', /\/pay\/$/);
  });

  test('the floating support button opens call, e-mail and Track Order', async ({ page }) => {
    await page.goto('./');
    await page.mouse.wheel(0, 800);
    await page.getByRole('button', { name: 'Need help?' }).click();
    const panel = page.getByRole('region', { name: 'Support options' });
    await expect(panel.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+17185550142');
    await expect(panel.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      'mailto:support@jamaicamedicalsupply.com',
    );
    await expect(panel.getByText(/Live Chat/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Need help?' }).click();
    await panel.getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/track-order\/$/);
    await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
  });
});

test.describe('mobile frame', () => {
  test('the mobile menu toggles and has its own search @mobile', async ({ page }) => {
    await page.goto('./');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '(718) 555-0142' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Email support@jamaicamedicalsupply.com' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Patient Care' })).toBeVisible();
    await expect(menu.getByRole('listitem').nth(1)).toHaveText('All Products');
    await expect(menu.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', /\/products\/$/);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.locator('#mobile-search-input');
    await search.fill('wheelchair');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\/\?search=wheelchair$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByText(`Showing 2 of ${productCount} products`)).toBeVisible();
  });

  for (const [route, w] of [
    ['contact/', { open: 'Open menu', nav: 'Mobile', link: 'Patient Care', search: 'Search' }],
    [
      'es/contact/',
      { open: 'Abrir el menú', nav: 'Menú del teléfono', link: 'Cuidado del paciente', search: 'Buscar' },
    ],
  ] as const)
    test(`Escape closes the menu and the search, and focus goes back to the button that opened them (/${route}) @mobile`, async ({
      page,
    }) => {
      await page.goto(route);
      const open = page.getByRole('button', { name: w.open });
      await open.click();
      const menu = page.getByRole('navigation', { name: w.nav });
      await menu.getByRole('link', { name: w.link }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      const search = page.getByRole('button', { name: w.search, exact: true });
      await search.click();
      await page
        .locator('#header-search')
        .getByRole('searchbox')
        .or(page.locator('#header-search input'))
        .first()
        .focus();
      await page.keyboard.press('Escape');
      await expect(page.locator('#header-search')).toHaveCount(0);
      await expect(search).toBeFocused();
    });
});
