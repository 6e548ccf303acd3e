import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { orderTotals } from '@/lib/domain/order-totals';
import { importPublicKey, seal } from '@/lib/domain/sealing';
import {
  backdateDelivery,
  backOffice,
  BACK_OFFICE,
  CARD,
  claimSent,
  paperworkIn,
  DEDUCTIBLE_MET,
  freshMbi,
  remitted,
  continueCheckout,
  delivered,
  everythingStored,
  expect,
  fillShipping,
  INTAKE,
  localStaff,
  MBI,
  payOnStripe,
  seedCart,
  seriousViolations,
  signInToBackOffice,
  storeDaysAgo,
  test,
} from './fixtures';

const KEY_FILE = '.local/e2e/order-private-key.jwk.json';
const PUBLIC_KEY = '.local/e2e/order-public-key.txt';

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

/** Places a CPAP order billed to Medicare from the checkout: her Medicare number and Dr. Patel's details sealed. */
async function placedCpapForMedicare(page: Page, zip: string, medicareNumber: string): Promise<string> {
  await checkout(page, [{ id: 1, quantity: 1 }], zip);
  await page.getByRole('radio', { name: /Medicare Part B/ }).check();
  await page.getByLabel('Medicare Number').fill(medicareNumber);
  await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
  await page.getByLabel('Physician Phone').fill('718-555-0199');
  return placed(page);
}

/** The same order placed from the Spanish checkout, by Rosa Alvarez. */
async function placedCpapInSpanish(page: Page, zip: string, medicareNumber: string): Promise<string> {
  await seedCart(page, [{ id: 1, quantity: 1 }]);
  await page.goto('es/checkout/?step=shipping');
  await fillShipping(page, 'es');
  await page.getByLabel('Código postal (ZIP)').fill(zip);
  await continueCheckout(page, 'Continuar');
  await page.getByRole('radio', { name: /Parte B de Medicare/ }).check();
  await page.getByLabel('Número de Medicare').fill(medicareNumber);
  await page.getByLabel('Nombre del médico').fill('Dr. Anita Patel');
  await page.getByLabel('Teléfono del médico').fill('718-555-0199');
  await page.getByRole('button', { name: 'Hacer el pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmación' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** Places a card order and pays on Stripe's page, which brings her back to the confirmation. */
async function placedAndPaid(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payOnStripe(page);
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** The local intake's log files (wrangler's, with the Worker's own lines), as text to search for secrets. */
function logText(): string {
  const dir = '.wrangler/e2e-logs';
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/** Where a card could have been left: the database, the logs, and everything the browser keeps for the store. */
async function cardNowhere(page: Page) {
  for (const text of [databaseText(), logText(), await everythingStored(page)])
    expect(text).not.toContain(CARD);
  // A three-digit CVC is too short to look for among the database's bytes; the browser's storage holds none.
  expect(await everythingStored(page)).not.toMatch(/\b987\b/);
}

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

/** A staff member at their own desk: their own browser, signed in to the back office, the order open. */
async function desk(browser: Browser, email: string, number: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToBackOffice(page, email);
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  return page;
}

/** Makes a move from the order page, filling what its form asks for. */
async function step(
  page: Page,
  button: string | RegExp,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    await fill(dialog);
    await dialog.getByRole('button', { name: /^(Save|Cancel order)/ }).click();
  }
  await expect(heading).not.toHaveText(before ?? '');
}

/** What Track Order tells the patient now, read from her own page (in Spanish at `/es/track-order/`). */
async function tracked(
  page: Page,
  number: string,
  zip: string,
  language: 'en' | 'es' = 'en',
): Promise<string> {
  const es = language === 'es';
  await page.goto(`${es ? 'es/' : ''}track-order/?order=${number}`);
  await expect(page.getByLabel(es ? 'Número de pedido' : 'Order Number')).toHaveValue(number);
  await page.getByLabel(es ? 'Código postal (ZIP)' : 'ZIP Code').fill(zip);
  await page.getByRole('button', { name: es ? 'Ver el estado' : 'Track Order' }).click();
  const progress = page.getByRole('region', { name: new RegExp(`^${es ? 'Pedido' : 'Order'} ${number}`) });
  await expect(progress).toBeVisible();
  // The answer takes focus, so a screen reader and a phone's screen go straight to it.
  await expect(page.getByRole('status').filter({ has: progress })).toBeFocused();
  return (await progress.textContent()) ?? '';
}

test.describe('the back office @intake', () => {
  test('a card order paid on Stripe’s page goes from received to delivered between two staff members, and is refunded in part', async ({
    page,
    browser,
  }) => {
    test.slow();
    await checkout(page, [{ id: 8, quantity: 2 }], '11432');
    await expect(
      page.getByText('you go to Stripe’s secure payment page to pay $70.00 by card'),
    ).toBeVisible();
    const number = await placedAndPaid(page);
    // Shown paid only once the intake has Stripe's signed word for it.
    await expect(page.getByTestId('payment-follow-up')).toContainText('Paid: $70.00 by card. Thank you.');
    const [ana = '', ben = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    const benDesk = await desk(browser, ben, number);

    // What she ordered and how to reach her, as the order page gives them; Stripe's payment in the timeline.
    await expect(anaDesk.getByRole('region', { name: 'Items' })).toContainText('Fingertip Pulse Oximeter');
    await expect(anaDesk.getByRole('link', { name: 'mary@example.com' })).toHaveAttribute(
      'href',
      'mailto:mary@example.com',
    );
    await expect(anaDesk.getByRole('link', { name: '718-555-0100' })).toHaveAttribute(
      'href',
      'tel:7185550100',
    );
    await expect(anaDesk.getByText(/placed \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T/)).toBeVisible();
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      /\$70\.00 · paid by card, Stripe pi_test_/,
    );
    expect(await tracked(page, number, '11432')).toMatch(
      /We have your order and your payment.*Your payment of \$70\.00 is received/,
    );

    // Confirmed with her, it is paid without anyone typing an amount.
    await step(anaDesk, 'Confirmed with the patient');
    await expect(anaDesk.getByRole('heading', { level: 1 })).toContainText('Paid');
    expect(await tracked(page, number, '11432')).toMatch(/Your payment is received.*We received \$70\.00/);

    await benDesk.reload();
    await step(benDesk, 'Mark shipped…', async (d) => {
      await d.getByLabel('Carrier').selectOption({ label: 'UPS' });
      await d.getByLabel('Tracking number').fill('1Z999AA10123456784');
    });
    let said = await tracked(page, number, '11432');
    expect(said).toMatch(/Your order is on its way.*It ships with UPS, tracking number 1Z999AA10123456784/);
    await expect(page.getByRole('link', { name: 'Follow the parcel on UPS’s site' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );

    await benDesk.reload();
    await step(benDesk, 'Mark delivered…');
    said = await tracked(page, number, '11432');
    expect(said).toMatch(/Your order is delivered/);
    // Her payment is dated when she made it, on Stripe's page, before the specialist confirmed the order.
    expect(said).toMatch(
      /Order received.*Your payment of \$70\.00 received.*Confirmed with you.*Shipped.*Delivered/,
    );
    expect(said).not.toContain('Mary');

    // One oximeter comes back: $35.00 goes back to the card through Stripe.
    // A part refunded leaves the order delivered: the timeline says what went back.
    await anaDesk.reload();
    await anaDesk.getByRole('button', { name: 'Refund…' }).click();
    const refund = anaDesk.getByRole('dialog');
    await refund.getByLabel('Amount to refund ($)').fill('35.00');
    await refund.getByLabel('Why').fill('One oximeter returned unopened');
    await refund.getByRole('button', { name: /^Save/ }).click();
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      /\$35\.00 · Refunded: One oximeter returned unopened · refunded to the card, Stripe re_test_/,
    );
    expect(await tracked(page, number, '11432')).toMatch(/Your order is delivered.*We refunded \$35\.00\./);

    // Each step in the timeline, with who made it.
    const timeline = anaDesk.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').filter({ hasText: /^Confirmed/ })).toContainText(ana);
    await expect(timeline.getByRole('listitem').filter({ hasText: /^Shipped/ })).toContainText(ben);
    await expect(timeline.getByRole('listitem').filter({ hasText: /^Delivered/ })).toContainText(ben);
    await cardNowhere(page);
    await anaDesk.context().close();
    await benDesk.context().close();
  });

  test('a payment cancelled on Stripe’s page is made again from the confirmation, to one paid order', async ({
    page,
    request,
  }) => {
    await checkout(page, [{ id: 13, quantity: 1 }], '11438');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnStripe(page, { cancel: true });
    await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    const payment = page.getByTestId('payment-follow-up');
    await expect(payment).toContainText('Your payment was not finished, so nothing was charged.');
    await expect(payment).toContainText(`Your order ${number} is saved. Still to pay now: $45.00.`);
    // The cart is done with: the order is stored and waits for its payment.
    const cart = await page.evaluate(() => localStorage.getItem('medical-supply-cart'));
    expect(JSON.parse(cart ?? '{}').state?.lines ?? []).toEqual([]);
    expect(await tracked(page, number, '11438')).toMatch(/We have your order.*Nothing has been charged yet/);
    await expect(page.getByRole('link', { name: 'Pay for this order online' })).toHaveAttribute(
      'href',
      new RegExp(`/pay/\\?order=${number}$`),
    );
    await page.goBack();
    await expect(payment).toBeVisible();
    await payment.getByRole('button', { name: 'Pay $45.00 by card' }).click();
    await payOnStripe(page);
    await expect(payment).toContainText('Paid: $45.00 by card. Thank you.');

    const api = await backOffice(request);
    const found = await api.get(`/orders?q=${number}`);
    expect(found.total).toBe(1);
    const order = await api.get(`/orders/${number}`);
    expect(order).toMatchObject({ status: 'received', paid: 4_500 });
    expect(
      order.timeline.filter((e: { detail: string | null }) => /paid by card/.test(e.detail ?? '')),
    ).toHaveLength(1);
    await cardNowhere(page);
  });

  test('a Spanish-speaking patient’s CPAP rental goes from the store to closed between two staff members, billed month by month from Medicare’s remittances, Track Order read in Spanish at each step', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    // A patient of her own at the clearinghouse's stand-in: Part B active, $120 of her deductible left.
    const mbi = freshMbi();
    const number = await placedCpapInSpanish(page, '11435', mbi);
    const [ana = '', ben = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);

    // The sealed details open with the supplier's key, loaded once on this device; the opening is recorded.
    await expect(anaDesk.getByRole('region', { name: 'Items' })).toContainText('E0601');
    await anaDesk
      .getByLabel('The store’s private key file (order-private-key.jwk.json)')
      .setInputFiles(KEY_FILE);
    await anaDesk.getByRole('button', { name: 'Open the sealed details' }).click();
    const sealed = anaDesk.getByRole('region', { name: 'Sealed details' });
    await expect(sealed.getByRole('definition').first()).toHaveText(mbi);
    await expect(sealed).toContainText('Physician NameDr. Anita Patel');
    await anaDesk.reload();
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(`Sealed details opened`);
    await expect(anaDesk.getByRole('button', { name: 'Open the sealed details' })).toBeVisible();

    const track = () => tracked(page, number, '11435', 'es');
    expect(await track()).toMatch(/Tenemos su pedido.*Usted no paga nada ahora/);
    await step(anaDesk, 'Paperwork requested from the doctor');
    expect(await track()).toMatch(/Estamos pidiendo su receta.*oficina de su médico/);
    // What Medicare needs for a CPAP, each recorded as it comes in; confirming waits for them.
    const paperwork = anaDesk.getByRole('region', { name: 'Paperwork Medicare needs' });
    await expect(paperwork).toContainText('0 of 3 in.');
    await anaDesk.getByRole('button', { name: 'Request: Standard written order' }).click();
    await anaDesk.getByLabel('Asked from').fill('Dr. Patel’s office, fax 718-555-0199');
    await anaDesk.getByRole('button', { name: 'Save' }).click();
    await expect(anaDesk.getByTestId('doc-written-order-state')).toHaveText(
      /^Requested on .+; ask again on .+\.$/,
    );
    // The paperwork, like the rest of the back office, has no serious accessibility violation.
    expect(await seriousViolations(anaDesk)).toEqual([]);
    // She sees on Track Order that the store waits on her doctor's office, and when it will call again.
    expect(await track()).toMatch(
      /Estamos esperando documentos del consultorio de su médico antes de poder facturar a Medicare\. Se los pedimos el \d{1,2} [a-z]+\.? \d{4}; volveremos a llamarlos el \d{1,2} [a-z]+\.? \d{4}\./,
    );
    await anaDesk.getByRole('button', { name: 'Eligibility and coverage confirmed' }).click();
    const confirming = anaDesk.getByRole('dialog');
    await expect(confirming).toContainText(
      'Still missing: Standard written order; Face-to-face clinical evaluation before the sleep test; Qualifying sleep test.',
    );
    await confirming.getByRole('button', { name: 'Back' }).click();
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const receive = async (name: string, signedOn: string, more: Record<string, string> = {}) => {
      await anaDesk.getByRole('button', { name: `Record received: ${name}` }).click();
      const form = anaDesk.getByRole('form', { name: `Record received: ${name}` });
      await form.getByLabel(/^(Dated|Order date)/).fill(signedOn);
      await form.getByLabel('Signed by').fill('Dr. Anita Patel');
      for (const [label, value] of Object.entries(more)) await form.getByLabel(label).fill(value);
      await form.getByRole('button', { name: 'Save' }).click();
      return form;
    };
    await receive('Face-to-face clinical evaluation before the sleep test', day(40));
    await receive('Qualifying sleep test', day(30));
    // A mistyped NPI is refused by its check digit, and nothing typed is lost.
    const order = await receive('Standard written order', day(10), {
      'Practitioner’s NPI': '1234567894',
      'Diagnosis codes (ICD-10-CM)': 'G47.33',
    });
    await expect(order.getByRole('alert')).toHaveText(/^This NPI’s last digit does not check/);
    await order.getByLabel('Practitioner’s NPI').fill('1234567893');
    // The NPI looked up in CMS's NPI Registry (its local stand-in), to compare with the order.
    await order.getByRole('button', { name: 'Look it up in CMS’s NPI Registry' }).click();
    await expect(order.getByTestId('npi-record')).toHaveText(
      'NPI 1234567893: Anita Patel, MD · Internal Medicine, Sleep Medicine · 90-02 Parsons Blvd, Jamaica, NY 11432 · 718-555-0199 · active',
    );
    await order.getByRole('button', { name: 'Save' }).click();
    await expect(paperwork).toContainText('3 of 3 in. Everything Medicare needs is on file.');
    await expect(anaDesk.getByTestId('doc-written-order-state')).toHaveText(/^Received: signed .+\.$/);
    // The signed copy the office faxed back, attached: sealed on this desk, opened here only, each opening recorded.
    await paperwork
      .getByLabel('Attach the signed copy (PDF or photo)')
      .first()
      .setInputFiles({
        name: 'signed-order.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7 Standard written order, signed by Dr. Anita Patel'),
      });
    await expect(anaDesk.getByTestId('file-written-order-state')).toHaveText(
      new RegExp(`^Signed copy attached: PDF, 1 KB, by ${ana}, `),
    );
    await paperwork.getByRole('button', { name: 'Open the signed copy' }).first().click();
    const copy = paperwork.getByTestId('file-written-order-opened');
    await expect(copy.getByTitle('The signed copy of the standard written order')).toBeVisible();
    const blob = (await copy.getAttribute('data-copy')) ?? '';
    expect(await anaDesk.evaluate(async (url) => (await fetch(url)).text(), blob)).toBe(
      '%PDF-1.7 Standard written order, signed by Dr. Anita Patel',
    );
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      'Signed copy of the standard written order opened',
    );
    // Whom it was asked from and who signed it are sealed on this device; opening them is recorded.
    await anaDesk.getByRole('button', { name: 'Open the sealed details' }).click();
    await expect(sealed).toContainText(
      'Standard written order: requestedAsked fromDr. Patel’s office, fax 718-555-0199',
    );
    await expect(sealed).toContainText(
      'Standard written order: receivedSigned byDr. Anita PatelPractitioner’s NPI1234567893Diagnosis codesG47.33',
    );
    // Medicare asked (the clearinghouse's stand-in): her Medicare number opened here, her date of birth asked of her.
    const eligibility = anaDesk.getByRole('region', { name: 'Eligibility', exact: true });
    await expect(eligibility).toContainText('Not checked yet.');
    await eligibility.getByLabel('Date of birth').fill('1948-04-12');
    await eligibility.getByRole('button', { name: 'Check eligibility' }).click();
    const answer = eligibility.getByTestId('eligibility-answer');
    await expect(answer).toContainText(`Part B active: checked by ${ana}`);
    await expect(answer).toContainText('Part B is active, since Mar 1, 2019.');
    // $120 of the deductible left: month 1's $89.00 is all hers; month 2 is $31.00 of deductible and 20% of the
    // $58.00 left ($11.60): $42.60; months 3 to 13 are 20% of $89.00: $17.80.
    await expect(answer).toContainText('$120.00 of her 2026 Part B deductible is left');
    await expect(answer).toContainText('Her share from it: $89.00 of the first claim');
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      'Eligibility checked: Part B is active, since Mar 1, 2019.',
    );
    await step(anaDesk, 'Eligibility and coverage confirmed');
    expect(await track()).toMatch(/Su cobertura está revisada/);
    // Delivered with proof, never marked paid first.
    await step(anaDesk, 'Mark delivered…', (d) => d.getByRole('checkbox').check());
    let said = await track();
    expect(said).toMatch(/Su equipo está entregado.*Usted no paga nada ahora/);
    expect(said).not.toMatch(/pagad[oa]/i);

    // The claim is built from the order: her Medicare number and the written order opened on Ana's desk.
    const claims = anaDesk.getByRole('region', { name: 'Claims' });
    await expect(claims).toContainText('No claim sent yet.');
    await claims.getByLabel('Her date of birth').fill('1948-04-12');
    await claims.getByRole('button', { name: 'Send the claim for month 1 of 13' }).click();
    const claimNumber = `${number.replace(/-/g, '')}-1`;
    const claim = claims.getByTestId(`claim-${claimNumber}`);
    await expect(claim).toContainText(`Month 1 · ${claimNumber} · Sent, waiting for the DME MAC`);
    // Delivered today, in New York: the date of service.
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(claim).toContainText(`E0601 RR KH KX · 1 × · $89.00 · date of service ${today}`);
    expect(await track()).toContain('Enviamos la reclamación a Medicare (mes 1 de 13)');
    await claims.getByRole('button', { name: 'Check for Medicare’s answers' }).click();
    await expect(claim).toContainText('Accepted by the DME MAC');
    await expect(claim).toContainText('Acknowledgement/Acceptance into adjudication system');
    expect(await track()).toContain(
      'Medicare aceptó la reclamación y la está revisando. Aquí le mostraremos lo que paga.',
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    // The next reading brings Medicare's remittance (Ben, at the other desk): her $120.00 of deductible left takes
    // the whole $89.00, so Medicare pays nothing and her share, $89.00, is billed to her from it. Any reading posts
    // it, and the tests running beside this one read the same clearinghouse: it may be posted when his page opens.
    const benDesk = await desk(browser, ben, number);
    const benClaims = benDesk.getByRole('region', { name: 'Claims' });
    const check = benClaims.getByRole('button', { name: 'Check for Medicare’s answers' });
    if (await check.isVisible()) await check.click();
    await expect(benClaims.getByTestId(/^remittance-/)).toContainText('Month 1 · Posted');
    await expect(benClaims).toContainText('PR-1 $89.00: Part B deductible, hers to pay.');
    await expect(benDesk.getByRole('heading', { level: 1 })).toContainText('Share billed');
    expect(await seriousViolations(benDesk)).toEqual([]);
    said = await track();
    expect(said).toMatch(/Su factura está lista \(mes 1 de 13\).*Usted debe \$89\.00: su parte/);
    const remittance =
      'Medicare aprobó $89.00 y pagó $0.00. Su parte es $89.00: $89.00 de su deducible de la Parte B.';
    expect(said).toContain(remittance);
    expect(said).not.toMatch(/parte pagada/i);
    // She pays it herself, on Pay a Bill in Spanish, from the link on Track Order.
    await page.getByRole('link', { name: 'Pagar esta factura por internet' }).click();
    // Track Order has the same two fields: the Pay a Bill page must be the one on screen before she types.
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar una factura' })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/pay\//);
    await expect(page.getByLabel('Número de pedido')).toHaveValue(number);
    await page.getByLabel('Código postal (ZIP)').fill('11435');
    await page.getByRole('button', { name: 'Ver mi factura' }).click();
    const bill = page.getByRole('region', { name: `Pedido ${number}: $89.00 por pagar` });
    await expect(bill).toContainText(
      'Su parte del mes 1 de 13 de su alquiler, después de que Medicare pagó lo que le corresponde.',
    );
    await expect(bill.getByTestId('remittance')).toHaveText(remittance);
    await expect(page.getByRole('status').filter({ has: bill })).toBeFocused();
    await bill.getByRole('button', { name: 'Pagar $89.00 con tarjeta' }).click();
    await payOnStripe(page, { language: 'es' });
    await expect(
      page.getByRole('region', { name: `Pedido ${number}: no hay nada que pagar ahora` }),
    ).toContainText('Gracias: hasta ahora ha pagado $89.00.');
    await benDesk.reload();
    await expect(benDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      /\$89\.00 · paid by card, Stripe pi_test_/,
    );
    said = await track();
    expect(said).toMatch(
      /Su parte está pagada \(mes 1 de 13\).*La reclamación del mes que viene va a Medicare el \d{1,2} [a-z]+\.? \d{4}/,
    );

    // Month 2 is claimed on its billing date, a month after delivery, and not before.
    await benDesk.reload();
    await expect(benDesk.getByRole('region', { name: 'Claims' })).toContainText(
      /Month 2 of 13 can be claimed from \w{3} \d{1,2}, \d{4}, its billing date\./,
    );
    await expect(benDesk.getByRole('button', { name: /^Send the claim/ })).toHaveCount(0);
    // A year on, months 2 to 13 go the same way, through the back office's API, each share from its remittance:
    // month 2 is the $31.00 of deductible left and 20% of the other $58.00 ($11.60), $42.60; then $17.80.
    backdateDelivery(number, 400);
    const api = await backOffice(request);
    // Past month 3 the CPAP is paid only with her use and the re-evaluation on file: her first 30 nights at 5 hours
    // (a date,hours file), and the visit 45 days after delivery.
    const dayOf = (n: number) => storeDaysAgo(400 - n + 1);
    const firstNights = Array.from({ length: 30 }, (_, i) => `${dayOf(i + 1)},5`).join('\n');
    const imported = await api.post(`/orders/${number}/nights`, { csv: `date,hours\n${firstNights}` });
    expect(imported.status(), await imported.text()).toBe(200);
    const visit = await api.post(`/orders/${number}/documents`, {
      action: 'receive',
      kind: 're-evaluation',
      signedOn: dayOf(46),
      sealed: 'hpke2.QUJD.REVGR0g',
    });
    expect(visit.status(), await visit.text()).toBe(200);
    for (let month = 2; month <= 13; month++) {
      await claimSent(api, number, { medicareNumber: mbi, dateOfBirth: '1948-04-12' });
      expect(await remitted(api, number)).toMatchObject({
        status: 'share-billed',
        bill: month === 2 ? 4_260 : 1_780,
      });
      const moved = await api.post(`/orders/${number}/moves`, { to: 'paid', from: 'share-billed' });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    await anaDesk.reload();
    await expect(anaDesk.getByText('Month 13 of 13', { exact: true })).toBeVisible();
    await step(anaDesk, 'Close the order');
    said = await track();
    expect(said).toMatch(/Su pedido está terminado.*El equipo es suyo/);
    expect(said).toContain('Su parte pagada (mes 13 de 13)');
    const database = databaseText();
    for (const secret of [mbi, 'Anita Patel', '718-555-0199']) expect(database).not.toContain(secret);
    await cardNowhere(page);
    await anaDesk.context().close();
    await benDesk.context().close();
  });

  test('prints a delivery ticket with the items, HCPCS codes and the lines Medicare’s proof of delivery needs', async ({
    page,
  }) => {
    const number = await placedCpapForMedicare(page, '11436', MBI);
    await signInToBackOffice(page);
    await page.goto(`${BACK_OFFICE}orders/${number}`);
    await expect(page.getByRole('button', { name: 'Print the delivery ticket' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'Letter' });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Jamaica Medical Supply');
    expect(text).toContain('Delivery ticket');
    expect(text).toContain(`Order ${number}`);
    expect(text).toMatch(/Mary Jones\s+12 Hillside Ave\s+Jamaica, NY 11436/);
    expect(text).toMatch(/ResMed AirSense 10 AutoSet CPAP Machine E0601 1/);
    for (const line of [
      'Signature of the patient or her representative',
      'Date',
      'Printed name',
      'Relationship to the patient',
    ])
      expect(text).toContain(line);
    // Nothing of the screen around it, and no sealed detail.
    expect(text).not.toMatch(/Next step|Timeline|Sign out|1EG4TE5MK73/);

    // For the practitioner's office: what is still missing, then the standard written order filled in with what
    // the store knows and lines for the rest (the print dialog itself is the browser's, so it is not opened).
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page
      .getByRole('button', { name: 'Print the request and written order for the practitioner' })
      .click();
    await page.emulateMedia({ media: 'print' });
    const request = await page.pdf({ format: 'Letter' });
    const paper = (await extractText(await getDocumentProxy(new Uint8Array(request)), { mergePages: true }))
      .text;
    expect(paper).toContain('Documents requested');
    expect(paper).toMatch(/Standard written order \(for E0601\)/);
    expect(paper).toMatch(/Qualifying sleep test \(for E0601\)/);
    expect(paper).toMatch(/ResMed AirSense 10 AutoSet CPAP Machine E0601 1/);
    for (const line of [
      'Medicare number (MBI)',
      'Order date',
      'Diagnosis codes (ICD-10-CM)',
      'Practitioner’s name (printed)',
      'Practitioner’s NPI',
      'Practitioner’s signature',
    ])
      expect(paper).toContain(line);
    expect(paper).not.toMatch(/Delivery ticket|Next step|1EG4TE5MK73/);
  });

  test('exports the orders a search finds as CSV', async ({ page }) => {
    await checkout(page, [{ id: 13, quantity: 1 }], '11437');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnStripe(page, { cancel: true });
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    await signInToBackOffice(page);
    await page.getByLabel('Search').fill(number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these orders as CSV' }).click();
    const file = await (await download).path();
    const [header, row, ...rest] = readFileSync(file, 'utf8').split('\r\n');
    expect(header).toBe(
      'Order,Placed (New York),Status,Paid by,First name,Last name,Email,Phone,Address,City,State,ZIP,Total',
    );
    expect(row).toMatch(
      new RegExp(
        `^${number},".+ E[SD]T",Received,Card,Mary,Jones,mary@example.com,718-555-0100,12 Hillside Ave,Jamaica,NY,11437,45\\.00$`,
      ),
    );
    expect(rest).toEqual(['']);
    // The back office, like the store, has no serious accessibility violation: its list and an order.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sealed details open only for their own order, and a crafted one is never shown', async ({
    page,
    request,
  }) => {
    // An order whose sealed details are taken from another order (as from a backup), and one sealed with a value the
    // store never seals.
    const key = await importPublicKey(readFileSync(PUBLIC_KEY, 'utf8'));
    const send = async (orderKey: string, sealed: string) => {
      const lines = [{ id: 7, quantity: 1 }];
      const shown = orderTotals(
        [{ price: 5_900, quantity: 1, taxable: false, medicare: { eligible: true, billing: 'purchase' } }],
        'standard',
        { method: 'medicare', deductible: 'yes' },
      );
      const answer = await request.post(`${INTAKE}/orders`, {
        headers: { Origin: 'http://127.0.0.1:4310' },
        data: {
          idempotencyKey: orderKey,
          lines,
          shipping: {
            firstName: 'Ida',
            lastName: 'Moss',
            email: 'ida@example.com',
            phone: '718-555-0177',
            address: '1 Main St',
            city: 'Jamaica',
            state: 'NY',
            zipCode: '11432',
          },
          shippingMethod: 'standard',
          paymentMethod: 'medicare',
          deductible: 'yes',
          sealed: { medicare: sealed },
          shown,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return (await answer.json()).orderNumber as string;
    };
    const run = `${Date.now()}-${test.info().retry}`;
    const realKey = `real-order-${run}`;
    const real = await seal(
      key,
      { medicareNumber: MBI, physicianName: 'Dr. Anita Patel', physicianPhone: '718-555-0199' },
      realKey,
    );
    await send(realKey, real);
    const moved = await send(`moved-order-${run}`, real);
    const craftedKey = `crafted-order-${run}`;
    const crafted = await send(
      craftedKey,
      await seal(key, { medicareNumber: { nested: true } } as never, craftedKey),
    );

    await signInToBackOffice(page);
    await page.goto(`${BACK_OFFICE}orders/${moved}`);
    await page
      .getByLabel('The store’s private key file (order-private-key.jwk.json)')
      .setInputFiles(KEY_FILE);
    await page.getByRole('button', { name: 'Open the sealed details' }).click();
    const sealed = page.getByRole('region', { name: 'Sealed details' });
    await expect(sealed).toContainText('This detail does not open for this order with this key');
    await expect(sealed).not.toContainText(MBI);

    await page.goto(`${BACK_OFFICE}orders/${crafted}`);
    await page.getByRole('button', { name: 'Open the sealed details' }).click();
    await expect(sealed).toContainText('This detail cannot be read');
    // The key can be forgotten on this device, and is then asked for again.
    await page.getByRole('button', { name: 'Forget the key on this device' }).click();
    await expect(page.getByLabel('The store’s private key file (order-private-key.jwk.json)')).toBeVisible();
  });

  test('a denied claim waits in the denial queue with its next step, and the appeal is recorded from the order', async ({
    page,
    browser,
    request,
  }) => {
    const number = await placedCpapForMedicare(page, '11435', DEDUCTIBLE_MET.medicareNumber);
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number);
    // A diagnosis the DME MAC does not cover a CPAP for (Z76.89): denied as not medically necessary, no ABN.
    await claimSent(api, number, { diagnosis: 'Z76.89' });
    expect(await remitted(api, number)).toMatchObject({ status: 'claim-submitted', bill: null });

    const [ana = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    await anaDesk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Denials' })
      .click();
    await expect(anaDesk.getByRole('heading', { level: 1, name: 'Denials' })).toBeVisible();
    const entry = anaDesk.getByRole('listitem').filter({ hasText: number });
    await expect(entry).toContainText('month 1 · $89.00 · Denied');
    await expect(entry).toContainText(
      /Next step: Appeal \(redetermination\) or write off, by \w{3} \d{1,2}, \d{4}\./,
    );
    await expect(entry).toContainText(
      'CO-50 $89.00: not covered: Medicare does not find it medically necessary, the supplier’s to write off, never billed to her.',
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await entry.getByRole('link', { name: number }).click();
    const claims = anaDesk.getByRole('region', { name: 'Claims' });
    await expect(claims).toContainText('Denied by Medicare');
    await expect(claims.getByTestId(/^remittance-/)).toContainText('Month 1 · Denied');
    // A note is asked for, and nothing typed is lost when it is missing.
    await claims.getByRole('button', { name: 'Record the redetermination request' }).click();
    await expect(claims.getByRole('alert')).toHaveText('Say what was done, or why.');
    await claims.getByLabel('What was done, or why').fill('Redetermination sent with the sleep study.');
    await claims.getByRole('button', { name: 'Record the redetermination request' }).click();
    await expect(claims).toContainText(`Redetermination asked for by ${ana}`);
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      'Redetermination asked for: remittance for month 1',
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    // She is told Medicare did not pay, and that she owes nothing for it.
    expect(await tracked(page, number, '11435')).toContain(
      'Medicare did not pay this claim. We are taking it up with Medicare: you owe nothing for it.',
    );
    await anaDesk.context().close();
  });

  test('a rental’s month 1 waits in Claims due on its day, and a rental ended early prints its pickup ticket', async ({
    page,
    browser,
    request,
  }) => {
    const mbi = freshMbi();
    const number = await placedCpapForMedicare(page, '11435', mbi);
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number, { serials: [{ id: 1, serial: '23201234567' }] });

    // Delivered today: its first month is due today, as the schedule (or the button, at once) finds it.
    const [ana = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    await anaDesk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Claims due' })
      .click();
    await expect(anaDesk.getByRole('heading', { level: 1, name: 'Claims due' })).toBeVisible();
    await anaDesk.getByRole('button', { name: 'Look for claims due now' }).click();
    const entry = anaDesk.getByRole('listitem').filter({ hasText: number });
    await expect(entry).toContainText('month 1 of 13 · due today');
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await claimSent(api, number, { medicareNumber: mbi, dateOfBirth: '1948-04-12' });
    await anaDesk.reload();
    await expect(anaDesk.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
    await remitted(api, number);
    const paid = await api.post(`/orders/${number}/moves`, { to: 'paid', from: 'share-billed' });
    expect(paid.status(), await paid.text()).toBe(200);

    // Her record, from the order: her orders and what she owes across them.
    await anaDesk.goto(`${BACK_OFFICE}orders/${number}`);
    await anaDesk.getByRole('link', { name: 'Mary Jones’s record' }).click();
    await expect(anaDesk.getByRole('heading', { level: 1, name: 'Mary Jones' })).toBeVisible();
    await expect(anaDesk.getByRole('region', { name: 'Her orders' })).toContainText(number);
    expect(await seriousViolations(anaDesk)).toEqual([]);

    // She goes into hospital: the rental ends today, and its pickup ticket prints.
    await anaDesk.goto(`${BACK_OFFICE}orders/${number}`);
    const rental = anaDesk.getByRole('region', { name: 'Rental' });
    await expect(rental).toContainText(
      'ResMed AirSense 10 AutoSet CPAP Machine: month 1 of 13, billed monthly.',
    );
    // The order's page, its claims, remittance and rental, reflows at 320 px: nothing scrolls sideways.
    await anaDesk.setViewportSize({ width: 320, height: 800 });
    expect(await anaDesk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await anaDesk.setViewportSize({ width: 1280, height: 900 });
    await rental.getByRole('button', { name: 'End the rental early…' }).click();
    const ending = rental.getByRole('form', { name: 'End the rental early' });
    await ending.getByLabel('Why').selectOption('hospital');
    await ending.getByLabel('Note (optional)').fill('Her daughter hands it back at the front desk.');
    await ending.getByRole('button', { name: 'End the rental' }).click();
    await expect(rental).toContainText(
      /Ended on \w{3} \d{1,2}, \d{4}: she went into hospital or a nursing home\. Her daughter hands it back at the front desk\. No month billed after it is claimed\./,
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await anaDesk.evaluate(() => {
      window.print = () => {};
    });
    await rental.getByRole('button', { name: 'Print the pickup ticket' }).click();
    await anaDesk.emulateMedia({ media: 'print' });
    const pdf = await anaDesk.pdf({ format: 'Letter' });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Pickup ticket');
    expect(text).toContain(`Order ${number}`);
    expect(text).toMatch(/Rental ended \w{3} \d{1,2}, \d{4}/);
    // With the serial number read off the machine at delivery.
    expect(text).toMatch(/ResMed AirSense 10 AutoSet CPAP Machine E0601 1 23201234567/);
    expect(text).toContain('Her daughter hands it back at the front desk.');
    // Read as one line: a label may wrap in its column.
    for (const line of ['Signature of the patient or the person handing it back', 'Picked up by (supplier)'])
      expect(text.replace(/\s+/g, ' ')).toContain(line);
    expect(text).not.toMatch(/Delivery ticket|Next step|Timeline/);
    // She is told on Track Order that nothing more is billed and the store will call about the pickup.
    expect(await tracked(page, number, '11435')).toMatch(
      /The rental ended on \w{3} \d{1,2}, \d{4}: nothing is billed for the months after it\. We will call you to arrange picking up the equipment\./,
    );
    await anaDesk.context().close();
  });

  test('a patient in a Medicare Advantage plan is told on Track Order, in Spanish, that Original Medicare will not be billed', async ({
    page,
    request,
  }) => {
    // A nebulizer ($59.00, bought outright) billed to Medicare, her details sealed as the checkout seals them.
    const key = await importPublicKey(readFileSync(PUBLIC_KEY, 'utf8'));
    const orderKey = `advantage-order-${Date.now()}-${test.info().retry}`;
    const answer = await request.post(`${INTAKE}/orders`, {
      headers: { Origin: 'http://127.0.0.1:4310' },
      data: {
        idempotencyKey: orderKey,
        lines: [{ id: 7, quantity: 1 }],
        shipping: {
          firstName: 'Marta',
          lastName: 'Quiñones',
          email: 'marta@example.com',
          phone: '718-555-0166',
          address: '3 Elm St',
          city: 'Jamaica',
          state: 'NY',
          zipCode: '11433',
        },
        shippingMethod: 'standard',
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: {
          medicare: await seal(
            key,
            {
              medicareNumber: '3MA1AA1AA11',
              physicianName: 'Dr. Carmen Ruiz',
              physicianPhone: '718-555-0142',
            },
            orderKey,
          ),
        },
        shown: orderTotals(
          [{ price: 5_900, quantity: 1, taxable: false, medicare: { eligible: true, billing: 'purchase' } }],
          'standard',
          { method: 'medicare', deductible: 'yes' },
        ),
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const number = (await answer.json()).orderNumber as string;
    // Medicare answers (the clearinghouse's stand-in) that she is in Healthfirst's Medicare Advantage plan.
    const api = await backOffice(request);
    const checked = await api.post(`/orders/${number}/eligibility`, {
      medicareNumber: '3MA1-AA1-AA11',
      firstName: 'Marta',
      lastName: 'Quiñones',
      dateOfBirth: '1946-01-20',
    });
    expect(checked.status(), await checked.text()).toBe(200);
    expect((await checked.json()).eligibility.answer).toBe('advantage');

    await page.goto(`es/track-order/?order=${number}`);
    await expect(page.getByLabel('Número de pedido')).toHaveValue(number);
    await page.getByLabel('Código postal (ZIP)').fill('11433');
    await page.getByRole('button', { name: 'Ver el estado' }).click();
    const progress = page.getByRole('region', { name: new RegExp(`^Pedido ${number}`) });
    await expect(progress).toContainText(
      'Medicare nos indica que su cobertura es a través de un plan Medicare Advantage, por lo que este pedido no se puede facturar a Medicare Original.',
    );
    // The plan's name is hers to tell: Track Order, open to anyone with the number and ZIP code, never says it.
    await expect(progress).not.toContainText('Healthfirst');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a Spanish-speaking CPAP patient’s first nights are imported from AirView, a broken export refused by line, and she is offered help', async ({
    page,
    browser,
    request,
  }) => {
    const number = await placedCpapInSpanish(page, '11434', freshMbi());
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number);
    // Delivered nine days ago: today is day 10 of her therapy.
    backdateDelivery(number, 9);
    // AirView writes a night MM/DD/YYYY.
    const night = (day: number) => storeDaysAgo(9 - day + 1).replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2/$3/$1');
    const [ana = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    const use = anaDesk.getByRole('region', { name: 'Use in the first 90 days' });
    await expect(use).toContainText('No nights are recorded yet');
    const report = (name: string, lines: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n')),
    });
    const form = use.getByRole('form', { name: 'Import a usage report' });
    // A broken export: each bad row named by its line, and nothing of it kept.
    await form
      .getByLabel('Usage report (CSV)')
      .setInputFiles(
        report('broken.csv', [
          'Date,Usage,AHI',
          `${night(1)},2:10,3.1`,
          `${night(2)},two hours,2.0`,
          '13/40/2026,5:00,1.0',
        ]),
      );
    await form.getByRole('button', { name: 'Import' }).click();
    const refused = use.getByRole('alert');
    await expect(refused).toContainText(
      'The file was not imported: 2 rows are wrong. Correct them and import it again.',
    );
    await expect(refused.getByRole('listitem')).toHaveText([
      'Line 3: “two hours” is not a usage in hours and minutes, such as 6:42.',
      'Line 4: “13/40/2026” is not a date written MM/DD/YYYY.',
    ]);
    await expect(use).toContainText('Nights recorded0, 0 of them at 4 hours or more');
    // Her real export: nine nights, eight of them under 4 hours, one of 5 hours 5 minutes.
    const nights = Array.from({ length: 9 }, (_, i) => `${night(i + 1)},${i === 4 ? '5:05' : '2:10'},3.1`);
    await form
      .getByLabel('Usage report (CSV)')
      .setInputFiles(report('airview.csv', ['Date,Usage,AHI', ...nights]));
    await form.getByRole('button', { name: 'Import' }).click();
    await expect(use).toContainText('airview.csv imported.');
    await expect(use).toContainText('Nights recorded9, 1 of them at 4 hours or more');
    await expect(use.getByTestId('adherence-state')).toHaveText('Held until both are met.');
    await expect(use).toContainText('Under 4 hours on most of her first two weeks');
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await use.getByRole('button', { name: 'E-mail her the offer of help' }).click();
    await expect(use).toContainText('The offer of help was e-mailed to her.');
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText('offer of help');

    // The daily list: she is first among those who need a call, marked as Spanish-speaking, her offer of help noted.
    await anaDesk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'CPAP use' })
      .click();
    await expect(anaDesk.getByRole('heading', { level: 1, name: 'CPAP use, first 90 days' })).toBeVisible();
    const calls = anaDesk.getByRole('region', { name: /^Needs a call/ });
    const hers = calls.getByRole('listitem').filter({ hasText: number });
    await expect(hers).toContainText('day 10 of 90 · Spanish');
    await expect(hers).toContainText('Offered help');
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await anaDesk.setViewportSize({ width: 320, height: 800 });
    expect(await anaDesk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await anaDesk.context().close();
  });

  test('an English-speaking CPAP patient’s use is met from a date,hours file and a night entered by hand, and her re-evaluation recorded', async ({
    page,
    browser,
    request,
  }) => {
    const number = await placedCpapForMedicare(page, '11435', freshMbi());
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number);
    // Delivered 40 days ago: her first 20 nights at 6 hours in a file, the 21st entered by hand.
    backdateDelivery(number, 40);
    const day = (n: number) => storeDaysAgo(40 - n + 1);
    const [ana = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    const use = anaDesk.getByRole('region', { name: 'Use in the first 90 days' });
    const rows = Array.from({ length: 20 }, (_, i) => `${day(i + 1)},6`);
    await use.getByLabel('Usage report (CSV)').setInputFiles({
      name: 'nights.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['date,hours', ...rows].join('\n')),
    });
    await use.getByRole('button', { name: 'Import' }).click();
    await expect(use).toContainText('Nights recorded20, 20 of them at 4 hours or more');
    await expect(use.getByTestId('adherence-usage')).toContainText(
      'have 20 at 4 hours or more; 21 are needed by',
    );
    const byHand = use.getByRole('form', { name: 'Enter one night' });
    await byHand.getByLabel('Night of').fill(day(21));
    await byHand.getByLabel('Hours').fill('4');
    await byHand.getByLabel('Minutes').fill('75');
    await byHand.getByRole('button', { name: 'Record the night' }).click();
    // Nothing typed is lost: 75 minutes is refused, then corrected.
    await expect(use.getByRole('alert')).toHaveText(
      'Give the use in whole hours and minutes: 6 hours 42 minutes.',
    );
    await byHand.getByLabel('Minutes').fill('15');
    await byHand.getByRole('button', { name: 'Record the night' }).click();
    await expect(use.getByTestId('adherence-usage')).toContainText('Met on day 21');
    await expect(use.getByTestId('adherence-state')).toHaveText('Held until both are met.');

    // The re-evaluation visit, 35 days after delivery (day 36), recorded with the paperwork (who signed it sealed
    // with the store's key, loaded on this desk): both are met.
    await anaDesk
      .getByLabel('The store’s private key file (order-private-key.jwk.json)')
      .setInputFiles(KEY_FILE);
    const paperwork = anaDesk.getByRole('region', { name: 'Paperwork Medicare needs' });
    await expect(paperwork).toContainText('Needed for a later month’s claim');
    await paperwork
      .getByRole('button', { name: 'Record received: Re-evaluation visit (days 31 to 91)' })
      .click();
    const visit = paperwork.getByRole('form', {
      name: 'Record received: Re-evaluation visit (days 31 to 91)',
    });
    await visit.getByLabel('Dated').fill(day(36));
    await visit.getByLabel('Signed by').fill('Dr. Anita Patel');
    await visit.getByRole('button', { name: 'Save' }).click();
    await expect(use.getByTestId('adherence-state')).toHaveText('Both are met: the claims carry KX.');
    await expect(anaDesk.getByRole('region', { name: 'Timeline' })).toContainText(
      'Use entered for the night of',
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    await anaDesk.context().close();
  });

  test('a patient’s record shows when each of her CPAP supplies runs out and may be asked about, and records her yes to reminders', async ({
    page,
    browser,
    request,
  }) => {
    // The F20 mask and two disposable filters, billed to Medicare, delivered 22 days ago.
    await checkout(
      page,
      [
        { id: 2, quantity: 1 },
        { id: 21, quantity: 2 },
      ],
      '11432',
    );
    await page.getByRole('radio', { name: /Medicare Part B/ }).check();
    await page.getByLabel('Medicare Number').fill(freshMbi());
    await page.getByLabel('Physician Name').fill('Dr. Anita Patel');
    await page.getByLabel('Physician Phone').fill('718-555-0199');
    const number = await placed(page);
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number);
    backdateDelivery(number, 22);
    const [ana = ''] = localStaff();
    const anaDesk = await desk(browser, ana, number);
    await anaDesk.getByRole('link', { name: 'Mary Jones’s record' }).click();
    const supplies = anaDesk.getByRole('region', { name: 'Supplies and refills' });
    // Two filters at two a month last a calendar month (28 to 31 days): shipping opens 10 days before, by day 21 at
    // the latest, so 22 days in a refill may ship, and they have not run out.
    await expect(supplies.getByTestId('supply-A7038')).toContainText(
      /ResMed AirSense 10 Disposable Air Filter \(A7038\): 2 delivered .+; runs out .+\. Ask her from .+, ship from .+: a refill she asks for may ship now\. Reminder: No reminders: she has not said yes to them\.$/,
    );
    // The mask lasts three months: too soon to ask.
    await expect(supplies.getByTestId('supply-A7030')).toContainText(
      /: lasting\. Reminder: No reminders: she has not said yes to them\.$/,
    );
    await expect(supplies.getByTestId('patient-reminders')).toHaveText(
      'Refill reminders: never asked: she is sent none until she says yes.',
    );
    expect(await seriousViolations(anaDesk)).toEqual([]);
    const form = supplies.getByRole('form', { name: 'Her answer about refill reminders' });
    await form.getByRole('button', { name: 'Record her answer' }).click();
    await expect(form.getByRole('alert')).toHaveText('Say whether she wants the reminders: yes or no.');
    await form.getByLabel('Yes').check();
    await form.getByRole('button', { name: 'Record her answer' }).click();
    await expect(supplies.getByTestId('patient-reminders')).toHaveText(
      new RegExp(
        `^Refill reminders: yes, she said on \\w{3} \\d{1,2}, \\d{4} \\(recorded by ${ana.replace(/\./g, '\\.')}\\)\\.$`,
      ),
    );
    // With her yes, the filters' window is open: the hourly schedule e-mails her first reminder; the mask's waits
    // for its own window, 30 days before it runs out.
    await expect(supplies.getByTestId('supply-A7038')).toContainText(
      /Reminder: First reminder goes within the hour\.$/,
    );
    await expect(supplies.getByTestId('supply-A7030')).toContainText(
      /Ask her from (\w{3} \d{1,2}, \d{4}), .+ Reminder: First reminder from \1\.$/,
    );
    await anaDesk.setViewportSize({ width: 320, height: 800 });
    expect(await anaDesk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await anaDesk.context().close();
  });

  test('a script on the storefront cannot read the back office, even beside a signed-in staff member', async ({
    page,
  }) => {
    await signInToBackOffice(page);
    // The same browser, on the storefront's origin, as an injected or third-party script would run there.
    await page.goto('contact/');
    const tried = await page.evaluate(async (intake) => {
      const results: string[] = [];
      for (const path of ['/admin/api/orders', '/admin/api/me']) {
        try {
          const answer = await fetch(`${intake}${path}`, { credentials: 'include' });
          results.push(`read ${answer.status} ${(await answer.text()).slice(0, 40)}`);
        } catch {
          results.push('refused');
        }
      }
      const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name) : [];
      return { results, cookie: document.cookie, databases };
    }, INTAKE);
    expect(tried.results).toEqual(['refused', 'refused']);
    expect(tried.cookie).not.toContain('staff_session');
    expect(tried.databases).not.toContain('jamaica-medical-supply-back-office');
  });
});
