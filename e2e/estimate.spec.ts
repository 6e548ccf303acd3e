import type { Page } from '@playwright/test';
import { continueCheckout, expect, fillShipping, MBI, payOnStripe, seedCart, test } from './fixtures';

// One estimate on every screen: the same cart with the same answer about the deductible shows the same patient
// share on the product page, in the calculator, in the checkout summary and on the confirmation.
test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

async function answer(page: Page, where: ReturnType<Page['getByRole']>, choice: 'Yes' | 'No' | 'Not sure') {
  await where.getByRole('radio', { name: choice, exact: true }).check();
}

/** The checkout's share and the confirmation's, for the cart already in storage, billed to Medicare. */
async function checkoutAndConfirmation(page: Page, paysNow = false): Promise<[string, string, string]> {
  await page.goto('checkout/?step=shipping');
  await fillShipping(page);
  await continueCheckout(page);
  await page.getByRole('radio', { name: /Medicare Part B/ }).check();
  await page.getByRole('button', { name: /Show \d+ items?/ }).click();
  const summary = await page.getByTestId('summary-medicare-share').textContent();
  const plan = await page.getByTestId('medicare-share').textContent();
  await page.getByLabel('Medicare Number').fill(MBI);
  await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
  await page.getByLabel('Physician Phone').fill('718-555-0199');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // What Medicare does not cover is paid now, on Stripe's page.
  if (paysNow) await payOnStripe(page);
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  const confirmed = await page.getByTestId('medicare-share').textContent();
  return [summary ?? '', plan ?? '', confirmed ?? ''];
}

async function calculatorShare(page: Page): Promise<string> {
  // A purchase's amount, or a rental's month (the CPAP's).
  await expect(page.getByLabel(/^(Equipment Cost|Monthly Amount)$/)).not.toHaveValue('1000');
  return (await page.getByTestId('You pay').textContent())?.replace(/\s*\(.*$/, '') ?? '';
}

const products = [
  // The $59 nebulizer is bought outright: met, 20% of $59.
  { id: 7, answer: 'Yes', share: '$11.80' },
  // The CPAP is rented at $89 a month: not met, the first month goes to the deductible.
  { id: 1, answer: 'No', share: '$89.00' },
] as const;

for (const p of products) {
  test(`product ${p.id}, deductible answered ${p.answer}: ${p.share} on every screen`, async ({ page }) => {
    await page.goto(`product/${p.id}/`);
    const box = page.getByRole('region', { name: 'Medicare Part B Eligible' });
    await box.getByRole('button', { name: /Change, and how this is worked out/ }).click();
    await answer(page, box, p.answer);
    await expect(box.getByTestId('estimate-patient')).toHaveText(p.share);
    await box.getByRole('link', { name: 'Open this estimate in the calculator' }).click();
    expect(await calculatorShare(page)).toBe(p.share);
    await seedCart(page, [{ id: p.id, quantity: 1 }]);
    expect(await checkoutAndConfirmation(page)).toEqual([p.share, p.share, p.share]);
  });
}

test('a mixed cart shows one share in the calculator, the checkout and the confirmation', async ({
  page,
}) => {
  // Nebulizer $59 (price), CPAP first month $89, mask at its $150 allowed amount, shower chair not covered:
  // $298 approved; met, the patient pays 20%: $59.60.
  await seedCart(page, [
    { id: 7, quantity: 1 },
    { id: 1, quantity: 1 },
    { id: 2, quantity: 1 },
    { id: 16, quantity: 1 },
  ]);
  await page.goto('medicare-info/calculator/');
  await page.getByLabel('Deductible already met').check();
  await page.goto('checkout/?step=payment');
  await page.getByRole('radio', { name: /Medicare Part B/ }).check();
  await page.getByRole('button', { name: /Show \d+ items/ }).click();
  await expect(page.getByTestId('summary-medicare-share')).toHaveText('$59.60');
  // The chair is taxable and not billed to Medicare: 8.875% of $49 is $4.35; total 49 + 4.35 + 59.60.
  await expect(page.getByTestId('order-total')).toHaveText('$112.95');
  await page.getByRole('link', { name: 'See it in the calculator' }).click();
  await expect(page.getByLabel('Equipment Cost')).toHaveValue('298');
  expect(await calculatorShare(page)).toBe('$59.60');
  await page.goBack();
  expect(await checkoutAndConfirmation(page, true)).toEqual(['$59.60', '$59.60', '$59.60']);
});

test('an order of exempt items says so, and the answer can be changed at checkout', async ({ page }) => {
  await seedCart(page, [{ id: 13, quantity: 2 }]);
  await page.goto('checkout/?step=payment');
  await page.getByRole('button', { name: /Show 2 items/ }).click();
  await expect(page.getByTestId('tax-row')).toHaveText(/^Tax\s*\$0\.00 \(medical equipment is exempt\)$/);
  await page.getByRole('radio', { name: /Medicare Part B/ }).check();
  const question = page.getByRole('group', { name: 'Have you met your 2026 Part B deductible ($283)?' });
  // Two $45 braces: not sure counts as not met, so the $90 goes to the deductible; met, 20% is $18.
  await expect(page.getByTestId('summary-medicare-share')).toHaveText('$90.00');
  await answer(page, question, 'Yes');
  await expect(page.getByTestId('summary-medicare-share')).toHaveText('$18.00');
  await page.goto('product/13/');
  const box = page.getByRole('region', { name: 'Medicare Part B Eligible' });
  await box.getByRole('button', { name: /^Deductible met\. Change/ }).click();
  await expect(box.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(box.getByTestId('estimate-patient')).toHaveText('$9.00');
});

test('said on Cart Review, Medicare shows her share from the first step, month by month, and what is paid now', async ({
  page,
}) => {
  // A CPAP rented at $89 a month beside a $49 shower chair Medicare does not cover; the deductible not answered,
  // so counted as not met: months 1–3 go to the $283 deductible, then 16 + 20% of 73 = $30.60, then $17.80.
  await seedCart(page, [
    { id: 1, quantity: 1 },
    { id: 16, quantity: 1 },
  ]);
  await page.goto('checkout/');
  const share = async () => {
    const show = page.getByRole('button', { name: /Show \d+ items?/ });
    if (await show.isVisible()) await show.click();
    return page.getByTestId('summary-medicare-share').textContent();
  };
  await expect(page.getByTestId('summary-medicare-share')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes, bill Medicare for the covered items' }).check();
  const split = page.getByTestId('medicare-split');
  await expect(split).toContainText(/Billed to Medicare \(Part B covers it\): ResMed AirSense 10/);
  await expect(split).toContainText(/Paid now \(Medicare Part B does not cover it\): .*Shower Chair/i);
  expect(await share()).toBe('$89.00');
  await continueCheckout(page);
  await fillShipping(page);
  expect(await share()).toBe('$89.00');
  await continueCheckout(page);
  await expect(page.getByRole('radio', { name: /Medicare Part B/ })).toBeChecked();
  await expect(page.getByTestId('medicare-share')).toHaveText('$89.00');
  const schedule =
    '$89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 13; you own it after that.';
  await expect(page.getByTestId('payment-schedule')).toContainText(schedule);
  await expect(
    page.getByText(/Original Medicare, supplier accepts assignment, before any secondary insurance/),
  ).toBeVisible();
  await page.getByLabel('Medicare Number').fill(MBI);
  await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
  await page.getByLabel('Physician Phone').fill('718-555-0199');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The chair is paid now, on Stripe's page; the CPAP's share is billed after Medicare pays.
  await payOnStripe(page);
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  await expect(page.getByTestId('medicare-share')).toHaveText('$89.00');
  await expect(page.getByTestId('payment-schedule')).toContainText(schedule);
});

test('Medicaid or Medigap is asked once, and she is told that plan may pay her share, never that it is free', async ({
  page,
}) => {
  await page.goto('product/13/');
  const box = page.getByRole('region', { name: 'Medicare Part B Eligible' });
  await box.getByRole('button', { name: /Change, and how this is worked out/ }).click();
  const plan = box.getByRole('group', { name: 'Do you have Medicaid or a Medigap plan?' });
  await plan.getByRole('radio', { name: 'Yes, I have one' }).check();
  await expect(box.getByRole('status')).toHaveText(
    'Your Medicaid or Medigap plan may pay some or all of your share: we bill it after Medicare. The figures here are before it pays.',
  );
  // The estimate itself is still Medicare's alone: 20% or the deductible, never $0.
  await expect(box.getByTestId('estimate-patient')).toHaveText('$45.00');
  await seedCart(page, [{ id: 13, quantity: 1 }]);
  await page.goto('checkout/?step=payment');
  await page.getByRole('radio', { name: /Medicare Part B/ }).check();
  await expect(page.getByRole('radio', { name: 'Yes, I have one' })).toBeChecked();
  await expect(page.getByText(/may pay some or all of your share/)).toBeVisible();
  // One $45 brace, not met: all of it goes to the deductible, before any other plan pays.
  await expect(page.getByTestId('medicare-share')).toHaveText('$45.00');
});

test('Cart Review never answers for her: no choice marked until she makes one, or her deductible answer says Medicare', async ({
  page,
}) => {
  await seedCart(page, [{ id: 1, quantity: 1 }]);
  await page.goto('checkout/');
  const yes = page.getByRole('radio', { name: 'Yes, bill Medicare for the covered items' });
  const no = page.getByRole('radio', { name: 'No, I will pay for everything' });
  await expect(yes).not.toBeChecked();
  await expect(no).not.toBeChecked();
  // Her choice is kept for the tab.
  await no.check();
  await page.reload();
  await expect(no).toBeChecked();

  // Another visit: she answered the deductible question on the CPAP's page, so she is paying with Medicare.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('product/1/');
  const box = page.getByRole('region', { name: 'Medicare Part B Eligible' });
  await box.getByRole('button', { name: /Change, and how this is worked out/ }).click();
  await answer(page, box, 'No');
  await page.goto('checkout/');
  await expect(yes).toBeChecked();
  await expect(page.getByTestId('medicare-split')).toContainText('Billed to Medicare (Part B covers it)');
  // Her first month, $89, to the deductible; not the CPAP's $899 by card.
  await expect(page.getByTestId('order-total')).toHaveText('$89.00');
});
