import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { getProductIds } from '@/lib/build/catalog';

export const LEAD_TOKEN = 'TEST-LEAD-TOKEN-0042';

/** The store's intake as `npm start` runs it for the tests (playwright.config.ts), with its back office. */
export const INTAKE = 'http://127.0.0.1:4320';
export const BACK_OFFICE = `${INTAKE}/admin/`;

/** The local staff, who `npm start` writes into intake/.dev.vars. */
export const localStaff = () =>
  (/^STAFF_EMAILS=(.*)$/m.exec(readFileSync('intake/.dev.vars', 'utf8'))?.[1] ?? '').split(',');

/** Signs in to the back office on its local sign-in page, as a staff member would. */
export async function signInToBackOffice(page: Page, email = localStaff()[0] ?? '') {
  await page.goto(BACK_OFFICE);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** The back office's API, signed in as the first local staff member, for a test to check what reached it. */
export async function backOffice(request: APIRequestContext) {
  const email = localStaff()[0] ?? '';
  // The back office's own page: a browser names its origin on every POST, and the intake refuses one without it.
  const headers = { Origin: INTAKE };
  const signedIn = await request.post(`${INTAKE}/admin/api/sign-in`, { data: { email }, headers });
  expect(signedIn.status()).toBe(200);
  return {
    async get(path: string) {
      const answer = await request.get(`${INTAKE}/admin/api${path}`);
      expect(answer.status(), await answer.text()).toBe(200);
      return answer.json();
    },
    /** A POST as the back office's page sends it; the answer, whatever its status. */
    post: (path: string, data: unknown) => request.post(`${INTAKE}/admin/api${path}`, { data, headers }),
  };
}

/**
 * Every document a Medicare order's items need, recorded through the back office's API as the practitioner's office
 * sent them (the visit and test a month ago, the written order ten days ago), so the order can be confirmed.
 */
export async function paperworkIn(api: Awaited<ReturnType<typeof backOffice>>, number: string) {
  const order = await api.get(`/orders/${number}`);
  for (const doc of order.documents as { kind: string; fromMonth: number | null }[]) {
    // A re-evaluation comes months after delivery: the order is confirmed without it.
    if (doc.fromMonth) continue;
    const answer = await api.post(`/orders/${number}/documents`, {
      action: 'receive',
      kind: doc.kind,
      signedOn: storeDaysAgo(doc.kind === 'written-order' ? 10 : 30),
      // Who signed it, as the back office seals it (the intake keeps it as it is and never opens it).
      sealed: 'hpke2.QUJD.REVGR0g',
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  if (order.payer !== 'medicare') return;
  // Her eligibility, as the back office sends it once it has opened her Medicare number: Part B active.
  const checked = await api.post(`/orders/${number}/eligibility`, {
    medicareNumber: MBI,
    firstName: order.shipping.firstName,
    lastName: order.shipping.lastName,
    dateOfBirth: '1948-04-12',
  });
  expect(checked.status(), await checked.text()).toBe(200);
}

/**
 * The claim that is due, as the back office sends it once it has opened her Medicare number and the written order
 * (Dr. Anita Patel, NPI 1234567893, G47.33), and the DME MAC's acknowledgement read at once rather than on the hour.
 */
export async function claimSent(
  api: Awaited<ReturnType<typeof backOffice>>,
  number: string,
  change: Record<string, unknown> = {},
) {
  const order = await api.get(`/orders/${number}`);
  const sent = await api.post(`/orders/${number}/claims`, {
    from: order.status,
    ...DEDUCTIBLE_MET,
    firstName: order.shipping.firstName,
    lastName: order.shipping.lastName,
    orderingNpi: '1234567893',
    orderingName: 'Dr. Anita Patel',
    diagnosis: 'G47.33',
    abnOnFile: false,
    ...change,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const answered = await api.post('/claims/answers', {});
  expect(answered.status(), await answered.text()).toBe(200);
}

/**
 * A Medicare order taken by the back office's API from received to delivered: paperwork asked for, confirmed
 * (its documents and eligibility in first, with paperworkIn), and delivered with proof, and each item's serial if given.
 */
export async function delivered(
  api: Awaited<ReturnType<typeof backOffice>>,
  number: string,
  extra: { serials?: { id: number; serial: string }[] } = {},
) {
  for (const [to, more] of [
    ['paperwork', {}],
    ['confirmed', {}],
    ['delivered', { proofOfDelivery: true, ...extra }],
  ] as const) {
    const from = (await api.get(`/orders/${number}`)).status;
    const moved = await api.post(`/orders/${number}/moves`, { to, from, ...more });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** Medicare's remittance for the claim last sent, read from the clearinghouse: the order afterwards. */
export async function remitted(api: Awaited<ReturnType<typeof backOffice>>, number: string) {
  const answered = await api.post('/claims/answers', {});
  expect(answered.status(), await answered.text()).toBe(200);
  return api.get(`/orders/${number}`);
}

/**
 * The day `days` calendar days before today in New York, as `2026-12-01`. Counted on the calendar, not in steps of 24
 * hours: across the night the clocks go back, 24 hours before 11 PM is the same day.
 */
export function storeDaysAgo(days: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * Moves an order's delivery `days` back in the local intake's database, as if that much time had passed: a rental's
 * later months are claimed only on their billing dates, and a test cannot wait a month. It is dated at noon that day
 * in New York (17:00 UTC is noon in winter, 1 PM in summer), as the back office dates a delivery.
 */
export function backdateDelivery(number: string, days: number) {
  const dir = '.wrangler/e2e/v3/d1';
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.sqlite'));
  const when = `${storeDaysAgo(days)}T17:00:00.000Z`;
  let changed = 0;
  for (const file of files) {
    const db = new DatabaseSync(path.join(dir, file), { timeout: 5_000 });
    try {
      changed += Number(
        db.prepare('UPDATE orders SET delivered_at = ? WHERE number = ?').run(when, number).changes,
      );
    } catch {
      // Another database of the local state (not the intake's orders).
    } finally {
      db.close();
    }
  }
  expect(changed).toBe(1);
}

/** Stand-ins for the third parties this machine cannot reach, so tests stay offline and deterministic. */
async function routeThirdParties(page: Page) {
  await page.route(/lidstatic\.com/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      // Fills the token, and then keeps trying to read the checkout's secrets, as a hostile script would.
      body: `(() => { const i = document.getElementById('leadid_token'); if (i) i.value = '${LEAD_TOKEN}'; window.__leadidLoaded = (window.__leadidLoaded || 0) + 1; setInterval(() => { for (const id of ['card-number', 'card-cvv', 'medicare-number']) { const f = document.getElementById(id); if (f && f.value) window.__stolen = f.value; } }, 50); })();`,
    }),
  );
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
}

export interface Problems {
  consoleErrors: string[];
  failedRequests: string[];
}

export const test = base.extend<{ problems: Problems }>({
  page: async ({ page }, use) => {
    await routeThirdParties(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: Problems = { consoleErrors: [], failedRequests: [] };
    page.on('console', (m) => {
      if (m.type() === 'error') problems.consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => problems.consoleErrors.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.failedRequests.push(`${r.status()} ${r.url()}`);
    });
    await use(problems);
  },
});

export { expect };

/**
 * The page's layout shift so far: two frames on, so a shift the last change caused has been recorded, and read
 * from the buffered entries at once.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
    observer.disconnect();
    return entries.reduce((total, e) => total + e.value, 0);
  });
}

/** The cart as stored in localStorage. */
export async function storedCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('medical-supply-cart') ?? 'null'));
}

/** A cart left from an earlier visit. The store's smallest file gives the origin's storage without loading a page. */
export async function seedCart(page: Page, lines: { id: number; quantity: number }[]) {
  await page.goto('robots.txt');
  await page.evaluate(
    (l) => localStorage.setItem('medical-supply-cart', JSON.stringify({ state: { lines: l }, version: 1 })),
    lines,
  );
}

/** A shopper's other tab, in the same browser, adds a Folding Walker to the cart from its listing and is closed. */
export async function addWalkerInAnotherTab(context: BrowserContext) {
  const other = await context.newPage();
  await other.goto('products/mobility/');
  // A press before the page is ready takes her to the cart: the tab waits for it, and for its own count, as she would.
  await hydrated(other);
  await other
    .locator('article', { hasText: 'Folding Walker' })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(other.getByTestId('cart-count')).toBeVisible();
  await other.close();
}

export function toast(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ });
}

/**
 * Waits until the page has loaded and its islands have hydrated, which the layout's last island marks on the
 * document (`data-hydrated`, components/layout/hydration-mark.tsx): from then on, what the page shows and logs
 * is what the shopper gets. (A wait on the network going quiet would be a guess.)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until a listing shows as many cards as its "Showing …" line says: new results show their first cards at
 * once and the rest a frame later (components/listing/use-revealed.ts).
 */
export async function cardsSettled(page: Page): Promise<void> {
  const showing = page.getByText(/^Showing /);
  if ((await showing.count()) === 0) return;
  const number = (text = '') => Number(text.replace(/,/g, ''));
  await expect
    .poll(async () => {
      const said = /^Showing (?:([\d,]+)–([\d,]+)|([\d,]+)) of/.exec((await showing.textContent()) ?? '');
      if (!said) return false;
      const expected = said[3] ? number(said[3]) : number(said[2]) - number(said[1]) + 1;
      return (await page.getByRole('main').locator('article').count()) === expected;
    })
    .toBe(true);
}

/** What each listing card shows, in page order: its name, its price (the one text that is only an amount) and rating. */
export async function cardFacts(page: Page): Promise<{ name: string; price: number; rating: number }[]> {
  await cardsSettled(page);
  return page
    .getByRole('main')
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const price = [...card.querySelectorAll('*')].find(
          (e) => e.children.length === 0 && /^\$[\d,]+(\.\d\d)?$/.test(e.textContent ?? ''),
        );
        return {
          name: card.querySelector('h2')?.textContent ?? '',
          price: Number(price?.textContent?.replace(/[$,]/g, '') ?? NaN),
          rating: Number(/Rated ([\d.]+) out of 5/.exec(card.textContent ?? '')?.[1] ?? NaN),
        };
      }),
    );
}

/** The prices listing cards show, in page order. */
export async function cardPrices(page: Page): Promise<number[]> {
  return (await cardFacts(page)).map((c) => c.price);
}

/** A JSON-LD node as a search engine reads it: any shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonLdNode = Record<string, any>;

/** Every JSON-LD node on the page, arrays flattened. */
export async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)));
  return blocks.flat();
}

/** The catalogue the tested builds list, as the supplier keeps it: its products' ids, in its order. */
export const productIds = getProductIds();

/** How many products the listings show in all. */
export const productCount = productIds.length;

/** The specification's five category slugs. */
const categorySlugs = ['sleep-therapy', 'respiratory', 'mobility', 'patient-care', 'braces'] as const;

/** The one 'Under construction' page left: the terms of service. */
export const placeholderRoutes = ['terms-of-service/'];

/** The policy pages written from the store's facts. */
const policyRoutes = ['return-policy/', 'shipping-info/', 'privacy-policy/', 'language-assistance/'];

/** Every page a shopper can land on, relative to the deployment's base URL. */
export const pageRoutes = [
  '',
  'products/',
  ...categorySlugs.map((slug) => `products/${slug}/`),
  ...productIds.map((id) => `product/${id}/`),
  'checkout/',
  'contact/',
  'medicare-info/',
  'medicare-info/coverage/',
  'medicare-info/claims/',
  'medicare-info/calculator/',
  ...policyRoutes,
];

/** A test card and its CVC, typed only on Stripe's page (here its local stand-in): the store has no card field. */
export const CARD = '4242424242424242';
export const CVC = '987';
export const MBI = '1EG4TE5MK73';
/** The clearinghouse stand-in's beneficiary whose Part B deductible is met: every claim is 20% hers. */
export const DEDUCTIBLE_MET = { medicareNumber: '2AA1AA1AA11', dateOfBirth: '1950-09-30' };

/**
 * A Medicare number of the clearinghouse stand-in's 9-series, new each time: a beneficiary of her own like
 * 1EG4TE5MK73 (born 1948-04-12, $120 of the deductible left), so her remittances use up no other test's deductible.
 */
export function freshMbi(): string {
  const d = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `9A${d.slice(0, 2)}A${d.slice(2, 4)}AA${d.slice(4)}`;
}

/** Waits until the checkout step on screen is there in full: each step's code loads when it is first shown. */
export async function stepLoaded(page: Page, loading = 'Loading this step…') {
  await expect(page.getByText(loading)).toHaveCount(0);
}

/**
 * Moves the checkout on with Continue once the step on screen has loaded: Continue moves down as the step
 * appears, so a click in between could land on the form instead.
 */
export async function continueCheckout(page: Page, label = 'Continue') {
  await stepLoaded(page, label === 'Continue' ? 'Loading this step…' : 'Cargando este paso…');
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** The shipping step's fields as each language of the checkout names them, and a patient who fills them in. */
const shippingForm = {
  en: {
    labels: {
      first: 'First Name',
      last: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      zip: 'ZIP Code',
    },
    patient: { first: 'Mary', last: 'Jones', email: 'mary@example.com', address: '12 Hillside Ave' },
  },
  es: {
    labels: {
      first: 'Nombre',
      last: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      address: 'Dirección',
      city: 'Ciudad',
      state: 'Estado',
      zip: 'Código postal (ZIP)',
    },
    patient: { first: 'Rosa', last: 'Alvarez', email: 'rosa@example.com', address: '90-15 Parsons Blvd' },
  },
} as const;

export async function fillShipping(page: Page, language: 'en' | 'es' = 'en') {
  const { labels, patient } = shippingForm[language];
  // The first name and e-mail by their exact names, which other labels on the step contain.
  await page.getByRole('textbox', { name: labels.first, exact: true }).fill(patient.first);
  await page.getByLabel(labels.last).fill(patient.last);
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(patient.email);
  await page.getByLabel(labels.phone).fill('718-555-0100');
  await page.getByLabel(labels.address).fill(patient.address);
  await page.getByLabel(labels.city).fill('Jamaica');
  await page.getByLabel(labels.state).selectOption('NY');
  await page.getByLabel(labels.zip).fill('11432');
}

/** Stripe's local stand-in (npm start -- --payments=test), which the end-to-end store pays on. */
const STRIPE_STAND_IN = 'http://127.0.0.1:4330';

/**
 * On Stripe's page (its local stand-in), after Place Order or Pay: types the card there and pays, or cancels; either
 * way the page sends the shopper back to the store.
 */
export async function payOnStripe(
  page: Page,
  { cancel = false, language = 'en' }: { cancel?: boolean; language?: 'en' | 'es' } = {},
) {
  await page.waitForURL((url) => url.href.startsWith(`${STRIPE_STAND_IN}/pay/cs_test_`));
  // Stripe's page is in the language the store asked it for.
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const es = language === 'es';
  await page.getByLabel(es ? 'Número de tarjeta' : 'Card number').fill(CARD);
  await page.getByLabel(es ? 'Vencimiento' : 'Expiry').fill('12/29');
  await page.getByLabel('CVC').fill(CVC);
  const pay = es ? /^Pagar \$/ : /^Pay \$/;
  await page
    .getByRole('button', { name: cancel ? (es ? 'Cancelar y volver' : 'Cancel and go back') : pay })
    .click();
  await page.waitForURL((url) => !url.href.startsWith(STRIPE_STAND_IN));
}

/** Everything the browser keeps for the site, and the address bar, as one string to search for secrets. */
export async function everythingStored(page: Page): Promise<string> {
  const inPage = await page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookie: document.cookie,
    url: location.href,
  }));
  return JSON.stringify(inPage) + JSON.stringify(await page.context().cookies());
}

/**
 * Every line of text and every control in view that the overlay (a CSS selector: the support button, a toast)
 * sits on, found by asking the browser what is at each corner. Lines of text are measured as laid out, so a
 * wide paragraph whose last line is short is not counted for the blank space beside it. What lies under the
 * sticky header is another matter and is not counted.
 */
export function coveredBy(page: Page, overlay: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const layers = [...document.querySelectorAll(selector)];
    if (layers.length === 0) return [`nothing matches ${selector}`];
    const inLayer = (node: Node | null) => node !== null && layers.some((l) => l.contains(node));
    const header = document.querySelector('header');
    const boxes: { label: string; rect: DOMRect }[] = [];
    const controls =
      'a[href], button, input, select, textarea, summary, [role="slider"], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (inLayer(el) || header?.contains(el)) continue;
      boxes.push({
        label: el.getAttribute('aria-label') || el.textContent!.trim() || el.tagName,
        rect: el.getBoundingClientRect(),
      });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const parent = node.parentElement;
      if (!text || !parent || inLayer(node) || header?.contains(node)) continue;
      if (parent.closest('script, style, noscript, template, [hidden], [aria-hidden="true"] svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) boxes.push({ label: text.slice(0, 60), rect });
    }
    const covered = new Set<string>();
    for (const { label, rect } of boxes) {
      if (rect.width < 2 || rect.height < 2) continue;
      const corners: [number, number][] = [
        [rect.left + 1, rect.top + 1],
        [rect.right - 1, rect.top + 1],
        [rect.left + 1, rect.bottom - 1],
        [rect.right - 1, rect.bottom - 1],
      ];
      for (const [x, y] of corners) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && header?.contains(hit)) continue;
        if (inLayer(hit)) {
          covered.add(label);
          break;
        }
      }
    }
    return [...covered];
  }, overlay);
}

/** The origin `out/` is built for: `npm start` names its own address (scripts/start.mjs --port 4310). */
export const siteUrl = 'http://127.0.0.1:4310';

/**
 * axe's serious and critical findings on the page as it is. Run in the page itself (legacy mode: no blank page
 * opened to merge frames' results, which no page here has from another origin) and asked for violations only:
 * about 1 s a page instead of 2.5. AxeBuilder evaluates axe's 570 KB source in the page twice (once before it
 * looks for frames, then again in every frame, the page's own included): it is evaluated here once in each frame,
 * and the builder's copy is one that does nothing, about 0.2 s a scan sooner.
 */
export async function seriousViolations(page: Page) {
  for (const frame of page.frames())
    await frame.evaluate(axe.source).catch((error: unknown) => {
      // A frame that went away or never loaded is left out, as AxeBuilder leaves it out; never the page.
      if (frame === page.mainFrame()) throw error;
    });
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
