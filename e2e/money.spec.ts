import type { Page } from '@playwright/test';
import {
  backOffice,
  CARD,
  claimSent,
  DEDUCTIBLE_MET,
  remitted,
  continueCheckout,
  delivered,
  expect,
  fillShipping,
  paperworkIn,
  payOnStripe,
  seedCart,
  signInToBackOffice,
  test,
} from './fixtures';

/** The back office's order page for an order, signed in as the first local staff member, in its own browser. */
async function orderPage(page: Page, number: string) {
  await signInToBackOffice(page);
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
}

/** What Track Order tells her, from her own page. */
async function tracked(page: Page, number: string, zip: string) {
  await page.goto(`track-order/?order=${number}`);
  await page.getByLabel('ZIP Code').fill(zip);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const progress = page.getByRole('region', { name: new RegExp(`^Order ${number}`) });
  await expect(progress).toBeVisible();
  return (await progress.textContent()) ?? '';
}

test.describe('money that is never wrong', () => {
  test('a card order cancelled while a payment page was still open: that page can no longer take her money', async ({
    page,
    browser,
  }) => {
    // A knee brace, $45.00. She leaves Stripe's page without paying, then opens Pay a Bill in another tab.
    await seedCart(page, [{ id: 13, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await page.getByLabel('ZIP Code').fill('11433');
    await continueCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnStripe(page, { cancel: true });
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    const second = await page.context().newPage();
    await second.goto(`pay/?order=${number}`);
    await second.getByLabel('ZIP Code').fill('11433');
    await second.getByRole('button', { name: 'Show my bill' }).click();
    await second.getByRole('button', { name: 'Pay $45.00 by card' }).click();
    await second.waitForURL(/127\.0\.0\.1:4330\/pay\/cs_test_/);
    await second.getByLabel('Card number').fill(CARD);

    // Meanwhile the store cancels the order: its open page is closed at Stripe first.
    const staff = await (await browser.newContext()).newPage();
    await orderPage(staff, number);
    await staff.getByRole('button', { name: 'Cancel the order…' }).click();
    await staff.getByLabel('Why is it cancelled?').fill('She ordered the wrong size; a new order follows');
    await staff.getByRole('button', { name: `Cancel order ${number}` }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText('Cancelled');

    // Her Pay press on the page she still has open takes nothing: Stripe's page is expired.
    await second.getByRole('button', { name: /^Pay \$45\.00/ }).click();
    await second.waitForURL((url) => !url.href.startsWith('http://127.0.0.1:4330'));
    const said = await tracked(page, number, '11433');
    expect(said).toMatch(/Your order is cancelled.*Nothing more will be charged\./);
    expect(said).not.toMatch(/refunded|paid/i);
    const order = await (await backOffice(page.request)).get(`/orders/${number}`);
    expect(order).toMatchObject({ status: 'cancelled', paid: 0, refunded: 0 });
    await staff.context().close();
  });

  test('her share comes from Medicare’s remittance: lowered before she pays, never raised, and paid on Pay a Bill', async ({
    page,
    browser,
  }) => {
    test.slow();
    // The CPAP, rented through Medicare at $89.00 a month; her Part B deductible is met.
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await page.getByLabel('ZIP Code').fill('11434');
    await continueCheckout(page);
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(DEDUCTIBLE_MET.medicareNumber);
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';

    const api = await backOffice(page.request);
    await paperworkIn(api, number);
    await delivered(api, number);
    await claimSent(api, number);
    // Medicare allows the $89.00, her 20% is $17.80, and it pays $71.20 less 2% sequestration ($1.42): $69.78.
    expect(await remitted(api, number)).toMatchObject({ status: 'share-billed', bill: 1_780 });

    const staff = await (await browser.newContext()).newPage();
    await orderPage(staff, number);
    const claims = staff.getByRole('region', { name: 'Claims' });
    await expect(claims).toContainText('Medicare paid$69.78');
    await expect(claims).toContainText('Her share$17.80');
    await expect(claims).toContainText('PR-2 $17.80: coinsurance (her 20%), hers to pay.');
    // Nothing is typed for Medicare's payment or her share.
    await expect(staff.getByRole('button', { name: /^Medicare paid/ })).toHaveCount(0);

    // She opens her bill: $17.80, and why.
    await page.goto(`pay/?order=${number}`);
    await page.getByLabel('ZIP Code').fill('11434');
    await page.getByRole('button', { name: 'Show my bill' }).click();
    const first = page.getByRole('region', { name: `Order ${number}: $17.80 to pay` });
    await expect(first.getByTestId('remittance')).toHaveText(
      'Medicare approved $89.00 and paid $69.78. Your share is $17.80: $17.80, your 20% coinsurance.',
    );

    // "2700" meant as $27.00 is refused with the remittance's figure; her Medigap plan paying $5.00 lowers it.
    await staff.getByRole('button', { name: 'Correct the bill…' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('The corrected share ($)').fill('2700');
    await dialog.getByLabel('Why is it corrected?').fill('Typed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Her share for month 1 is at most $17.80, from Medicare’s remittance: $2,700.00 is more.',
    );
    await dialog.getByLabel('The corrected share ($)').fill('12.80');
    await dialog.getByLabel('Why is it corrected?').fill('Her Medigap plan paid $5.00 of it');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText(
      '$12.80 · Her Medigap plan paid $5.00 of it · bill corrected from $17.80',
    );

    // The same link now shows the corrected bill, and she pays that.
    await page.reload();
    await page.getByLabel('ZIP Code').fill('11434');
    await page.getByRole('button', { name: 'Show my bill' }).click();
    const bill = page.getByRole('region', { name: `Order ${number}: $12.80 to pay` });
    await expect(bill).toBeVisible();
    await bill.getByRole('button', { name: 'Pay $12.80 by card' }).click();
    await payOnStripe(page);
    await expect(page.getByRole('region', { name: `Order ${number}: nothing to pay now` })).toContainText(
      'Thank you: $12.80 paid so far.',
    );
    const order = await api.get(`/orders/${number}`);
    expect(order).toMatchObject({ status: 'paid', paid: 1_280, bill: null });
    await staff.context().close();
  });
});
