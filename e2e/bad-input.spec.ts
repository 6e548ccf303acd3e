import {
  cardFacts,
  continueCheckout,
  expect,
  payOnStripe,
  fillShipping,
  hydrated,
  productCount,
  seedCart,
  test,
} from './fixtures';

test.describe('bad input', () => {
  test('a search thousands of characters long, full of pattern symbols, lists nothing and breaks nothing', async ({
    page,
    problems,
  }) => {
    const search = '((([[*+?\\'.repeat(700);
    await page.goto(`products/?search=${encodeURIComponent(search)}`);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    // The search box holds what was read: the first 200 characters.
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(
      search.slice(0, 200),
    );
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(`Showing ${productCount} of ${productCount} products`)).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a search with pattern symbols matches them as text', async ({ page }) => {
    await page.goto(`products/?search=${encodeURIComponent('(Pro)')}`);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.goto(`products/?search=${encodeURIComponent('cpap.')}`);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  });

  for (const query of ['max=', 'max=abc', 'min=-5&max=', 'page=0', 'page=-2', 'page=1e9', 'page=zz&max=%20'])
    test(`?${query} is ignored: every product shows`, async ({ page }) => {
      await page.goto(`products/?${query}`);
      await expect(page.getByText(`Showing ${productCount} of ${productCount} products`)).toBeVisible();
      expect(await cardFacts(page)).toHaveLength(productCount);
    });

  test('names and address stop at their limits, say so near them, and the confirmation survives a reload', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 11, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await fillShipping(page);
    const first = page.getByLabel('First Name');
    // Nothing is said far from the limit.
    await expect(page.getByText(/characters left|Limit reached/)).toHaveCount(0);
    await first.fill(`Zoë <b>"O'Brien"</b> 😀 ${'x'.repeat(68)}`);
    await expect(first).toHaveAccessibleDescription('8 characters left');
    await first.pressSequentially('y'.repeat(20));
    const name = await first.inputValue();
    expect(name).toHaveLength(100);
    await expect(first).toHaveAccessibleDescription('Limit reached: 100 characters');
    await page.getByLabel('Address').fill(`${'1'.repeat(5)} ${'Hillside Avenue '.repeat(20)}`);
    expect(await page.getByLabel('Address').inputValue()).toHaveLength(200);
    await expect(page.getByText('Limit reached: 200 characters')).toBeVisible();
    await continueCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnStripe(page);
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    await expect(page.getByText(`Thank you, ${name}!`)).toBeVisible();
    const number = await page.getByTestId('order-number').textContent();
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
    await expect(page.getByText(`Thank you, ${name}!`)).toBeVisible();
  });

  test('a message stops at 5,000 characters and counts down near the limit', async ({ page }) => {
    await page.goto('contact/');
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAccessibleDescription('Up to 5,000 characters');
    await message.fill('a'.repeat(4990));
    await expect(message).toHaveAccessibleDescription('10 characters left');
    await message.pressSequentially('b'.repeat(15));
    expect(await message.inputValue()).toHaveLength(5000);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('n'.repeat(95));
    await expect(name).toHaveAccessibleDescription('5 characters left');
  });

  test('Track Order and Pay a Bill say when a ZIP code is not one, in both languages', async ({ page }) => {
    for (const [path, hint] of [
      ['track-order/', 'A ZIP code has 5 digits, for example 11435.'],
      ['pay/', 'A ZIP code has 5 digits, for example 11435.'],
      ['es/track-order/', 'El código postal tiene 5 números; por ejemplo: 11435.'],
    ] as const) {
      await page.goto(path);
      const zip = page.getByRole('textbox', { name: /^(ZIP Code|Código postal)/ });
      await zip.fill('1143');
      await expect(zip).toHaveAccessibleDescription(hint);
      await zip.fill('11435');
      await expect(zip).toHaveAccessibleDescription('');
    }
  });

  test('a form sent with a field left empty says so in the page’s language, not the browser’s', async ({
    page,
  }) => {
    for (const [path, field, send, said] of [
      ['es/contact/', 'Nombre', 'Enviar el mensaje', 'Complete este campo para enviar el formulario.'],
      [
        'es/track-order/',
        'Número de pedido',
        'Ver el estado',
        'Complete este campo para enviar el formulario.',
      ],
      ['es/pay/', 'Número de pedido', 'Ver mi factura', 'Complete este campo para enviar el formulario.'],
      ['contact/', 'Name', 'Send Message', 'Fill in this field to send the form.'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('button', { name: send }).click();
      const input = page.getByRole('textbox', { name: new RegExp(`^${field}`) }).first();
      await expect(input).toBeFocused();
      expect(await input.evaluate((e: HTMLInputElement) => e.validationMessage)).toBe(said);
      // Typed in, the message goes.
      await input.fill('Rosa');
      expect(await input.evaluate((e: HTMLInputElement) => e.validationMessage)).toBe('');
    }
    // An e-mail address that is not one, in Spanish.
    await page.goto('es/contact/');
    await hydrated(page);
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Rosa');
    const email = page.getByRole('textbox', { name: /^Correo electrónico/ });
    await email.fill('rosa');
    await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((e: HTMLInputElement) => e.validationMessage)).toBe(
      'Escriba un correo electrónico, como nombre@ejemplo.com.',
    );
  });
});
