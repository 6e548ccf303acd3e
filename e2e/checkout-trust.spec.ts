import type { Locator, Page } from '@playwright/test';
import {
  CARD,
  continueCheckout,
  everythingStored,
  expect,
  fillShipping,
  MBI,
  payOnStripe,
  seedCart,
  test,
  toast,
} from './fixtures';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const summaryLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('checkout history', () => {
  test('each step is a history entry: Back, Forward and reload keep the step @deploy', async ({ page }) => {
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/');
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    await page.reload();
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();

    await continueCheckout(page);
    await expect(page).toHaveURL(/\/checkout\/\?step=shipping$/);
    await fillShipping(page);
    await page.reload();
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Jamaica');

    await continueCheckout(page);
    await expect(page).toHaveURL(/\?step=payment$/);
    await expect(stepHeading(page, 'Payment')).toBeFocused();
    await expect(page).toHaveTitle(/^Payment - Checkout/);

    await page.goBack();
    await expect(stepHeading(page, 'Shipping')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 4: Shipping' })).toBeAttached();
    await expect(page.getByLabel('Last Name')).toHaveValue('Jones');
    await page.goBack();
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await page.goForward();
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, 'Payment')).toBeVisible();

    // The page's own Back button walks the same history.
    await button(page, 'Back').click();
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, 'Payment')).toBeVisible();

    // A reload on the payment step keeps the step and the choices, not the Medicare number.
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.reload();
    await expect(stepHeading(page, 'Payment')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Medicare Part B/ })).toBeChecked();
    await expect(page.getByLabel('Medicare Number')).toHaveValue('');
    await expect(page.getByText('For your security, Medicare numbers are never saved')).toBeVisible();
    expect(await everythingStored(page)).not.toContain(MBI);
    // Leaving checkout altogether is still one Back away from the first step.
    await page.goBack();
    await page.goBack();
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/checkout/);
  });

  test('a step opened directly shows that step, and its Back button leads to the one before', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto('checkout/?step=payment');
    await expect(stepHeading(page, 'Payment')).toBeVisible();
    await button(page, 'Back').click();
    await expect(stepHeading(page, 'Shipping')).toBeFocused();
    await expect(page).toHaveURL(/\?step=shipping$/);
  });

  test('a step that cannot be loaded says so with a way on, and a reload comes back to it', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 1, quantity: 2 }]);
    await page.goto('checkout/');
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    // The connection drops: the Shipping step's code never arrives.
    await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'));
    await continueCheckout(page);
    const alert = page.getByRole('alert').filter({ hasText: 'This step could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    // Nothing leads further on from a step that is not there; Back still returns to the cart.
    await expect(button(page, 'Continue')).toHaveCount(0);
    await expect(button(page, 'Back')).toBeEnabled();
    await page.unroute('**/_next/static/**');
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expect(summaryLines(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\?step=shipping$/);
  });

  test('a confirmation address with no order behind it shows the empty cart', async ({ page }) => {
    await page.goto('checkout/?step=confirmation');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
});

test.describe('Place Order checks', () => {
  test('Continue from an empty Shipping moves on, but the step is not done and the payment step says what it needs @mobile', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await page.getByLabel('First Name').fill('Mary');
    await continueCheckout(page);
    await expect(stepHeading(page, 'Payment')).toBeVisible();
    const needs = page.getByRole('alert').filter({ hasText: 'Shipping still needs' });
    await expect(needs).toHaveText(
      'Shipping still needs: Last Name, Email, Phone, Address, City, State, ZIP Code. The order can be placed once they are filled in.Back to Shipping',
    );
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(progress).toContainText('Shipping (still to fill in)');
    await expect(progress).not.toContainText('Shipping (completed)');
    await expect(progress).toContainText('Cart Review (completed)');
    await needs.getByRole('button', { name: 'Back to Shipping' }).click();
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    await fillShipping(page);
    await continueCheckout(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Shipping still needs' })).toHaveCount(0);
    await expect(progress).toContainText('Shipping (completed)');
  });

  test('from a payment step opened directly, a missing shipping field gets focus once its step has loaded', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await page.goto('checkout/?step=payment');
    await expect(stepHeading(page, 'Payment')).toBeVisible();
    await button(page, 'Place Order').click();
    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
  });

  test('a missing field sends the shopper to it, with a message, keeping everything typed', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await page.goto('checkout/');
    await continueCheckout(page);
    await page.getByLabel('First Name').fill('Mary');
    // Continue never blocks.
    await continueCheckout(page);
    await button(page, 'Place Order').click();

    await expect(stepHeading(page, 'Shipping')).toBeVisible();
    const lastName = page.getByLabel('Last Name');
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('Enter your last name.');
    await expect(page.getByText('Select your state.')).toBeVisible();
    await expect(page.getByLabel('State')).toHaveAccessibleDescription('Select your state.');
    await expect(page.getByLabel('First Name')).toHaveValue('Mary');
    await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'fields need your attention before the order can be placed' }),
    ).toBeAttached();

    // Messages clear as the fields are filled; a malformed e-mail is the next stop.
    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mary at example.com');
    await expect(lastName).not.toHaveAttribute('aria-invalid');
    await continueCheckout(page);
    await button(page, 'Place Order').click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Enter an e-mail address like name@example\.com\./);

    await email.fill('mary@example.com');
    await page.getByLabel('Phone').fill('555-0100');
    await continueCheckout(page);
    await button(page, 'Place Order').click();
    await expect(page.getByLabel('Phone')).toBeFocused();
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(
      'Enter a 10-digit phone number, like 718-555-0100.',
    );

    // With shipping complete, the order is placed, and paid on Stripe's page.
    await page.getByLabel('Phone').fill('718-555-0100');
    await continueCheckout(page);
    await button(page, 'Place Order').click();
    await payOnStripe(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation', exact: true })).toBeVisible();
  });

  test('a Medicare order needs no card fields, but its Medicare Number and physician', async ({ page }) => {
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    // What to type is said before she types it, not only once Place Order finds it missing.
    await expect(page.getByLabel('Medicare Number')).toHaveAccessibleDescription(
      '11 letters and numbers, like 1EG4-TE5-MK73, printed on your red, white and blue Medicare card.',
    );
    await button(page, 'Place Order').click();
    await expect(page.getByLabel('Medicare Number')).toBeFocused();
    await expect(page.getByText('Enter the name of the doctor who prescribed it.')).toBeVisible();
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    await button(page, 'Place Order').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation', exact: true })).toBeVisible();
  });
});

test.describe('order summary and Medicare estimates', () => {
  test('the summary lists every line, with its Medicare badge, on every step', async ({ page }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    await page.goto('checkout/');
    for (const step of ['Cart Review', 'Shipping', 'Payment']) {
      await expect(stepHeading(page, step)).toBeVisible();
      const lines = summaryLines(page);
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText('ResMed AirSense 10 AutoSet CPAP Machine');
      await expect(lines.nth(0)).toContainText('Qty 1 × $899.00');
      await expect(lines.nth(0)).toContainText('Medicare eligible');
      await expect(lines.nth(1)).toContainText('Fingertip Pulse Oximeter');
      await expect(lines.nth(1)).toContainText('Qty 2 × $35.00');
      await expect(lines.nth(1)).toContainText('$70.00');
      await expect(lines.nth(1)).not.toContainText('Medicare eligible');
      if (step !== 'Payment') await continueCheckout(page);
    }
  });

  test('on a phone the summary folds away with its total in view @mobile', async ({ page }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    await page.goto('checkout/');
    const total = page.getByTestId('order-total');
    await expect(total).toBeInViewport();
    await expect(total).toHaveText('$969.00');
    await expect(page.getByTestId('total-includes')).toHaveText('Includes 3 items, free shipping and tax.');
    await expect(summaryLines(page).first()).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Show 3 items' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(summaryLines(page)).toHaveCount(2);
    await expect(summaryLines(page).first()).toBeVisible();
    await expect(page.getByTestId('tax-row')).toHaveText(/^Tax\s*\$0\.00 \(medical equipment is exempt\)$/);
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(total).toBeVisible();
  });

  test('a Medicare order is an estimate that states its assumption and links the calculator', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 1, quantity: 2 }]);
    await page.goto('checkout/?step=payment');
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    // Two CPAPs, rented at $89 a month each: the first month, $178, is approved now. Not answered yet, the
    // deductible counts as not met, so all of it is the patient's; the $1,798 price is not charged.
    await expect(page.getByText('Billed to Medicare, not charged at our price (2 items)')).toBeVisible();
    await expect(page.getByText('-$1,798.00')).toBeVisible();
    await expect(page.getByText('Your estimated share, first month')).toBeVisible();
    await expect(page.getByTestId('summary-medicare-share')).toHaveText('$178.00');
    await expect(page.getByText('Estimated total, first month')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$178.00');
    // The whole rental: $178, then $105 left of the deductible + 20% of $73 = $119.60 in month 2, then 20% of
    // $178 = $35.60 for months 3–13: 178 + 119.60 + 11 × 35.60 = $689.20.
    await expect(page.getByText('Your estimated share, whole rental (13 months)')).toBeVisible();
    await expect(page.getByTestId('summary-whole-rental')).toHaveText('$689.20');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(
      'Not sure about your 2026 Part B deductible ($283): counted as not met yet.',
    );
    await summary.getByRole('link', { name: 'See it in the calculator' }).click();
    // Everything billed to Medicare is rented alike: the calculator gets a month's rent for both.
    await expect(page).toHaveURL(/\/medicare-info\/calculator\/\?cost=178&billing=capped-rental$/);
    await expect(page.getByRole('radio', { name: /^Rented for 13 months/ })).toBeChecked();
    await expect(page.getByLabel('Monthly Amount')).toHaveValue('178');
    await expect(
      page.getByText('Filled in with the Medicare-approved amount from the page you came from.'),
    ).toBeVisible();
    await expect(page.getByTestId('You pay')).toContainText('$178.00');
    await expect(page.getByTestId('Medicare pays')).toContainText('$0.00');
    // Month 2: the $105 left of the deductible, and 20% of the other $73.
    await expect(page.getByTestId('calculator-schedule')).toHaveText(
      'Month by month, you pay $178.00 in month 1, $119.60 in month 2, then $35.60 a month to month 13; you own it after that.',
    );
    // Met: 20% of 178 = 35.60, Medicare 142.40; the answer is the visit's, so checkout now says the same.
    await page.getByLabel('Deductible already met').check();
    await expect(page.getByTestId('You pay')).toContainText('$35.60');
    await expect(page.getByTestId('Medicare pays')).toContainText('$142.40');
    await page.goBack();
    await expect(stepHeading(page, 'Payment')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$35.60');
    // 13 × 35.60
    await expect(page.getByTestId('summary-whole-rental')).toHaveText('$462.80');
    await expect(summary).toContainText('You said your 2026 Part B deductible ($283) is met.');
  });

  test('the calculator ignores a cost that is not whole dollars in range', async ({ page }) => {
    for (const bad of ['abc', '-5', '12.345', '0', '99999999']) {
      await page.goto(`medicare-info/calculator/?cost=${bad}`);
      await expect(page.getByLabel('Equipment Cost')).toHaveValue('1000');
      // 283 deductible + 20% of 717 = 426.40
      await expect(page.getByTestId('You pay')).toContainText('$426.40');
    }
  });

  test('the product page gives its estimate, its assumption and a calculator link', async ({ page }) => {
    await page.goto('product/1/');
    const status = page.getByRole('region', { name: 'Medicare Part B Eligible' });
    await expect(status).toContainText(
      // Not sure counts as not met: $89, $89, $89 go to the $283 deductible, then 16 + 20% of 73 in month 4.
      'HCPCS E0601. Month by month, you pay $89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 13; you own it after that.',
    );
    // What she pays leads, as large as the price: the first month, and the whole rental added up
    // (3 × 89 + 30.60 + 9 × 17.80).
    await expect(status).toContainText('$89.00 the first month with Medicare, estimated');
    await expect(status.getByTestId('estimate-whole')).toHaveText(
      '$457.80 for the whole rental (13 months), estimated',
    );
    const size = (locator: Locator) => locator.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await size(status.getByTestId('estimate-patient'))).toBeGreaterThanOrEqual(
      await size(page.getByText('$899', { exact: true }).first()),
    );
    await status.getByRole('button', { name: /^Met your 2026 deductible\? Change/ }).click();
    await expect(status).toContainText('Based on the Medicare monthly rental amount.');
    await expect(status).toContainText(
      'Not sure about your 2026 Part B deductible ($283): counted as not met yet.',
    );
    await status.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(status).toContainText('you pay $17.80 a month for months 1–13; you own it after that.');
    await expect(status.getByTestId('estimate-whole')).toHaveText(
      '$231.40 for the whole rental (13 months), estimated',
    );
    await expect(status.getByRole('button', { name: /^Deductible met\. Change/ })).toBeVisible();
    await status.getByRole('link', { name: 'Open this estimate in the calculator' }).click();
    await expect(page.getByLabel('Monthly Amount')).toHaveValue('89');
    await expect(page.getByLabel('Deductible already met')).toBeChecked();
    await expect(page.getByTestId('You pay')).toContainText('$17.80');
    await expect(page.getByTestId('calculator-schedule')).toHaveText(
      'Month by month, you pay $17.80 a month for months 1–13; you own it after that.',
    );
  });

  test('a Medicare confirmation says estimated, lists the next steps and survives a reload', async ({
    page,
  }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 8, quantity: 1 },
    ]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    // The oximeter is not billed to Medicare: it is paid now, on Stripe's page.
    await expect(page.getByTestId('due-now')).toContainText(
      '$35.00 for them (with shipping and tax) is paid now by card',
    );
    await button(page, 'Place Order').click();
    await payOnStripe(page);
    await expect(toast(page)).toContainText('Order Placed Successfully!');
    await expect(page).toHaveURL(/\?step=confirmation$/);

    // The CPAP billed to Medicare: its first month ($89) goes to the deductible; the $35 oximeter is paid now.
    const confirmation = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmation', exact: true })).toBeVisible();
      await expect(page.getByText('Thank you, Mary! We have received your order.')).toBeVisible();
      // First month: the CPAP's $89 and the oximeter's $35. The whole rental: 3 × 89 + 30.60 + 9 × 17.80.
      await expect(page.getByText('Your estimated total for the first month: $124.00')).toBeVisible();
      await expect(
        page.getByText('Your estimated share for the whole rental (13 months): $457.80'),
      ).toBeVisible();
      await expect(page.getByTestId('medicare-share')).toHaveText('$89.00');
      const next = page.getByRole('region', { name: 'What happens next' });
      await expect(next).toContainText('Your physician sends us the prescription');
      await expect(next).not.toContainText('Anita Patel');
      await expect(next).toContainText('We check your Medicare Part B coverage');
      await expect(next).toContainText('A specialist calls you within 2 business hours');
      await expect(summaryLines(page)).toHaveCount(2);
      await expect(page.getByTestId('order-total')).toHaveText('$124.00');
      const payment = page.getByTestId('payment-follow-up');
      await expect(payment).toContainText(
        'Paid: $35.00 by card for the items Medicare does not cover, with their shipping and tax. Thank you.',
      );
      await expect(payment).toContainText('Billed after Medicare pays: your share, estimated at $89.00.');
    };
    await confirmation();
    await page.reload();
    await confirmation();
    const stored = await everythingStored(page);
    for (const secret of [CARD, MBI, '12/29', 'Anita Patel', '718-555-0199'])
      expect(stored).not.toContain(secret);

    // Print: a button, and a page without the site's frame.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await button(page, 'Print order summary').click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(button(page, 'Print order summary')).toBeHidden();
    await expect(summaryLines(page).first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // A new order drops the kept confirmation.
    await page.goto('product/13/');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.goto('checkout/');
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    await page.goto('checkout/?step=confirmation');
    await expect(stepHeading(page, 'Cart Review')).toBeVisible();
    await expect(page.getByText('Thank you, Mary!')).toHaveCount(0);
  });

  test('a card order’s confirmation is a plain total, with no Medicare steps', async ({ page }) => {
    await seedCart(page, [{ id: 8, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await continueCheckout(page);
    await button(page, 'Place Order').click();
    await payOnStripe(page);
    await expect(page.getByText('Order total: $35.00')).toBeVisible();
    await expect(page.getByText(/estimated/i)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What happens next' })).not.toContainText('Medicare');
    // Headed as what it is, and repeating where it ships.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmation');
    await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeHidden();
    await expect(page.getByTestId('ship-to')).toHaveText('Mary Jones12 Hillside AveJamaica, NY 11432');
    // Printed, it names the store, its phone and when the order was placed.
    await expect(page.getByTestId('printed-store')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('printed-store');
    await expect(printed).toBeVisible();
    await expect(printed).toContainText(
      'Jamaica Medical Supply · 89-14 Sutphin Boulevard, Jamaica, NY 11435 · (718) 555-0142',
    );
    await expect(printed).toContainText(
      /Order placed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Eastern time\)/,
    );
    await page.emulateMedia({ media: 'screen' });
  });
});

test.describe('no secret kept', () => {
  const paths: { name: string; pay: (page: Page) => Promise<void> }[] = [
    { name: 'card', pay: (page) => page.getByRole('radio', { name: /Credit or Debit Card/ }).check() },
    {
      name: 'Medicare',
      pay: async (page) => {
        await page.getByRole('radio', { name: /Medicare Part B/ }).check();
        await page.getByLabel('Medicare Number').fill(MBI);
        await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
        await page.getByLabel('Physician Phone').fill('718-555-0199');
      },
    },
  ];
  for (const path of paths) {
    test(`paying by ${path.name}: nothing secret in any storage, the cookies or the address, before and after`, async ({
      page,
    }) => {
      await seedCart(page, [{ id: 1, quantity: 1 }]);
      await page.goto('checkout/?step=shipping');
      await fillShipping(page);
      await continueCheckout(page);
      await path.pay(page);
      for (const secret of [CARD, MBI, '12/29', '718-555-0199'])
        expect(await everythingStored(page)).not.toContain(secret);
      await page.reload();
      await expect(stepHeading(page, 'Payment')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeVisible();
      for (const secret of [CARD, MBI, '12/29', '718-555-0199'])
        expect(await everythingStored(page)).not.toContain(secret);
      await path.pay(page);
      await button(page, 'Place Order').click();
      if (path.name === 'card') await payOnStripe(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmation', exact: true })).toBeVisible();
      for (const secret of [CARD, MBI, '12/29', '718-555-0199', 'Hillside'])
        expect(await everythingStored(page)).not.toContain(secret);
    });
  }
});

test.describe('the cart review cap', () => {
  test('the plus button stops at 999 and says why', async ({ page }) => {
    await seedCart(page, [{ id: 8, quantity: 998 }]);
    await page.goto('checkout/');
    const stepper = page.getByRole('group', { name: 'Quantity of Fingertip Pulse Oximeter' });
    const plus = stepper.getByRole('button', { name: 'Increase quantity' });
    await expect(plus).toBeEnabled();
    await plus.click();
    await expect(stepper.locator('output')).toHaveText('999');
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('999 is the most one order can hold');
    await expect(page.getByText('999 is the most one order can hold')).toBeVisible();
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(stepper.locator('output')).toHaveText('999');
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(plus).toBeEnabled();
    await expect(page.getByText('999 is the most one order can hold')).toHaveCount(0);
  });
});
