import { cartLink, expect, jsonLd, productCount, productIds, siteUrl, test, toast } from './fixtures';

test.describe('product page', () => {
  test('shows everything a shopper needs to decide @mobile', async ({ page }) => {
    await page.goto('product/1/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ResMed AirSense 10 AutoSet CPAP Machine',
    );
    await expect(page.getByRole('link', { name: 'Back to Sleep Therapy' })).toHaveAttribute(
      'href',
      /\/products\/sleep-therapy\/$/,
    );
    await expect(page.getByText('SKU: RSM-AS10-AUTO')).toBeVisible();
    await expect(page.getByText('25% off')).toBeVisible();
    const coverage = page.getByRole('region', { name: 'Medicare Part B Eligible' });
    await expect(coverage).toContainText('HCPCS E0601');
    // Medicare rents a CPAP: the estimate is monthly, from the catalogue's $89 monthly amount.
    await expect(coverage).toContainText('for the whole rental (13 months), estimated');
    await expect(coverage).toContainText('$89.00 the first month with Medicare, estimated');
    await coverage.getByRole('button', { name: /^Met your 2026 deductible\?/ }).click();
    await expect(coverage).toContainText('then $17.80 a month to month 13; you own it after that.');
    await expect(coverage).toContainText(
      'Original Medicare, supplier accepts assignment, before any secondary insurance',
    );
    await expect(
      coverage.getByRole('group', { name: 'Have you met your 2026 Part B deductible ($283)?' }),
    ).toBeVisible();
    await expect(page.getByText('30-day returns')).toBeVisible();
    await expect(page.getByText('Ships within 1-2 business days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Accessories' })).toBeVisible();
  });

  test('the gallery switches images with its thumbnails', async ({ page }) => {
    await page.goto('product/1/');
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveAttribute('src', /\/images\/products\/1-1\.svg$/);
    await page.getByRole('button', { name: /Show image 2 of 2/ }).click();
    await expect(main).toHaveAttribute('src', /\/images\/products\/1-2\.svg$/);
    await expect(main).toHaveAttribute(
      'alt',
      /^Key facts about the .*: dimensions 4\.6 x 10\.1 x 6\.0 in; weight 2\.9 lb/,
    );
    await page.getByRole('button', { name: /Show image 1 of 2/ }).click();
    await expect(main).toHaveAttribute('src', /\/images\/products\/1-1\.svg$/);
  });

  test('quantity stays between 1 and 10 and the button shows the line total', async ({ page }) => {
    await page.goto('product/13/');
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(minus).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart - $45' })).toBeVisible();
    for (let i = 0; i < 12; i++) if (await plus.isEnabled()) await plus.click();
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('10');
    await minus.click();
    await minus.click();
    await page.getByRole('button', { name: 'Add to Cart - $360' }).click();
    await expect(toast(page)).toContainText('8 x Hinged Adjustable Knee Brace added to your cart.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 8 items');
  });

  test('tabs follow the ARIA pattern and work by keyboard', async ({ page }) => {
    await page.goto('product/1/');
    const description = page.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('automatic CPAP machine');
    // The panel's own heading is for a page without JavaScript: here the tab names it.
    await expect(page.getByRole('heading', { name: 'Description', exact: true })).toHaveCount(0);
    await description.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Specifications' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('4-20 cm H2O');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toContainText('Use of at least 4 hours a night');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    const reviews = page.getByRole('tabpanel');
    await expect(reviews.getByRole('listitem')).toHaveCount(4);
    await expect(reviews.getByText('Verified purchase')).toHaveCount(4);
    // A review written in Spanish is shown as written, in its own language, and the page says why.
    await expect(reviews.getByRole('heading', { name: 'Me explicaron todo en español' })).toHaveAttribute(
      'lang',
      'es',
    );
    await expect(reviews).toContainText('Reviews written in Spanish are shown as our customers wrote them.');
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(description).toBeFocused();
  });

  test('accessories offer no button that cannot add them: they are ordered by phone', async ({ page }) => {
    await page.goto('product/5/');
    const accessories = page.getByRole('region', { name: 'Recommended Accessories' });
    await expect(accessories).toContainText('Oxygen tubing (25 ft)');
    await expect(accessories.getByRole('button')).toHaveCount(0);
    await expect(accessories.getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
  });

  test('Share copies the page’s link where the device has no share sheet, and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('product/5/');
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page)).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/product\/5\/$/);
  });

  test('Share opens the device’s share sheet with the product’s name and link', async ({ page }) => {
    await page.goto('product/5/');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          document.body.dataset.shared = JSON.stringify(data);
          return Promise.resolve();
        },
      });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('body')).toHaveAttribute(
      'data-shared',
      /Philips EverFlo 5L Stationary Oxygen Concentrator.*\/product\/5\//,
    );
  });

  test('Add to Cart’s toast offers the way to the cart', async ({ page }) => {
    await page.goto('product/13/');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(toast(page)).toContainText('added to your cart');
    await toast(page).getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByRole('heading', { name: 'Cart Review' })).toBeVisible();
  });

  test('the page is complete in the HTML before any JavaScript runs', async ({ page, baseURL }) => {
    const html = await (await page.request.get(`${baseURL}product/6/`)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Inogen One G5 Portable Oxygen Concentrator');
    expect(html).toContain('$2,195');
    expect(html).toMatch(/HCPCS code: (<!-- -->)?E1392/);
    expect(html).toContain('Up to 6.5 hours (8-cell)');
    expect(html).toContain('Weighs 4.7 lb with the 8-cell battery');
  });

  test('renders without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('product/9/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Drive Cruiser III 18" Manual Wheelchair',
    );
    await expect(page.getByText('$289', { exact: true })).toBeVisible();
    // Tabs cannot switch without JavaScript: every panel shows under its own heading, and no dead button shows.
    await expect(page.getByRole('tablist')).toBeHidden();
    const section = page.getByRole('region', { name: 'Product information' });
    for (const name of ['Description', 'Specifications', 'Medicare', 'Reviews'])
      await expect(section.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(section.getByText('Carbon steel')).toBeVisible();
    await expect(section.getByText('Face-to-face exam documenting the mobility limitation')).toBeVisible();
    await expect(section.getByText(/^4\.5$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeHidden();
    // Add to Cart still leads somewhere: to the checkout, which says how to order by phone.
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/checkout\/\?add=9&quantity=1$/);
    await expect(
      page.getByText(/^Checkout needs JavaScript, which is turned off in this browser\./),
    ).toContainText('call us at (718) 555-0142');
    await page.goto('products/');
    await expect(page.locator('main article')).toHaveCount(productCount);
    await context.close();
  });
});

test.describe('search-engine markup', () => {
  test('every product has a unique title, a canonical URL, Open Graph and JSON-LD that says what the page says', async ({
    browser,
    baseURL,
  }) => {
    // As a crawler without JavaScript reads them: the static HTML alone.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const main = page.getByRole('main');
    const titles = new Set<string>();
    const seen = new Map<number, { sku: string; price: string }>();
    for (const id of productIds) {
      await page.goto(`product/${id}/`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const sku = (await main.getByText(/^SKU: /).textContent())!.replace('SKU: ', '');
      const price = Number(
        (await main
          .getByText(/^\$[\d,]+$/)
          .first()
          .textContent())!.replace(/[$,]/g, ''),
      );
      const reviews = Number(/\(([\d,]+) reviews\)/.exec((await main.textContent())!)![1]!.replace(/,/g, ''));
      const title = await page.title();
      expect(title).toContain(name);
      titles.add(title);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/product/${id}/`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${siteUrl}/og/product-${id}.png`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /^.{50,}$/);
      const graph = await jsonLd(page);
      const productLd = graph.find((b) => b['@type'] === 'Product')!;
      expect(productLd).toMatchObject({ name, sku, brand: { name: expect.stringMatching(/\S/) } });
      expect(productLd.offers).toMatchObject({
        price: price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      });
      expect(productLd.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
      expect(productLd.offers.shippingDetails).toBeTruthy();
      expect(productLd.aggregateRating.reviewCount).toBe(reviews);
      expect(graph.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement).toHaveLength(3);
      seen.set(id, { sku, price: productLd.offers.price });
    }
    expect(titles.size).toBe(productCount);
    // The two products the specification fixes.
    expect(seen.get(1)).toEqual({ sku: 'RSM-AS10-AUTO', price: '899.00' });
    expect(seen.get(13)).toEqual({ sku: 'BRC-KNEE-ADJ', price: '45.00' });
    await context.close();
  });

  test('the share image is a real 1200 x 630 PNG', async ({ page, baseURL }) => {
    const response = await page.request.get(`${baseURL}og/product-1.png`);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test('listing pages carry their own title, canonical and ItemList', async ({ page, baseURL }) => {
    const html = await (await page.request.get(`${baseURL}products/braces/`)).text();
    expect(html).toContain('<title>Orthopedic Braces | Jamaica Medical Supply</title>');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/products/braces/"`);
    const list = [
      JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!),
    ].flat()[0];
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((i: { url: string }) => i.url)).toEqual([
      `${siteUrl}/product/13/`,
      `${siteUrl}/product/14/`,
    ]);
  });
});

test.describe('saved products', () => {
  test('the heart saves a product on the device, listed on the Saved page until removed', async ({
    page,
  }) => {
    await page.goto('product/7/');
    const heart = page.getByRole('button', { name: 'Save for later' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page)).toContainText('is saved on this device');
    await page.goto('product/13/');
    await page.getByRole('button', { name: 'Save for later' }).click();
    // Ids only, newest first, like the cart.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('medical-supply-saved') ?? 'null')),
    ).toEqual({
      state: { ids: [13, 7] },
      version: 1,
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Saved Products' }).click();
    const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    await expect(saved.nth(0)).toContainText('Hinged Adjustable Knee Brace');
    await expect(saved.nth(0)).toContainText('$45.00');
    await saved
      .nth(1)
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.getByRole('button', { name: 'Remove Hinged Adjustable Knee Brace' }).click();
    await expect(saved).toHaveCount(1);
    await page.reload();
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('Omron Compressor Nebulizer Kit');
    await page.goto('product/7/');
    await page.getByRole('button', { name: 'Save for later' }).click();
    await expect(page.getByRole('button', { name: 'Save for later' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goto('saved/');
    await expect(page.getByText('Nothing saved yet.')).toBeVisible();
  });

  test('a saved list that is not ids, or names a product no longer sold, keeps only what it can show', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'medical-supply-saved',
        JSON.stringify({ state: { ids: [2, 'x', -1, 2, 99999, 1.5] }, version: 1 }),
      ),
    );
    await page.goto('saved/');
    const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('ResMed AirFit F20 Full Face CPAP Mask');
  });
});
