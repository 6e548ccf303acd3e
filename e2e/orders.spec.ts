import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  CARD,
  continueCheckout,
  everythingStored,
  expect,
  fillCard,
  fillShipping,
  inboxToken,
  MBI,
  seedCart,
  test,
} from './fixtures';

// The store as `npm start` runs it: the site on 4310 and its intake on 4320 (playwright.config.ts).
const INTAKE = 'http://127.0.0.1:4320';
const KEY_FILE = '.local/e2e/order-private-key.jwk.json';

/** Every byte of the local D1 database (SQLite and its journal), as text to search for secrets. */
function databaseText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk('.wrangler/e2e');
  return files.map((f) => readFileSync(f).toString('latin1')).join('\n');
}

async function checkout(page: Page, lines: { id: number; quantity: number }[], zip: string) {
  await seedCart(page, lines);
  await page.goto('checkout/?step=shipping');
  await fillShipping(page);
  await page.getByLabel('ZIP Code').fill(zip);
  await continueCheckout(page);
}

async function placed(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

async function signIn(page: Page) {
  await page.goto('orders/');
  await page.getByLabel('Inbox token').fill(inboxToken());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Orders \(\d+\)$/ })).toBeVisible();
}

test.describe('orders reach the supplier @intake', () => {
  test('a card order and a Medicare order: stored, opened in the inbox, shipped and tracked, with no secret kept in the clear', async ({
    page,
  }) => {
    // Two orders through checkout, the inbox and tracking: a long flow, given three times the usual time.
    test.slow();
    await checkout(page, [{ id: 8, quantity: 2 }], '11432');
    await fillCard(page);
    const cardOrder = await placed(page);
    expect(await everythingStored(page)).not.toMatch(new RegExp(`${CARD}|987`));

    await checkout(page, [{ id: 1, quantity: 1 }], '11435');
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(MBI);
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    const medicareOrder = await placed(page);
    expect(cardOrder).not.toBe(medicareOrder);
    expect(await everythingStored(page)).not.toContain(MBI);

    // The supplier's command line lists the same orders, asked of the running intake, and opens the same details
    // with the key file.
    const printed = JSON.parse(
      execFileSync('npx', ['tsx', 'scripts/inbox.ts', '--json', '--intake', INTAKE, '--key', KEY_FILE], {
        encoding: 'utf8',
      }),
    );
    const listed = printed.orders.find((o: { orderNumber: string }) => o.orderNumber === cardOrder);
    expect(listed).toMatchObject({
      status: 'received',
      lines: [{ id: 8, quantity: 2, unitCents: 3_500 }],
      shipping: { firstName: 'Mary', zipCode: '11432' },
      sealedDetails: { card: true, medicare: false },
      opened: { card: { cardNumber: CARD, cvv: '987' } },
    });

    const database = databaseText();
    // (A three-digit CVV is too short to look for among the database's bytes.)
    for (const secret of [CARD, MBI, 'Anita Patel', '718-555-0199']) expect(database).not.toContain(secret);
    expect(database).toContain(cardOrder);

    await signIn(page);
    await page.getByLabel(/Private key file/).setInputFiles(KEY_FILE);
    const card = page.locator(`[data-order="${cardOrder}"]`);
    await card.getByRole('button', { name: 'Open card details' }).click();
    await expect(card.getByTestId('sealed-cardNumber')).toHaveText(CARD);
    await expect(card.getByTestId('sealed-cvv')).toHaveText('987');
    const medicare = page.locator(`[data-order="${medicareOrder}"]`);
    await medicare.getByRole('button', { name: 'Open Medicare details' }).click();
    await expect(medicare.getByTestId('sealed-medicareNumber')).toHaveText(MBI);
    await expect(medicare.getByTestId('sealed-physicianName')).toHaveText('Dr. Anita Patel');
    // The key is kept non-extractable in IndexedDB: after a reload it still opens, the file not loaded again.
    await page.reload();
    await expect(page.getByText('The private key is loaded')).toBeVisible();

    for (const step of ['confirmed', 'paid']) {
      await card.getByRole('button', { name: `Mark ${step}` }).click();
      await expect(card.getByTestId('order-status')).toHaveText(step);
    }
    await expect(card.getByText(/Card details deleted/)).toBeVisible();
    await card.getByLabel(`Carrier tracking number for ${cardOrder}`).fill('1Z999AA10123456784');
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('shipped');
    expect(databaseText()).not.toContain(CARD);

    await page.goto('track-order/');
    await page.getByLabel('Order Number').fill(cardOrder.toLowerCase());
    await page.getByLabel('ZIP Code').fill('11432');
    await page.getByRole('button', { name: 'Track Order' }).click();
    const progress = page.getByRole('region', { name: /^Order / });
    await expect(progress).toContainText(`Order ${cardOrder}: shipped`);
    await expect(progress).toContainText('Payment taken');
    await expect(progress).toContainText('1Z999AA10123456784');
    await expect(progress).not.toContainText('Mary');
    await page.getByLabel('ZIP Code').fill('10001');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(
      page.getByText('We found no order with that number and ZIP code.', { exact: false }),
    ).toBeVisible();
  });

  test('with the intake unreachable nothing is lost, and trying again places one order', async ({
    page,
    request,
  }) => {
    // Orders from an earlier try of this test stay in the database: only this try's are counted.
    const started = new Date().toISOString();
    await checkout(page, [{ id: 13, quantity: 3 }], '11434');
    await fillCard(page);
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
    await expect(page.getByLabel('Card Number')).toHaveValue(CARD);
    await page.unroute(`${INTAKE}/orders`);
    const number = await placed(page);
    const inbox = await (
      await request.get(`${INTAKE}/inbox`, { headers: { Authorization: `Bearer ${inboxToken()}` } })
    ).json();
    const mine = inbox.orders.filter(
      (o: { shipping: { zipCode: string }; placedAt: string }) =>
        o.shipping.zipCode === '11434' && o.placedAt >= started,
    );
    expect(mine.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([number]);
  });

  test('a review goes to the inbox for approval', async ({ page }) => {
    // A review from an earlier try of this test stays in the inbox: each try's title is its own.
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

    await signIn(page);
    const review = page.getByRole('listitem').filter({ hasText: title });
    await expect(review).toContainText('Review #');
    await expect(review).toContainText('Gloria');
    // A change that does not reach the intake says so, and the review stays new until it does.
    await page.route(`${INTAKE}/inbox/messages/*/status`, (route) => route.abort('connectionreset'));
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByRole('alert')).toHaveText('The store could not be reached.');
    await expect(review).toContainText(/^Review #\d+ · new/);
    await page.unroute(`${INTAKE}/inbox/messages/*/status`);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toContainText(/^Review #\d+ · approved/);
    await expect(review.getByRole('alert')).toBeHidden();
    await expect(review.getByRole('button', { name: 'Approve' })).toBeHidden();
  });

  test('while the order is sent the button says so and cannot be pressed twice', async ({ page }) => {
    await checkout(page, [{ id: 7, quantity: 1 }], '11433');
    await fillCard(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${INTAKE}/orders`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  });
});
