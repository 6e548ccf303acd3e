import { continueCheckout, expect, fillShipping, seedCart, test } from './fixtures';

// The 200-product builds are made without an intake (INTAKE_URL unset), as `npm run build` alone makes a site
// for any bucket: it takes orders, messages and tracking by phone, and never shows a confirmation.
test.describe('a site built without an intake @large', () => {
  test('checkout offers ordering by phone instead of Place Order', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(r.url());
    });
    await seedCart(page, [{ id: 1, quantity: 1 }]);
    await page.goto('checkout/?step=shipping');
    await fillShipping(page);
    await continueCheckout(page);
    await expect(page.getByText('We take orders by phone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
    // The card is taken over the phone: no field on the page asks for it.
    await expect(page.getByText(/takes your card or Medicare details over the phone/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call to order' })).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
    await page.goto('checkout/?step=confirmation');
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('the contact form and order tracking point to the phone and e-mail', async ({ page }) => {
    await page.goto('contact/');
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    await expect(
      page.getByRole('main').getByText(/a specialist answers within 2 business hours/),
    ).toBeVisible();
    await expect(page.locator('#LeadiDscript_campaign')).toHaveCount(0);
    await page.goto('track-order/');
    await expect(page.getByText(/To hear where your order is, call us at/)).toBeVisible();
  });
});
