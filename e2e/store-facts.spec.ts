import { continueCheckout, expect, fillShipping, jsonLd, payOnStripe, seedCart, test } from './fixtures';

test.describe('one set of facts', () => {
  test('the footer gives the phone support hours and says so; the contact page the store hours', async ({
    page,
  }) => {
    await page.goto('contact/');
    await expect(page.getByRole('contentinfo')).toContainText('Phone support: Mon-Fri 8AM-6PM EST');
    const hours = page.getByRole('region', { name: 'Store Hours' });
    await expect(hours.getByRole('term')).toHaveText(['Monday - Friday', 'Saturday', 'Sunday']);
    await expect(hours.getByRole('definition')).toHaveText([
      '9:00 AM - 6:00 PM EST',
      '10:00 AM - 4:00 PM EST',
      'Closed',
    ]);
    await expect(hours).toContainText('Phone support: Mon-Fri 8AM-6PM EST');
    const business = (await jsonLd(page)).find((n) => n['@type'] === 'MedicalBusiness');
    expect(business?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  test('checkout says only that standard shipping is free on every order', async ({ page }) => {
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(page.getByText('5-7 business days · Free on every order')).toBeVisible();
    await expect(page.getByText('Standard shipping is free on every order.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$99');
    await expect(page.getByRole('main')).not.toContainText(/orders over/i);
  });
});

test.describe('policy pages', () => {
  test('the language assistance notice: how to ask, the nondiscrimination statement, where to complain, 15 languages', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Language Assistance' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language Assistance');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Nondiscrimination' })).toContainText(
      'does not discriminate on the basis of race, color, national origin, age, disability, or sex',
    );
    await expect(main.getByRole('link', { name: 'ocrportal.hhs.gov' }).first()).toHaveAttribute(
      'href',
      'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
    );
    // The Spanish notice is marked Spanish, so a screen reader reads it in Spanish.
    const spanish = main.getByRole('region', { name: 'Ayuda con el idioma, en español' });
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(spanish).toContainText('La ayuda en su idioma es gratis.');
    // One tagline per language, each in its own language and direction, each with the store's number to call.
    const taglines = main.getByRole('region', { name: 'In your language' }).getByRole('listitem');
    await expect(taglines).toHaveCount(15);
    const langs = await taglines.evaluateAll((items) =>
      items.map((li) => `${li.getAttribute('lang')}${li.getAttribute('dir') === 'rtl' ? ' rtl' : ''}`),
    );
    expect(langs).toEqual([
      'es',
      'zh-Hant',
      'ru',
      'bn',
      'ht',
      'ko',
      'yi rtl',
      'ar rtl',
      'ur rtl',
      'fr',
      'pl',
      'it',
      'tl',
      'hi',
      'el',
    ]);
    for (const item of await taglines.all())
      await expect(item.getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+17185550142',
      );
  });

  test('the return policy gives the window, the conditions and what happens to rented Medicare equipment', async ({
    page,
  }) => {
    await page.goto('return-policy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return Policy');
    await expect(page.getByText('Under construction')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('within 30 days of delivery for a full refund');
    for (const section of [
      'How to return an item',
      'What can be returned',
      'Rented Medicare equipment',
      'Damaged, faulty or wrong items',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rented Medicare equipment' })).toContainText(
      'After 13 months of continuous rental the equipment is yours',
    );
    await expect(page.getByRole('link', { name: '(718) 555-0142' }).first()).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Return Policy');
  });

  test('shipping information lists each method with its price and time', async ({ page }) => {
    await page.goto('shipping-info/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping Information');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toHaveText(/^Standard Shipping.*Free5-7 business days$/);
    await expect(rows.nth(2)).toHaveText(/^Expedited Shipping.*\$29\.992-3 business days$/);
    await expect(rows.nth(3)).toHaveText(/^Overnight Shipping.*\$59\.99Next business day$/);
    await expect(page.getByRole('main')).toContainText('Orders leave our warehouse within 1-2 business days');
    await expect(page.getByRole('main')).toContainText('New York exempts medical equipment');
    await expect(page.getByRole('main')).toContainText('the Queens rate of 8.875%');
  });

  test('the privacy policy names exactly what the browser keeps, and the one tracking script', async ({
    page,
  }) => {
    await page.goto('privacy-policy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const kept = page.getByRole('region', { name: 'What this site keeps in your browser' });
    for (const key of ['medical-supply-cart', 'medical-supply-checkout', 'medical-supply-last-order'])
      await expect(kept).toContainText(key);
    const never = page.getByRole('region', { name: 'What this site never sees or keeps' });
    await expect(never).toContainText('There is no card field on this site.');
    await expect(never).toContainText('never which products');
    await expect(page.getByRole('region', { name: 'Third parties' })).toContainText('The contact page only');
  });

  test('the privacy policy names every key the store keeps in the browser, and no other', async ({
    page,
  }) => {
    await page.goto('privacy-policy/');
    const named = await page
      .getByRole('region', { name: 'What this site keeps in your browser' })
      .locator('dt code')
      .allTextContents();
    const used = new Set<string>();
    const look = async () => {
      const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      for (const key of keys) used.add(key);
    };
    // Use everything the store keeps: a saved product, the deductible answer, the language, a cart, checkout
    // details, an order attempt whose answer is lost, and the order's confirmation.
    await page.goto('product/1/');
    await page.getByRole('button', { name: 'Save for later' }).click();
    const box = page.getByRole('region', { name: 'Medicare Part B Eligible' });
    await box.getByRole('button', { name: /Change, and how this is worked out/ }).click();
    await box.getByRole('radio', { name: 'Yes', exact: true }).check();
    await look();
    // The language she chooses with the switch.
    await page.getByRole('link', { name: 'Leer en español' }).click();
    await expect(page).toHaveURL(/\/es\/product\/1\/$/);
    await look();
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await continueCheckout(page);
    await page.route(/\/orders$/, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    // The store could not be reached: she is told nothing went and nothing was charged, and not that it is her fault.
    await expect(
      page.getByText(
        'Your order was not sent, and nothing was charged. We could not reach the store’s order system just now.',
        { exact: false },
      ),
    ).toBeVisible({ timeout: 15_000 });
    await look();
    await page.unroute(/\/orders$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnStripe(page, { cancel: true });
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    await look();
    // The order left unpaid is paid from Pay a Bill, and that payment too is left on Stripe's page.
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    await page.goto(`pay/?order=${number}`);
    await page.getByLabel('ZIP Code').fill('11432');
    await page.getByRole('button', { name: 'Show my bill' }).click();
    await page.getByRole('button', { name: 'Pay $35.00 by card' }).click();
    await payOnStripe(page, { cancel: true });
    const bill = page.getByRole('region', { name: `Order ${number}: $35.00 to pay` });
    await expect(bill).toContainText('Your payment was not finished, so nothing was charged.');
    await look();
    expect([...used].sort()).toEqual([...named].sort());
  });
});

test.describe('checkout for search engines and without JavaScript', () => {
  test('checkout is not indexed', async ({ page }) => {
    await page.goto('checkout/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('checkout says it needs JavaScript and gives the phone number', async ({ page }) => {
      await page.goto('checkout/');
      // (Playwright's text search skips <noscript>, so the message is found by its place.)
      const message = page.getByRole('main').locator('noscript p');
      await expect(message).toBeVisible();
      await expect(message).toContainText('Checkout needs JavaScript');
      await expect(page.getByRole('main').getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+17185550142',
      );
    });

    test('the phone menu’s links are there and work @mobile', async ({ page }) => {
      await page.goto('./');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([
        'Home',
        'All Products',
        'Sleep Therapy',
        'Respiratory Aids',
        'Mobility Equipment',
        'Patient Care',
        'Braces',
        'Medicare Info',
        'Contact',
      ]);
      await menu.getByRole('link', { name: 'Braces' }).click();
      await expect(page).toHaveURL(/\/products\/braces\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orthopedic Braces');
    });
  });
});

test('the support e-mail wraps only after its @ or a dot on the narrowest phone, never inside a word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of ['contact/', 'shipping-info/', 'return-policy/', 'privacy-policy/']) {
    await page.goto(route);
    // The element holding the address itself (a link, or a line of a link that also names it).
    const links = page
      .getByRole('main')
      .locator('a[href^="mailto:"]:has(> wbr), a[href^="mailto:"] span:has(> wbr)');
    await expect(links.first()).toBeVisible();
    const lines = await links.evaluateAll((elements) =>
      elements.map((el) => {
        // The address's characters, grouped by the line each is drawn on.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const rows = new Map<number, string>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? '') + text[i]);
          }
        }
        return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row.trim());
      }),
    );
    expect(lines.length, route).toBeGreaterThan(0);
    for (const rows of lines)
      for (const row of rows.slice(0, -1)) expect(row, `${route}: ${rows.join(' / ')}`).toMatch(/[@.]$/);
  }
});
