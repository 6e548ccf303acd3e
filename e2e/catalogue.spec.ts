import { expect, jsonLd, productCount, seedCart, storedCart, test, toast } from './fixtures';

test.describe('the catalogue beyond the pages', () => {
  test('the merchant feed lists every product, linking into this deployment @deploy', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get('merchant-feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(productCount);
    expect(xml).toMatch(/<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/);
    // The CPAP machine: $899, listed at $1,199, in stock, by its manufacturer's part number.
    const cpap =
      /<item>(?:(?!<\/item>)[\s\S])*<g:id>RSM-AS10-AUTO<\/g:id>[\s\S]*?<\/item>/.exec(xml)?.[0] ?? '';
    expect(cpap).toContain('<g:price>1199.00 USD</g:price>');
    expect(cpap).toContain('<g:sale_price>899.00 USD</g:sale_price>');
    expect(cpap).toContain('<g:availability>in_stock</g:availability>');
    expect(cpap).toContain('<g:mpn>37207</g:mpn>');
    const base = new URL(baseURL!).pathname;
    const link = /<g:link>([^<]+)<\/g:link>/.exec(cpap)?.[1] ?? '';
    const image = /<g:image_link>([^<]+)<\/g:image_link>/.exec(cpap)?.[1] ?? '';
    expect(new URL(link).pathname).toBe(`${base}product/1/`);
    // The image the feed names is one the deployment serves.
    const picture = await page.request.get(new URL(image).pathname.slice(base.length));
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });

  test('a product page names the product by its part number for search engines', async ({ page }) => {
    await page.goto('product/1/');
    const product = (await jsonLd(page)).find((n) => n['@type'] === 'Product');
    expect(product).toMatchObject({ brand: { name: 'ResMed' }, mpn: '37207', sku: 'RSM-AS10-AUTO' });
  });
});

test.describe('checkout without the catalogue', () => {
  test('fetches only the cart’s products, and its page names no other @deploy', async ({ page }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 13, quantity: 2 },
    ]);
    const fetched: string[] = [];
    page.on('request', (r) => {
      const match = /\/catalog\/([^/]+)$/.exec(new URL(r.url()).pathname);
      if (match?.[1]) fetched.push(match[1]);
    });
    const response = await page.goto('checkout/');
    const html = (await response?.text()) ?? '';
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('ResMed AirSense 10 AutoSet CPAP Machine');
    await expect(page.getByRole('main')).toContainText('$899.00 each');
    await expect(page.getByRole('main')).toContainText('$45.00 each');
    expect(fetched.sort()).toEqual(['1.json', '13.json']);
    // The page itself carries no product: not the cart's, not any other.
    for (const name of [
      'ResMed AirSense 10 AutoSet CPAP Machine',
      'Shower Chair with Back and Arms',
      'Hinged Adjustable Knee Brace',
    ])
      expect(html).not.toContain(name);
  });

  test('when prices cannot be loaded it says so, keeps the cart and tries again', async ({ page }) => {
    await seedCart(page, [{ id: 7, quantity: 2 }]);
    await page.route('**/catalog/*.json', (route) => route.abort('internetdisconnected'));
    await page.goto('checkout/');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your cart’s prices' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: '(718) 555-0142' })).toBeVisible();
    expect((await storedCart(page)).state.lines).toEqual([{ id: 7, quantity: 2 }]);
    await page.unroute('**/catalog/*.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Omron Compressor Nebulizer Kit');
  });

  test('one item whose price cannot load says so, can be removed or tried again, and blocks only Place Order', async ({
    page,
  }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 13, quantity: 2 },
    ]);
    await page.route('**/catalog/13.json', (route) => route.abort('internetdisconnected'));
    await page.goto('checkout/');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load the price of one item' });
    await expect(alert).toContainText('Product #13');
    // The rest of the cart is there, priced, and the checkout goes on.
    await expect(page.getByRole('main')).toContainText('ResMed AirSense 10 AutoSet CPAP Machine');
    await expect(page.getByTestId('order-total')).toHaveText('$899.00');
    await page.goto('checkout/?step=payment');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
    await expect(alert).toBeVisible();
    // Tried again once the file loads: the item is back with its price.
    await page.unroute('**/catalog/13.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main')).toContainText('Hinged Adjustable Knee Brace');
    await expect(page.getByTestId('order-total')).toHaveText('$989.00');
    await expect(alert).toHaveCount(0);
    // Or removed while it cannot load.
    await page.route('**/catalog/1.json', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await alert.getByRole('button', { name: 'Remove product #1' }).click();
    await expect(alert).toHaveCount(0);
    expect((await storedCart(page)).state.lines).toEqual([{ id: 13, quantity: 2 }]);
  });

  test('a product no longer sold leaves the cart, and the shopper is told', async ({ page }) => {
    await seedCart(page, [
      { id: 1, quantity: 1 },
      { id: 13, quantity: 2 },
    ]);
    await page.route('**/catalog/13.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('checkout/');
    await expect(toast(page)).toContainText('An item left your cart');
    await expect(toast(page)).toContainText('We no longer sell it.');
    await expect(page.getByRole('main')).not.toContainText('Hinged Adjustable Knee Brace');
    await expect(page.getByRole('main')).toContainText('ResMed AirSense 10 AutoSet CPAP Machine');
    await expect.poll(async () => (await storedCart(page)).state.lines).toEqual([{ id: 1, quantity: 1 }]);
  });
});
