import { expect, jsonLd, test } from './fixtures';

test.describe('the catalogue beyond the pages', () => {
  test('the merchant feed lists every product, linking into this deployment @deploy', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get('merchant-feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(16);
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
