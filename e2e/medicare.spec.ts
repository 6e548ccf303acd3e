import { expect, test } from './fixtures';

const tabs = [
  { slug: 'overview', label: 'Overview', heading: 'Medicare Part B and Home Medical Equipment' },
  { slug: 'coverage', label: 'Coverage Details', heading: 'Medicare Coverage Details' },
  { slug: 'claims', label: 'Claims Process', heading: 'The Medicare Claims Process' },
  { slug: 'calculator', label: 'Cost Calculator', heading: 'Medicare Cost Calculator' },
];

test.describe('Medicare information', () => {
  test('/medicare-info shows the overview', async ({ page }) => {
    await page.goto('medicare-info/');
    await expect(page.getByRole('heading', { level: 2, name: tabs[0]!.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  for (const tab of tabs) {
    test(`${tab.label} has its own pre-rendered page`, async ({ page, baseURL }) => {
      const html = await (await page.request.get(`${baseURL}medicare-info/${tab.slug}/`)).text();
      expect(html).toContain(tab.heading);
      await page.goto(`medicare-info/${tab.slug}/`);
      await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Medicare information sections' })
          .getByRole('link', { name: tab.label }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the tab strip moves between pages and Back returns to the previous tab @deploy', async ({ page }) => {
    await page.goto('medicare-info/');
    const strip = page.getByRole('navigation', { name: 'Medicare information sections' });
    await strip.getByRole('link', { name: 'Coverage Details' }).click();
    await expect(page).toHaveURL(/\/medicare-info\/coverage\/$/);
    await strip.getByRole('link', { name: 'Claims Process' }).click();
    await expect(page).toHaveURL(/\/medicare-info\/claims\/$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Prior Authorization' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/medicare-info\/coverage\/$/);
    await expect(page.getByRole('heading', { name: 'Medicare Coverage Details' })).toBeVisible();
  });

  test('coverage details show this year’s deductible, coinsurance, rental and the three categories', async ({
    page,
  }) => {
    await page.goto('medicare-info/coverage/');
    await expect(page.getByText('2026 deductible')).toBeVisible();
    await expect(page.getByText('$283', { exact: true })).toBeVisible();
    await expect(page.getByText('20%', { exact: true })).toBeVisible();
    await expect(page.getByText('13 months (oxygen 36)', { exact: true })).toBeVisible();
    for (const code of ['E0601', 'E1390-E1406', 'K0001-K0108'])
      await expect(page.getByText(new RegExp(`HCPCS ${code} · 80% after deductible`))).toBeVisible();
  });

  test('claims process lists five steps', async ({ page }) => {
    await page.goto('medicare-info/claims/');
    await expect(page.locator('main ol > li')).toHaveCount(5);
    for (const t of [
      'Physician Consultation',
      'Prescription and Documentation',
      'Medicare Verification',
      'Prior Authorization',
      'Equipment Delivery',
    ]) {
      await expect(page.getByRole('heading', { name: t })).toBeVisible();
    }
  });

  test('the calculator works by keyboard through every branch', async ({ page }) => {
    await page.goto('medicare-info/calculator/');
    const cost = page.getByLabel('Equipment Cost');
    await expect(cost).toHaveValue('1000');
    const medicare = page.getByTestId('Medicare pays');
    const you = page.getByTestId('You pay');
    // 2026 deductible $283 first, then 80/20 of the remaining $717: Medicare 573.60, patient 283 + 143.40.
    await expect(medicare).toContainText('$573.60');
    await expect(you).toContainText('$426.40');
    const terms = page.getByTestId('calculator-terms');
    await expect(terms).toContainText(
      'Original Medicare, supplier accepts assignment, before any secondary insurance.',
    );
    await cost.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Deductible already met
    await expect(medicare).toContainText('$800.00');
    await expect(you).toContainText('$200.00');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Supplemental insurance
    // Halving her share is an assumption about her plan, and the box says so.
    await expect(page.getByLabel('Supplemental insurance')).toHaveAccessibleDescription(
      'If your plan pays half of your share, as Medigap Plan K does; Plan G pays all of it.',
    );
    await expect(you).toContainText('$100.00');
    await expect(page.getByTestId('Supplemental insurance pays')).toContainText('$100.00');
    await expect(terms).toContainText(
      'Original Medicare, supplier accepts assignment, with supplemental insurance paying half of your share.',
    );
    await page.getByLabel('Deductible already met').uncheck();
    await page.getByLabel('Supplemental insurance').uncheck();
    await cost.fill('200');
    await expect(medicare).toContainText('$0.00');
    await expect(you).toContainText('$200.00');
    await cost.fill('abc');
    await expect(
      page.getByText(
        'We could not read that as an amount in dollars (like 1,250 or $1,250.00), so we are calculating with $0.00.',
      ),
    ).toBeVisible();
    await expect(you).toContainText('$0.00');
    // Written as she would write it: $1,250 with the deductible not met is $283 + 20% of $967 = $476.40 for her.
    await cost.fill('$1,250');
    await expect(you).toContainText('$476.40');
    await expect(medicare).toContainText('$773.60');
    // Rented: the cost is a month's rent, month 1 is split as above and the months after it follow.
    await cost.fill('89');
    await page.keyboard.press('Shift+Tab'); // the way of paying that is checked: bought outright
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Rented for 13 months/ })).toBeChecked();
    await expect(page.getByLabel('Monthly Amount')).toHaveValue('89');
    await expect(
      page.getByRole('heading', { name: 'Your estimate for month 1, at $89.00 a month' }),
    ).toBeVisible();
    const months = page.getByTestId('calculator-schedule');
    // $89 a month to the $283 deductible for three months, then $16 of it and 20% of $73, then 20% of $89.
    await expect(months).toHaveText(
      'Month by month, you pay $89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 13; you own it after that.',
    );
    await page.keyboard.press('ArrowDown'); // oxygen equipment
    await expect(months).toHaveText(
      'Month by month, you pay $89.00 a month for months 1–3, $30.60 in month 4, then $17.80 a month to month 36; no more rent after that, and the equipment stays ours.',
    );
    await page.getByLabel('Supplemental insurance').check();
    await expect(months).toHaveText(
      'Month by month, after your supplemental insurance pays half of your share, you pay $44.50 a month for months 1–3, $15.30 in month 4, then $8.90 a month to month 36; no more rent after that, and the equipment stays ours.',
    );
    await page.getByRole('radio', { name: 'Bought outright' }).check();
    await expect(months).toBeHidden();
    await expect(page.getByLabel('Equipment Cost')).toHaveValue('89');
  });

  test('the call to action calls or opens Medicare.gov in a new tab safely', async ({ page }) => {
    await page.goto('medicare-info/claims/');
    const help = page.getByRole('region', { name: 'Questions About Your Coverage?' });
    await expect(help.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+17185550142');
    const gov = help.getByRole('link', { name: /Visit Medicare.gov/ });
    await expect(gov).toHaveAttribute('target', '_blank');
    await expect(gov).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(gov).toHaveAttribute('href', /^https:\/\/www\.medicare\.gov\//);
  });
});
