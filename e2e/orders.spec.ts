import type { Page } from '@playwright/test';
import {
  backOffice,
  continueCheckout,
  everythingStored,
  expect,
  fillShipping,
  INTAKE,
  payOnStripe,
  seedCart,
  stepLoaded,
  signInToBackOffice,
  test,
} from './fixtures';

async function checkout(page: Page, lines: { id: number; quantity: number }[], zip: string) {
  await seedCart(page, lines);
  await page.goto('checkout/?step=shipping');
  await fillShipping(page);
  await page.getByLabel('ZIP Code').fill(zip);
  await continueCheckout(page);
  await stepLoaded(page);
}

/** Places the card order and pays it on Stripe's page, which brings the shopper back to the confirmation. */
async function placed(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payOnStripe(page);
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

test.describe('orders reach the supplier @intake', () => {
  test('with the intake unreachable nothing is lost, and trying again places one order', async ({
    page,
    request,
  }) => {
    // Orders from an earlier try of this test stay in the database: only this try's are counted.
    const started = new Date().toISOString();
    await checkout(page, [{ id: 13, quantity: 3 }], '11434');
    // The first try reaches the intake but its answer is lost; the next ones do not reach it at all.
    let sent = 0;
    await page.route(`${INTAKE}/orders`, async (route) => {
      sent++;
      if (sent === 1) await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Your order was not sent, and nothing was charged.' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('link', { name: /Call \(718\) 555-0142/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
    await page.unroute(`${INTAKE}/orders`);
    const number = await placed(page);
    expect(await everythingStored(page)).not.toContain('Hillside');
    const found = await (
      await backOffice(request)
    ).get(`/orders?q=${encodeURIComponent('mary@example.com')}`);
    const mine = found.orders.filter((o: { placedAt: string }) => o.placedAt >= started);
    expect(mine.map((o: { orderNumber: string }) => o.orderNumber)).toContain(number);
    const again = await (await backOffice(request)).get(`/orders?q=${number}`);
    expect(again.total).toBe(1);
  });

  test('a review goes to the back office for approval', async ({ page }) => {
    // A review from an earlier try of this test stays in the back office: each try's title is its own.
    const title = `Quiet and quick${test.info().retry ? ` (try ${test.info().retry + 1})` : ''}`;
    await page.goto('product/7/');
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const form = page.getByRole('form', { name: /Your review of the Omron/ });
    await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name' }).fill('Gloria');
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Review' })
      .fill('My grandson’s treatments take ten minutes now.');
    await form.getByRole('button', { name: 'Send Review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose from 1 to 5 stars.');
    // The stars are a radio group: the arrow keys move along it.
    await form.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByRole('button', { name: 'Send Review' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your review has been sent to our team' }),
    ).toBeVisible();

    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Messages and reviews' }).click();
    await page.getByRole('link', { name: 'Reviews to approve' }).click();
    const review = page.getByRole('article', { name: new RegExp(title) });
    await expect(review).toContainText('Gloria');
    await expect(review).toContainText('4 of 5 stars');
    // A change that does not reach the intake says so, and the review stays new until it does.
    await page.route(`${INTAKE}/admin/api/messages/*/status`, (route) => route.abort('connectionreset'));
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The intake could not be reached: check the connection and try again.',
    );
    await expect(review).toContainText('New');
    await page.unroute(`${INTAKE}/admin/api/messages/*/status`);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toContainText(/Approved by ana@/);
    await expect(review.getByRole('button', { name: 'Approve' })).toBeHidden();
  });

  test('while the order is sent the button says so and cannot be pressed twice', async ({ page }) => {
    await checkout(page, [{ id: 7, quantity: 1 }], '11433');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${INTAKE}/orders`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
    release();
    await payOnStripe(page);
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  });
});
