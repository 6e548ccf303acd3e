import type { Page } from '@playwright/test';
import leadScript from '../scripts/e2e-lead-script.json' with { type: 'json' };
import { expect, INTAKE, pageRoutes, test } from './fixtures';

/** The page's Content-Security-Policy, as its <meta> gives it. */
const pagePolicy = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test.describe('the storefront’s headers and policy', () => {
  test('every page runs only its own scripts: hashes for what Next writes inline, no unsafe-inline', async ({
    page,
    request,
  }) => {
    for (const route of [...pageRoutes, 'es/', 'es/product/1/', 'es/checkout/', 'es/contact/']) {
      const answer = await request.get(route);
      const html = await answer.text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect([route, scriptSrc]).toEqual([route, expect.stringMatching(/^'self' 'sha256-/)]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(policy).toContain(`connect-src 'self' ${INTAKE}`);
      // The lead script and the map are allowed on the contact page only, in either language.
      const contact = route === 'contact/' || route === 'es/contact/';
      const lead = new URL(leadScript.leadScriptUrl).origin;
      expect([route, policy.includes(lead)]).toEqual([route, contact]);
      expect([route, policy.includes('frame-src https://www.openstreetmap.org')]).toEqual([route, contact]);
      const headers = answer.headers();
      expect(headers['content-security-policy']).toBe(
        "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
    }
    await page.goto('product/1/');
    expect(await pagePolicy(page)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  });

  test('a script slipped into a page does not run, nor one from another site', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    await page.route('https://cdn.evil.example/x.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__fromAfar = true;' }),
    );
    await page.goto('checkout/');
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = true;';
      document.body.append(inline);
      const afar = document.createElement('script');
      afar.src = 'https://cdn.evil.example/x.js';
      const loaded = new Promise((resolve) => {
        afar.onload = () => resolve('loaded');
        afar.onerror = () => resolve('refused');
      });
      document.body.append(afar);
      const w = window as unknown as { __inline?: boolean; __fromAfar?: boolean };
      return { inline: w.__inline === true, afar: await loaded, fromAfar: w.__fromAfar === true };
    });
    expect(ran).toEqual({ inline: false, afar: 'refused', fromAfar: false });
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });
});
