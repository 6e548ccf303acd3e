import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  BACK_OFFICE,
  INTAKE,
  backOffice,
  backdateDelivery,
  claimSent,
  continueCheckout,
  delivered,
  expect,
  fillShipping,
  freshMbi,
  paperworkIn,
  seedCart,
  seriousViolations,
  signInToBackOffice,
  storedCart,
  storeDaysAgo,
  test,
} from './fixtures';
import { orderTotals } from '@/lib/domain/order-totals';

/** Where `npm start` keeps the patients' e-mails that wrangler wrote to files (scripts/start.mjs). */
const MAIL_DIR = '.wrangler/e2e-mail';

const words = {
  en: {
    checkout: 'checkout/?step=shipping',
    first: 'First Name',
    address: 'Address',
    email: 'Email',
    medicare: /Medicare Part B/,
    medicareNumber: 'Medicare Number',
    physician: 'Physician Name',
    physicianPhone: 'Physician Phone',
    remind: /E-mail me when it is time to reorder these supplies/,
    place: 'Place Order',
    confirmation: 'Confirmation',
    name: 'Maribel',
    greeting: 'Dear Maribel,',
    page: /^\/resupply\/\?t=/,
    need: 'Yes, I need it',
    reason: 'It is dirty and does not come clean',
    confirm: 'Yes, send it to this address',
    send: 'Send my answer',
    thanks: 'Thank you: we have your answer.',
    ordered: /^Your refill is order (JMS-[\w-]+)\. It ships from /,
    missing: 'Tell us why you need ResMed AirSense 10 Disposable Air Filter.',
    lasts: /^Your current supply should last until \w{3} \d{1,2}, \d{4}\. For each item/,
  },
  es: {
    checkout: 'es/checkout/?step=shipping',
    first: 'Nombre',
    address: 'Dirección',
    email: 'Correo electrónico',
    medicare: /Parte B de Medicare/,
    medicareNumber: 'Número de Medicare',
    physician: 'Nombre del médico',
    physicianPhone: 'Teléfono del médico',
    remind: /Envíenme un correo cuando sea hora de volver a pedir estos suministros/,
    place: 'Hacer el pedido',
    confirmation: 'Confirmación',
    name: 'Rosalía',
    greeting: 'Hola, Rosalía:',
    page: /^\/es\/resupply\/\?t=/,
    need: 'Sí, lo necesito',
    reason: 'Está sucio y no queda limpio',
    confirm: 'Sí, envíenlo a esta dirección',
    send: 'Enviar mi respuesta',
    thanks: 'Gracias: tenemos su respuesta.',
    ordered: /^Su reposición es el pedido (JMS-[\w-]+)\. Se envía a partir del /,
    missing: 'Díganos por qué necesita Filtro de aire desechable para la ResMed AirSense 10.',
    lasts: /^Su suministro actual debería durarle hasta el \d{1,2} \w{3} \d{4}\. Para cada artículo/,
  },
} as const;

/**
 * A CPAP with two disposable filters, ordered at checkout with Medicare and her yes to refill reminders ticked, in
 * `language`, from an address and e-mail of this test's own.
 */
async function orderedWithReminders(
  page: Page,
  language: 'en' | 'es',
  firstName: string,
  email: string,
  remind = true,
) {
  const w = words[language];
  await seedCart(page, [
    { id: 1, quantity: 1 },
    { id: 21, quantity: 2 },
  ]);
  await page.goto(w.checkout);
  await fillShipping(page, language);
  // A patient of this attempt's own: her name, an address no other test ships to, her e-mail.
  await page.getByRole('textbox', { name: w.first, exact: true }).fill(firstName);
  await page.getByLabel(w.address).fill(`${(Date.now() % 9000) + 1000} Hillside Avenue`);
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
  await continueCheckout(page, language === 'es' ? 'Continuar' : 'Continue');
  await page.getByRole('radio', { name: w.medicare }).check();
  await page.getByLabel(w.medicareNumber).fill(freshMbi());
  await page.getByLabel(w.physician).fill('Dr. Anita Patel');
  await page.getByLabel(w.physicianPhone).fill('718-555-0199');
  if (remind) await page.getByRole('checkbox', { name: w.remind }).check();
  await page.getByRole('button', { name: w.place }).click();
  await expect(page.getByRole('heading', { name: w.confirmation })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** The hour's schedule, run now (wrangler dev --test-scheduled), as the hourly cron would run it. */
async function runSchedule(request: APIRequestContext) {
  const ran = await request.get(`${INTAKE}/__scheduled?cron=0+*+*+*+*`);
  expect(ran.status()).toBe(200);
}

/** The newest refill reminder e-mailed with `greeting`, read from the local mail folder. */
async function reminderMail(greeting: string, since: number): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const texts = readdirSync(MAIL_DIR)
          .filter((name) => name.endsWith('.txt'))
          .sort()
          .map((name) => path.join(MAIL_DIR, name))
          .filter((file) => statSync(file).mtimeMs >= since - 1000)
          .map((file) => readFileSync(file, 'utf8'))
          .filter((text) => text.includes(greeting) && text.includes('/resupply/?t='));
        found = texts.at(-1) ?? '';
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}

for (const language of ['es', 'en'] as const) {
  test(`a ${language === 'es' ? 'Spanish' : 'English'}-speaking CPAP patient who asked for reminders is e-mailed one, answers on her refill page, and her refill ships and is claimed with KX`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const w = words[language];
    const started = Date.now();
    const email = `refill.${language}.${started}@example.com`;
    const number = await orderedWithReminders(page, language, w.name, email);
    const api = await backOffice(request);
    await paperworkIn(api, number);
    await delivered(api, number);
    // Delivered 25 days ago: her two filters (two a month) run out in about five days, so she may be asked now and
    // a refill may go now; her CPAP is in its first month.
    backdateDelivery(number, 25);
    // Her first 24 nights at 5 hours from her machine's report: 21 of them meet Medicare's rule.
    const night = (i: number) => storeDaysAgo(25 - i);
    const csv = ['date,hours', ...Array.from({ length: 24 }, (_, i) => `${night(i)},5`)].join('\n');
    const imported = await api.post(`/orders/${number}/nights`, { csv });
    expect(imported.status(), await imported.text()).toBe(200);
    expect((await imported.json()).adherence.usageMetOn).not.toBeNull();

    await runSchedule(request);
    const mail = await reminderMail(w.greeting, started);
    // Her first name and her links; nothing of the device, the supplies or why she has them.
    expect(mail).not.toMatch(/CPAP|AirSense|filter|filtro|A7038|sleep|sueño|apnea|Medicare/i);
    const link = /(https?:\/\/\S+\/resupply\/\?t=[\w-]{43})\n/.exec(mail)?.[1] ?? '';
    expect(new URL(link).pathname + new URL(link).search).toMatch(w.page);

    await page.goto(link);
    const filter = page.getByRole('group', {
      name: language === 'es' ? /Filtro de aire desechable/ : /Disposable Air Filter/,
    });
    await expect(filter).toBeVisible();
    // Two filters at two a month, delivered 25 days ago: they last about five days more.
    await expect(page.getByText(w.lasts)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await filter.getByRole('radio', { name: w.need }).check();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.missing })).toBeFocused();
    await filter.getByRole('radio', { name: w.reason }).check();
    await page.getByRole('checkbox', { name: w.confirm }).check();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible();
    const answer = (await page.getByTestId('refill-answer').textContent()) ?? '';
    const refill = w.ordered.exec(answer)?.[1] ?? '';
    expect(refill).not.toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    // The day's refill list: her refill may ship today.
    const desk = await (await browser.newContext()).newPage();
    await signInToBackOffice(desk);
    await desk.goto(`${BACK_OFFICE}refills`);
    const answered = desk.getByRole('region', { name: /^Answered: refill orders/ });
    await expect(answered.getByRole('listitem').filter({ hasText: refill })).toContainText(
      'Ready to ship today.',
    );
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.goto(`${BACK_OFFICE}orders/${refill}`);
    const record = desk.getByRole('region', { name: 'Her refill request' });
    await expect(record).toContainText(
      new RegExp(
        `^Her refill requestShe answered from her reminder’s link on \\w{3} \\d{1,2}, \\d{4}, for the supplies of order ${number},`,
      ),
    );
    await expect(record.getByRole('row', { name: /A7038/ })).toContainText('Needed: dirty');
    expect(await seriousViolations(desk)).toEqual([]);

    // Her Medicare number carried from her first order, her eligibility checked and the refill confirmed; then
    // shipped by UPS from the back office, delivered on the carrier's record with the ship date as its date of
    // service, and claimed.
    const carried = await api.post(`/orders/${refill}/medicare`, {
      from: number,
      sealed: 'hpke2.QUJD.REVGR0g',
    });
    expect(carried.status(), await carried.text()).toBe(200);
    await paperworkIn(api, refill);
    for (const to of ['paperwork', 'confirmed']) {
      const from = (await api.get(`/orders/${refill}`)).status;
      expect((await api.post(`/orders/${refill}/moves`, { to, from })).status()).toBe(200);
    }
    await desk.reload();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Order ${refill}: Confirmed`);
    await desk.getByRole('button', { name: 'Mark shipped…' }).click();
    const shipping = desk.getByRole('dialog', { name: `Mark shipped: order ${refill}` });
    await shipping.getByLabel('Carrier').selectOption('ups');
    await shipping.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await shipping.getByRole('button', { name: 'Save' }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Order ${refill}: Shipped`);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await desk.getByRole('button', { name: 'Mark delivered…' }).click();
    const delivering = desk.getByRole('dialog', { name: `Mark delivered: order ${refill}` });
    await expect(delivering.getByLabel('Date of service')).toHaveValue(today);
    await delivering.getByRole('checkbox', { name: /The carrier’s record that it was delivered/ }).check();
    expect(await seriousViolations(desk)).toEqual([]);
    await delivering.getByRole('button', { name: 'Save' }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Order ${refill}: Delivered`);
    await claimSent(api, refill);
    const claimed = await api.get(`/orders/${refill}`);
    expect(claimed.claims.at(-1)).toMatchObject({ state: 'accepted' });
    expect(
      claimed.claims.at(-1).lines.map((l: { hcpcs: string; modifiers: string[] }) => [l.hcpcs, l.modifiers]),
    ).toEqual([['A7038', ['NU', 'KX']]]);
  });
}

test('her reminders stop with one click from the e-mail’s second link', async ({ page, request }) => {
  test.slow();
  const started = Date.now();
  const email = `refill.stop.${started}@example.com`;
  const number = await orderedWithReminders(page, 'en', 'Marjorie', email);
  const api = await backOffice(request);
  await paperworkIn(api, number);
  await delivered(api, number);
  backdateDelivery(number, 25);
  await runSchedule(request);
  const mail = await reminderMail('Dear Marjorie,', started);
  const stop = /(https?:\/\/\S+\/resupply\/\?t=[\w-]{43}&stop=1)/.exec(mail)?.[1] ?? '';
  await page.goto(stop);
  const button = page.getByRole('button', { name: 'Stop my reminders' });
  await expect(button).toBeFocused();
  await button.click();
  await expect(page.getByText('Done: we will not send you more reminders.')).toBeVisible();
  const order = await api.get(`/orders/${number}`);
  expect((await api.get(`/patients/${order.patient.id}`)).reminders).toMatchObject({
    answer: 'no',
    by: 'her reminder’s link',
  });
});

test('a card customer’s reminder puts the same items in her cart in one tap', async ({ page, request }) => {
  test.slow();
  const started = Date.now();
  const lines = [{ id: 21, quantity: 2 }];
  // Two filters at $4.00, not taxable, shipped free: $8.00.
  const shown = orderTotals(
    [{ price: 400, quantity: 2, taxable: false, medicare: { eligible: true, billing: 'purchase' } }],
    'standard',
    { method: 'card', deductible: 'unsure' },
  );
  expect(shown.total).toBe(800);
  const placed = await request.post(`${INTAKE}/orders`, {
    headers: { Origin: 'http://127.0.0.1:4310' },
    data: {
      idempotencyKey: `card-refill-${started}-${test.info().retry}`,
      lines,
      shipping: {
        firstName: 'Cora',
        lastName: 'Lindqvist',
        email: `cora.${started}@example.com`,
        phone: '718-555-0133',
        address: `${(started % 9000) + 1000} Merrick Boulevard`,
        city: 'Jamaica',
        state: 'NY',
        zipCode: '11434',
      },
      shippingMethod: 'standard',
      paymentMethod: 'card',
      deductible: 'unsure',
      sealed: {},
      shown,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = (await placed.json()).orderNumber as string;
  backdateDelivery(number, 25);
  const api = await backOffice(request);
  const order = await api.get(`/orders/${number}`);
  const on = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  expect((await api.post(`/patients/${order.patient.id}/reminders`, { answer: 'yes', on })).status()).toBe(
    200,
  );
  await runSchedule(request);
  const mail = await reminderMail('Dear Cora,', started);
  await page.goto(/(https?:\/\/\S+\/resupply\/\?t=[\w-]{43})\n/.exec(mail)?.[1] ?? '');
  await expect(page.getByText('You paid for these by card.')).toBeVisible();
  await page.getByRole('button', { name: 'Add these to my cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  expect(await storedCart(page)).toEqual({ state: { lines: [{ id: 21, quantity: 2 }] }, version: 1 });
  await page.getByRole('link', { name: 'Go to my cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a patient who calls for her refill has it recorded on her record by phone, and it becomes her refill order', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const started = Date.now();
  // A CPAP and two filters by Medicare, without reminders, delivered 25 days ago: the filters run out in about five.
  const number = await orderedWithReminders(
    page,
    'en',
    'Odette',
    `refill.phone.${started}@example.com`,
    false,
  );
  const api = await backOffice(request);
  await paperworkIn(api, number);
  await delivered(api, number);
  backdateDelivery(number, 25);
  const order = await api.get(`/orders/${number}`);
  const desk = await (await browser.newContext()).newPage();
  await signInToBackOffice(desk);
  await desk.goto(`${BACK_OFFICE}patients/${order.patient.id}`);
  const supplies = desk.getByRole('region', { name: 'Supplies and refills' });
  const form = supplies.getByRole('form', {
    name: new RegExp(`^Her refill request by phone: order ${number}`),
  });
  const filters = form.getByRole('group', { name: /2 × ResMed AirSense 10 Disposable Air Filter \(A7038\)/ });
  await filters.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Who answered').fill('the patient');
  await form.getByRole('checkbox', { name: /^She confirmed it goes to / }).check();
  await form.getByRole('button', { name: 'Record her refill request' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Say why she needs ResMed AirSense 10 Disposable Air Filter: worn out, broken, dirty or lost.',
  );
  await filters.getByLabel('Why she needs it').selectOption({ label: 'Lost' });
  expect(await seriousViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Record her refill request' }).click();
  await expect(supplies.getByTestId('supply-A7038')).toContainText(
    /Reminder: Answered \w{3} \d{1,2}, \d{4}: refill order JMS-/,
  );
  await expect(form).toHaveCount(0);
  const refill = /refill order (JMS-[\w-]+)\.$/.exec(
    (await supplies.getByTestId('supply-A7038').textContent()) ?? '',
  )?.[1];
  await desk.goto(`${BACK_OFFICE}orders/${refill}`);
  const record = desk.getByRole('region', { name: 'Her refill request' });
  await expect(record).toContainText(
    /She answered by phone with the patient, recorded by [\w.]+@[\w.]+ on \w{3} \d{1,2}, \d{4}, for the supplies of order /,
  );
  await expect(record.getByRole('row', { name: /A7038/ })).toContainText('Needed: lost');
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText(
    'refill she asked for by phone with the patient, recorded by',
  );
  await desk.setViewportSize({ width: 320, height: 800 });
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
