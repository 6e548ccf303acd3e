import type { Page } from '@playwright/test';
import { backOffice, LEAD_TOKEN, MBI, expect, seedCart, test, toast } from './fixtures';

/** How often the lead script has run in the current document (-1 while a new one loads). */
const leadScriptRuns = (page: Page) =>
  page.evaluate(() => (window as { __leadidLoaded?: number }).__leadidLoaded ?? 0).catch(() => -1);

test.describe('contact page', () => {
  test('the four ways to reach us, hours, departments and the map', async ({ page }) => {
    await page.goto('contact/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', 'tel:+17185550142');
    await expect(main.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:support@jamaicamedicalsupply.com',
    );
    await expect(main.getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', /\/track-order\/$/);
    await expect(main.getByText(/Live Chat|coming soon/i)).toHaveCount(0);
    await expect(main.getByText('Visit Our Store')).toBeVisible();
    await expect(main.getByText('9:00 AM - 6:00 PM EST')).toBeVisible();
    await expect(main.getByText('10:00 AM - 4:00 PM EST')).toBeVisible();
    await expect(main.getByText('Closed', { exact: true })).toBeVisible();
    for (const d of [
      'General Inquiries',
      'Medicare Assistance',
      'Technical Support',
      'Billing & Insurance',
      'Returns & Exchanges',
    ]) {
      await expect(page.getByRole('region', { name: 'Departments' }).getByText(d)).toBeVisible();
    }
  });

  test('the map loads only when the shopper asks for it', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/openstreetmap\.org/.test(r.url())) thirdParty.push(r.url());
    });
    await page.goto('contact/');
    const map = page.locator('iframe[title^="Map of our store"]');
    const region = page.getByRole('region', { name: 'Our Store' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('link', { name: /Open it on OpenStreetMap/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(map).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    const box = await region.locator('[data-store-map]').boundingBox();
    await region.getByRole('button', { name: 'Show the map' }).click();
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    // The map takes the box's place: nothing around it moves.
    expect(await region.locator('[data-store-map]').boundingBox()).toEqual(box);
  });

  test('search engines get the store as a MedicalBusiness with address, phone and hours', async ({
    page,
    baseURL,
  }) => {
    const html = await (await page.request.get(`${baseURL}contact/`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'MedicalBusiness',
      telephone: '+1-718-555-0142',
      email: 'support@jamaicamedicalsupply.com',
      address: { addressLocality: 'Jamaica', addressRegion: 'NY', postalCode: '11435' },
    });
    expect(ld.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '09:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' }),
    ]);
  });

  test('required fields are enforced by the browser', async ({ page }) => {
    await page.goto('contact/');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveJSProperty(
      'validity.valueMissing',
      true,
    );
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).not.toHaveAttribute(
      'required',
      '',
    );
    await expect(toast(page)).toHaveCount(0);
  });

  test('sending a message reaches the back office, shows the toast with the lead token and resets the form', async ({
    page,
    request,
  }) => {
    await page.goto('contact/');
    await expect.poll(() => page.locator('#leadid_token').inputValue()).toBe(LEAD_TOKEN);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robert King');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('robert@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('718-555-0111');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Medicare Assistance');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Oxygen coverage');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Does Part B cover a portable concentrator?');
    await page.getByLabel('My question is about Medicare coverage').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(toast(page)).toContainText("We'll get back to you within 2 business hours.");
    await expect(toast(page)).toContainText(LEAD_TOKEN);
    // Said on the page too, where it stays once the toast has gone: what was sent, and where the answer goes.
    await expect(page.getByTestId('message-sent')).toHaveText(
      `Message Sent Successfully!We have your message “Oxygen coverage”, and we will answer it at robert@example.com. We'll get back to you within 2 business hours. Reference: ${LEAD_TOKEN}`,
    );
    await expect(page.getByTestId('message-sent')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('');
    await expect(page.getByLabel('My question is about Medicare coverage')).not.toBeChecked();
    const received = await (await backOffice(request)).get('/messages?kind=contact');
    expect(received.messages).toContainEqual(
      expect.objectContaining({
        kind: 'contact',
        body: expect.objectContaining({
          name: 'Robert King',
          subject: 'Oxygen coverage',
          medicareQuestion: true,
          leadToken: LEAD_TOKEN,
        }),
      }),
    );
  });

  test('the lead script runs on the contact page only, and none of its code survives leaving it', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page.locator('#LeadiDscript_campaign')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('#LeadiDscript_campaign')).toHaveAttribute(
      'src',
      /lidstatic\.com\/campaign\/.+\.js/,
    );
    await expect.poll(() => leadScriptRuns(page)).toBe(1);
    // The stand-in script keeps trying to read card and Medicare inputs, as a hostile one would.
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect.poll(() => leadScriptRuns(page)).toBe(0);
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('contact/');
    await expect.poll(() => leadScriptRuns(page)).toBe(1);
    // Any way out, a search included, is a new document.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('searchbox').first().fill('mask');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\?search=mask$/);
    await expect.poll(() => leadScriptRuns(page)).toBe(0);
    await page.goto('checkout/?step=payment');
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __stolen?: string }).__stolen)).toBeUndefined();
  });

  test('with the lead script blocked the form still sends, without a token', async ({ page }) => {
    await page.route(/lidstatic\.com/, (route) => route.abort('blockedbyclient'));
    await page.goto('contact/');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ann@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hours');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Are you open Saturday?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText("We'll get back to you within 2 business hours.");
    await expect(toast(page)).not.toContainText('Reference');
  });
});
