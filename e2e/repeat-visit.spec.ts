import { test as base, expect } from '@playwright/test';

// The shared fixtures intercept third-party requests, and interception turns the browser's cache off; this
// visit needs the cache as a shopper's browser has it, and the store's pages load no third party.
const test = base;

test('a second product page downloads no script or stylesheet again', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fetched = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (/\.(js|css)$/.test(new URL(e.response.url).pathname)) fetched.set(e.requestId, e.response.url);
  });
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  await page.goto('product/1/', { waitUntil: 'networkidle' });
  expect(fetched.size).toBeGreaterThan(0);
  const first = new Set(fetched.values());
  fetched.clear();
  cached.clear();
  // A new visit from a search result: a full page load, not a link followed inside the store.
  await page.goto('product/2/', { waitUntil: 'networkidle' });
  const again = [...fetched].filter(([id, url]) => first.has(url) && !cached.has(id)).map(([, url]) => url);
  expect(again).toEqual([]);
});
