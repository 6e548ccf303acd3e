import {
  addWalkerInAnotherTab,
  CARD,
  cartLink,
  continueCheckout,
  coveredBy,
  CVC,
  everythingStored,
  expect,
  fillShipping,
  MBI,
  payOnStripe,
  seedCart,
  storedCart,
  test,
  toast,
} from './fixtures';

test.describe('checkout', () => {
  test('an empty cart invites the shopper to keep shopping', async ({ page }) => {
    await page.goto('checkout/');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Add some medical equipment to get started')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products\/$/);
    // The checkout's step title leaves with it: the tab names the page now shown, and only that.
    await expect(page).toHaveTitle('All Medical Equipment | Jamaica Medical Supply');
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('the page itself answers an empty cart, before its code arrives, and never a cart with something in it', async ({
    page,
    context,
  }) => {
    // The store's code held back, as on a slow phone connection: the page's HTML alone.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('timedout'));
    await page.goto('checkout/');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();

    // With its code, an empty cart that gains a line in another tab becomes the checkout, and emptied is empty again.
    await page.unroute('**/_next/static/chunks/*.js');
    await page.evaluate(() => localStorage.clear());
    await page.goto('checkout/');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await addWalkerInAnotherTab(context);
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toHaveCount(0);
  });

  test('cart review: quantities, removal and totals', async ({ page }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    await page.goto('checkout/');
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    const cpap = page.getByRole('group', { name: /Quantity of ResMed AirSense/ });
    await expect(cpap.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 0; i < 11; i++) await cpap.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cpap.locator('output')).toHaveText('12');
    await expect(page.getByRole('form', { name: 'Cart Review' }).getByText('$10,788.00')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Fingertip Pulse Oximeter' }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 12 items');
    // 12 x 899 = 10,788; medical equipment pays no tax
    await expect(page.getByTestId('order-total')).toHaveText('$10,788.00');
    await expect(page.getByText('Standard shipping is free on every order.')).toBeVisible();
  });

  test('the total follows the shipping method and the payment method chosen', async ({ page }) => {
    // CPAP 899 (eligible, rented at $89 a month) + 2 x oximeter 35 (not eligible), no tax, expedited 29.99. Billed
    // to Medicare, the CPAP's first month ($89) goes to the deductible (not answered: counted as not met): 70 + 89.
    // Every other combination is worked out in lib/domain/order-totals.test.ts.
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    await page.goto('checkout/');
    await expect(page.getByTestId('order-total')).toHaveText('$969.00');
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Expedited Shipping/ }).check();
    await expect(page.getByTestId('order-total')).toHaveText('$998.99');
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await expect(page.getByText('-$899.00')).toBeVisible();
    await expect(page.getByTestId('summary-medicare-share')).toHaveText('$89.00');
    await expect(page.getByTestId('order-total')).toHaveText('$188.99');
  });

  test('the whole flow by keyboard, ending in a confirmation that keeps no secrets @deploy', async ({
    page,
  }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 13, quantity: 2 },
    ]);
    await page.goto('checkout/');
    await expect(page).toHaveTitle(/Cart Review - Checkout/);
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
    await expect(page).toHaveTitle(/Shipping - Checkout/);
    await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 4: Shipping' })).toBeAttached();
    // The step's fields come with its code, which may still be on its way when the heading has focus.
    await expect(page.getByLabel('First Name')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('First Name')).toBeFocused();
    await page.keyboard.type('Mary');
    await fillShipping(page);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('ZIP Code')).toHaveAttribute('autocomplete', 'shipping postal-code');
    await page.getByRole('radio', { name: /Expedited/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
    // No card field anywhere: the card is typed on Stripe's page.
    await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
    await expect(page.getByText('Your card number is typed there, never on our site')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel('Medicare Number')).toHaveCount(0);
    // Back keeps everything typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Jamaica');
    await continueCheckout(page);
    // Subtotal 899 + 90 = 989; no tax on medical equipment; shipping 29.99 → 1,018.99
    await expect(page.getByTestId('order-total')).toHaveText('$1,018.99');
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.focus();
    await page.keyboard.press('Enter');
    // Stripe's page takes the card and brings her back to the confirmation.
    await payOnStripe(page);
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    await expect(toast(page)).toContainText('Order Placed Successfully!');
    // The local intake e-mails patients (PATIENT_MAIL_FROM in intake/.dev.vars), so the e-mail is promised.
    await expect(toast(page)).toContainText('You will receive a confirmation email shortly.');
    await expect(page.getByTestId('payment-follow-up')).toContainText('Paid: $1,018.99 by card. Thank you.');
    await expect(page).toHaveURL(/\/checkout\/\?step=confirmation$/);
    // The toast leaves the confirmation's links and buttons in reach.
    expect(
      (await coveredBy(page, '[data-sonner-toast]')).filter((l) => /Track|Continue|Print|Shop/.test(l)),
    ).toEqual([]);
    await expect(page.getByTestId('order-number')).toHaveText(/^JMS-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    await expect(
      page.getByText('We are also e-mailing it to you, with a link to Track Order.'),
    ).toBeVisible();
    const ordered = page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
    await expect(ordered).toHaveCount(2);
    await expect(ordered.nth(1)).toContainText('Hinged Adjustable Knee Brace');
    await expect(ordered.nth(1)).toContainText('Qty 2');
    await expect(page.getByText('Order total: $1,018.99')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await storedCart(page)).toEqual({ state: { lines: [] }, version: 1 });
    const after = await everythingStored(page);
    // The confirmation kept for a reload holds the first name, never the address; the card was never here.
    for (const secret of [CARD, CVC, '12/29', 'Hillside']) expect(after).not.toContain(secret);
    const number = await page.getByTestId('order-number').textContent();
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
    // Track Order opens with the number filled in.
    await page.getByRole('link', { name: 'Track Order' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/track-order/\\?order=${number}$`));
    await expect(page.getByLabel('Order Number')).toHaveValue(number ?? '');
  });

  test('shipping details survive a reload in the same tab', async ({ page }) => {
    await seedCart(page, [{ id: 11, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await fillShipping(page);
    await page.getByRole('radio', { name: /Overnight/ }).check();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeVisible();
    await expect(page.getByLabel('Last Name')).toHaveValue('Jones');
    await expect(page.getByLabel('State')).toHaveValue('NY');
    await expect(page.getByRole('radio', { name: /Overnight/ })).toBeChecked();
  });

  test('hints flag a malformed ZIP or Medicare number as it is typed; Place Order then asks for a real one', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await fillShipping(page);
    await page.getByLabel('ZIP Code').fill('114');
    await expect(page.getByLabel('ZIP Code')).toHaveAccessibleDescription(/5 digits/);
    await page.getByLabel('ZIP Code').fill('11432');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mary@');
    await expect(page.getByText('This e-mail address looks incomplete')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mary@example.com');
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill('123-45-6789');
    await expect(page.getByText(/A Medicare number has 11 letters and numbers/)).toBeVisible();
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    // A Medicare order needs a real Medicare Number: Place Order says so and stays.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('Medicare Number')).toBeFocused();
    await expect(page.getByLabel('Medicare Number')).toHaveAccessibleDescription(/11 letters and numbers/);
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    await expect(page.getByText('Your estimated total for the first month: $89.00')).toBeVisible();
  });

  test('Medicare is disabled without an eligible item, and card and Medicare are the only ways to pay', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 16, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await continueCheckout(page);
    await expect(page.getByRole('radio', { name: /Medicare Part B/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByText(/financing|coming soon/i)).toHaveCount(0);
  });

  test('choosing Medicare asks for the Medicare Number and physician instead of a card', async ({ page }) => {
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await continueCheckout(page);
    await expect(page.getByRole('radio', { name: /Medicare Part B/ })).toBeEnabled();
    await expect(page.getByLabel('Medicare Number')).toHaveCount(0);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await expect(page.getByText('You pay nothing today.')).toBeVisible();
    await expect(page.getByLabel('Medicare Number')).toBeVisible();
    await expect(page.getByLabel('Physician Name')).toBeVisible();
    await expect(page.getByLabel('Physician Phone')).toBeVisible();
  });

  test('no third-party script loads on checkout', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
    });
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await continueCheckout(page);
    await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeVisible();
    expect(external).toEqual([]);
    expect(
      await page
        .locator('script[src]')
        .evaluateAll((s) =>
          s.map((e) => (e as HTMLScriptElement).src).filter((u) => !u.startsWith('http://127.0.0.1')),
        ),
    ).toEqual([]);
  });
});
