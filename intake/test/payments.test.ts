import Stripe from 'stripe';
import { orderRequest, paperworkIn, SEALED, startIntake, type Intake, claimSent, remitted } from './intake';
import { startPayingIntake } from './paying-intake';

const SECRET = 'whsec_test_intake_payments';
const stripe = new Stripe('sk_test_signing_only');

let paying: Awaited<ReturnType<typeof startPayingIntake>>;
let intake: Intake;
let standIn: Awaited<ReturnType<typeof startPayingIntake>>['standIn'];
/** Each event the stand-in sends, as the intake answered it. */
const answers: { type: string; status: number }[] = [];

beforeAll(async () => {
  paying = await startPayingIntake(
    SECRET,
    async (payload, header, event) => {
      const { status } = await paying.webhook(payload, header);
      answers.push({ type: event.type, status });
    },
    { RATE_LIMIT_PER_MINUTE: '5' },
  );
  ({ intake, standIn } = paying);
});
afterAll(() => paying.close());

const webhook = (payload: string, header: string | null) => paying.webhook(payload, header);
const sessionOf = (url: string) => paying.sessionOf(url);
const orderRow = (number: string) =>
  intake.db
    .prepare('SELECT status, paid_cents, refunded_cents FROM orders WHERE number = ?1')
    .bind(number)
    .first();
const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  // A claim is sent as staff send it, built from the order (claims.test.ts), and the DME MAC's answer read.
  if (to === 'claim-submitted') return claimSent(intake, number, extra);
  // Its paperwork in first, as the practitioner's office sent it (the gate is tested in documents.test.ts).
  if (to === 'confirmed') await paperworkIn(intake, number);
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
/** Every request from one address, so the limit counts them together. */
const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });

/** Two knee braces ($45 each) and a pulse oximeter ($35): $125, free standard shipping, no tax. */
async function placeCard() {
  const request = orderRequest([{ id: 13, quantity: 2 }, { id: 8 }]);
  const placed = await intake.send('/orders', request);
  expect(placed.status).toBe(201);
  return {
    request,
    ...(placed.json as { orderNumber: string; receipt: string; payment: { url: string; amount: number } }),
  };
}

describe('a card order', () => {
  it('gets a Checkout page for the intake’s own total, told only "Order …, n items"', async () => {
    const { orderNumber, payment } = await placeCard();
    expect(payment).toEqual({ url: expect.stringMatching(/\/pay\/cs_test_/), amount: 12_500 });
    const made = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(made.params).toMatchObject({
      mode: 'payment',
      client_reference_id: orderNumber,
      metadata: { order: orderNumber, for: 'order' },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '12500',
            product_data: { name: `Order ${orderNumber}, 3 items` },
          },
        },
      ],
    });
    // Thirty minutes to pay, then the page expires.
    const minutes = (Number(made.params.expires_at) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // Nothing Stripe is told names a product, the patient or her address.
    const told = JSON.stringify(standIn.requests);
    for (const word of ['Brace', 'Oximeter', 'Rosa', 'Alvarez', 'Hillside', '11432'])
      expect(told).not.toContain(word);
  });

  it('opens Stripe’s page in the language of the page she ordered from', async () => {
    const placed = await intake.send('/orders', orderRequest([{ id: 13, quantity: 2 }, { id: 8 }]), {
      headers: { 'Accept-Language': 'es-US' },
    });
    const made = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(made.params).toMatchObject({
      locale: 'es',
      line_items: [
        { price_data: { product_data: { name: `Pedido ${placed.json.orderNumber}, 3 artículos` } } },
      ],
    });
  });

  it('brings her back to the store’s site she came from, and only to one of its own', async () => {
    const from = async (site: string) => {
      const placed = await intake.send('/orders', { ...orderRequest([{ id: 13 }]), site });
      return { number: placed.json.orderNumber as string, session: sessionOf(placed.json.payment.url) };
    };
    const sub = await from('https://shop.example/store');
    expect(sub.session.success_url).toBe(
      `https://shop.example/store/checkout/?step=confirmation&order=${sub.number}&session={CHECKOUT_SESSION_ID}`,
    );
    // Another site is not the store's: Stripe sends her to the store's own address.
    const elsewhere = await from('https://evil.example/store');
    expect(elsewhere.session.success_url).toBe(
      `https://shop.example/checkout/?step=confirmation&order=${elsewhere.number}&session={CHECKOUT_SESSION_ID}`,
    );
    expect(elsewhere.session.cancel_url).toBe(
      `https://shop.example/checkout/?step=confirmation&order=${elsewhere.number}&payment=cancelled`,
    );
  });

  it('makes one Checkout page for an attempt sent 20 times at once', async () => {
    const request = orderRequest([{ id: 13 }]);
    const before = standIn.sessions.size;
    const answers = await Promise.all(Array.from({ length: 20 }, () => intake.send('/orders', request)));
    const urls = new Set(answers.map((a) => a.json.payment?.url));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(urls.size).toBe(1);
    expect(standIn.sessions.size).toBe(before + 1);
  });

  it('is paid once Stripe’s signed event says so, and the timeline names Stripe’s payment', async () => {
    const { orderNumber, receipt, payment } = await placeCard();
    const status = () => intake.send('/payments/status', { orderNumber, receipt });
    expect((await status()).json).toMatchObject({ due: 12_500, paid: 0, online: true, for: 'order' });

    const session = await standIn.pay(sessionOf(payment.url).id);
    expect(answers.at(-1)).toEqual({ type: 'checkout.session.completed', status: 200 });
    expect((await status()).json).toMatchObject({ due: 0, paid: 12_500 });
    expect((await detail(orderNumber)).timeline.at(-1)).toMatchObject({
      kind: 'payment',
      detail: `$125.00 · paid by card, Stripe ${session.payment_intent}`,
    });
    // Track Order tells her it is paid.
    const tracked = await intake.send('/track', { orderNumber, zipCode: '11432' });
    expect(tracked.json).toMatchObject({ status: 'received', paid: 12_500 });
    // Once a specialist confirms it, it is paid without anyone typing an amount.
    expect((await move(orderNumber, 'confirmed')).json.status).toBe('paid');
    // Nothing is left to pay.
    expect((await intake.send('/payments/checkout', { orderNumber, receipt })).json.message).toBe(
      `Order ${orderNumber} has nothing left to pay. Thank you.`,
    );
  });

  it('left unpaid, keeps its page until it expires, then gets a new one', async () => {
    const { orderNumber, receipt, payment } = await placeCard();
    // Back from Stripe's page without paying: the same page, while it lasts.
    const again = await intake.send('/payments/checkout', { orderNumber, receipt });
    expect(again.json.url).toBe(payment.url);
    await standIn.expire(sessionOf(payment.url).id);
    expect(answers.at(-1)).toEqual({ type: 'checkout.session.expired', status: 200 });
    expect(await orderRow(orderNumber)).toMatchObject({ status: 'received', paid_cents: 0 });
    const fresh = await intake.send('/payments/checkout', { orderNumber, receipt });
    expect(fresh.json.url).toMatch(/\/pay\/cs_test_/);
    expect(fresh.json.url).not.toBe(payment.url);
    await standIn.pay(sessionOf(fresh.json.url).id);
    expect(await orderRow(orderNumber)).toMatchObject({ paid_cents: 12_500 });
    // A receipt that is not the order's own shows nothing.
    const wrong = await intake.send('/payments/status', { orderNumber, receipt: 'A'.repeat(22) });
    expect(wrong.status).toBe(404);
  });

  it('paid from Pay a Bill instead, closes the checkout’s page and brings her back to Pay a Bill', async () => {
    const { orderNumber, payment } = await placeCard();
    const bill = await intake.send('/bills/checkout', { orderNumber, zipCode: '11432' });
    expect(bill.status).toBe(200);
    expect(bill.json.url).not.toBe(payment.url);
    // The page the checkout made can no longer be paid: the order is never paid twice.
    expect(sessionOf(payment.url).status).toBe('expired');
    expect(sessionOf(bill.json.url)).toMatchObject({
      status: 'open',
      success_url: `https://shop.example/pay/?order=${orderNumber}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://shop.example/pay/?order=${orderNumber}&payment=cancelled`,
    });
    // Asked again from Pay a Bill, the same page.
    expect((await intake.send('/bills/checkout', { orderNumber, zipCode: '11432' })).json.url).toBe(
      bill.json.url,
    );
    await standIn.pay(sessionOf(bill.json.url).id);
    expect(await orderRow(orderNumber)).toMatchObject({ paid_cents: 12_500 });
  });

  it('a page Stripe no longer knows (its stand-in restarted, say) is replaced, never reported as paid', async () => {
    const { orderNumber, payment } = await placeCard();
    standIn.sessions.delete(sessionOf(payment.url).id);
    const bill = await intake.send('/bills/checkout', { orderNumber, zipCode: '11432' });
    expect(bill.status).toBe(200);
    expect(bill.json.url).toMatch(/\/pay\/cs_test_/);
    expect(bill.json.url).not.toBe(payment.url);
    await standIn.pay(sessionOf(bill.json.url).id);
    expect(await orderRow(orderNumber)).toMatchObject({ paid_cents: 12_500 });
  });

  it('a page paid a moment ago, its webhook still on the way, is said to be paid, not offered again', async () => {
    const { orderNumber, payment } = await placeCard();
    // Stripe has taken the payment; its webhook has not reached the intake yet.
    Object.assign(sessionOf(payment.url), { status: 'complete', payment_status: 'paid' });
    const bill = await intake.send('/bills/checkout', { orderNumber, zipCode: '11432' });
    expect(bill.status).toBe(409);
    expect(bill.json.message).toBe(
      `Your payment for order ${orderNumber} has reached Stripe and is being recorded: there is nothing more to pay for it. Track Order shows it within a minute, or call us at (718) 555-0142.`,
    );
  });

  it('is refunded in part and then in whole through Stripe, each refund once', async () => {
    const { orderNumber, payment } = await placeCard();
    const session = await standIn.pay(sessionOf(payment.url).id);
    await move(orderNumber, 'confirmed');
    const part = await move(orderNumber, 'refunded', { amount: 4_500, reason: 'One brace returned' });
    expect(part.json.status).toBe('paid');
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.map((r) => r.amount)).toEqual([4_500]);
    expect(part.json.timeline.at(-1).detail).toBe(
      `$45.00 · Refunded: One brace returned · refunded to the card, Stripe ${refunds[0]!.id}`,
    );
    expect((await move(orderNumber, 'refunded', { amount: 9_000, reason: 'Too much' })).json.message).toBe(
      'At most $80.00 is left to refund.',
    );
    const whole = await move(orderNumber, 'refunded', { amount: 8_000, reason: 'Order returned' });
    expect(whole.json.status).toBe('refunded');
    expect(standIn.intents.get(session.payment_intent!)).toMatchObject({ amount_refunded: 12_500 });
    const tracked = await intake.send('/track', { orderNumber, zipCode: '11432' });
    expect(tracked.json).toMatchObject({ status: 'refunded', refunded: 12_500 });
  });
});

describe('the webhook', () => {
  const completed = async () => {
    const { orderNumber, payment } = await placeCard();
    const session = {
      ...sessionOf(payment.url),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_made_up',
    };
    const payload = JSON.stringify({
      id: `evt_test_${orderNumber}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    return { orderNumber, payload };
  };

  it('changes nothing for an unsigned, wrongly signed or stale event, and answers 400', async () => {
    const { orderNumber, payload } = await completed();
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    for (const header of [
      null,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: stale }),
      stripe.webhooks.generateTestHeaderString({ payload: payload.replace('12500', '1'), secret: SECRET }),
    ]) {
      const answer = await webhook(payload, header);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('The event is not signed by the store’s payment processor.');
    }
    expect(await orderRow(orderNumber)).toMatchObject({ paid_cents: 0 });
  });

  it('handles an event once, however often it is delivered', async () => {
    const { orderNumber, payload } = await completed();
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await webhook(payload, header)).json).toEqual({ received: true });
    expect((await webhook(payload, header)).json).toEqual({ received: true, duplicate: true });
    expect(await orderRow(orderNumber)).toMatchObject({ paid_cents: 12_500 });
    const { results } = await intake.db
      .prepare('SELECT COUNT(*) AS n FROM payments WHERE order_number = ?1')
      .bind(orderNumber)
      .all();
    expect(results).toEqual([{ n: 1 }]);
  });

  it('answers an event it does not use with 200 and changes nothing', async () => {
    const before = await intake.db.prepare('SELECT SUM(paid_cents) AS paid FROM orders').first();
    const payload = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const answer = await webhook(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    );
    expect(answer).toMatchObject({ status: 200, json: { received: true } });
    expect(await intake.db.prepare('SELECT SUM(paid_cents) AS paid FROM orders').first()).toEqual(before);
  });
});

describe('a Medicare patient’s share', () => {
  /** The CPAP, a 13-month rental, with a shower chair Medicare does not cover ($49 + 8.875% tax). */
  async function placeMixed() {
    const placed = await intake.send(
      '/orders',
      orderRequest([{ id: 1 }, { id: 16 }], {
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: { medicare: SEALED },
      }),
    );
    return placed.json as {
      orderNumber: string;
      payment: { url: string; amount: number };
      totals: { patientShare: number; total: number };
    };
  }

  it('pays the items Medicare is not billed for at checkout, and nothing of her share', async () => {
    const { payment, totals, orderNumber } = await placeMixed();
    // $49.00 and $4.35 tax, shipped free with the order.
    expect(payment.amount).toBe(5_335);
    expect(payment.amount).toBe(totals.total - totals.patientShare);
    expect(sessionOf(payment.url)).toMatchObject({
      amount_total: 5_335,
      line_items_named: [`Order ${orderNumber}, 2 items`],
    });
  });

  it('is billed by staff after Medicare pays, shown on /bills by number and ZIP, and paid on Stripe’s page', async () => {
    const { orderNumber, payment } = await placeMixed();
    await standIn.pay(sessionOf(payment.url).id);
    for (const [to, extra] of [
      ['paperwork', {}],
      ['confirmed', {}],
      ['delivered', { proofOfDelivery: true }],
      ['claim-submitted', {}],
    ] as const)
      expect((await move(orderNumber, to, extra)).json.status).toBe(to);
    // Medicare's remittance: her $120.00 of deductible left takes the CPAP's whole $89.00, all hers.
    expect((await remitted(intake, orderNumber)).status).toBe('share-billed');

    const bill = await intake.send('/bills', { orderNumber, zipCode: '11432' });
    expect(bill.json).toEqual({
      orderNumber,
      payer: 'medicare',
      for: 'share',
      due: 8_900,
      paid: 5_335,
      refunded: 0,
      month: 1,
      months: 13,
      online: true,
      remittance: { allowed: 8_900, paid: 0, share: 8_900, deductible: 8_900, coinsurance: 0, billed: 8_900 },
      // What she paid at checkout, for the items Medicare does not cover, when she paid it on Stripe's page.
      payments: [{ amount: 5_335, at: expect.any(String), for: 'order', how: 'online', month: null }],
    });
    const page = await intake.send('/bills/checkout', { orderNumber, zipCode: '11432' });
    const session = sessionOf(page.json.url);
    expect(session).toMatchObject({
      amount_total: 8_900,
      line_items_named: [`Order ${orderNumber}, balance due`],
      metadata: { order: orderNumber, for: 'share', month: '1' },
    });
    expect(session.success_url).toBe(
      `https://shop.example/pay/?order=${orderNumber}&session={CHECKOUT_SESSION_ID}`,
    );
    await standIn.pay(session.id);
    expect(await orderRow(orderNumber)).toMatchObject({ status: 'paid', paid_cents: 5_335 + 8_900 });
    const paidBill = (await intake.send('/bills', { orderNumber, zipCode: '11432' })).json;
    expect(paidBill).toMatchObject({ due: 0 });
    // Her receipt: both payments, the share for month 1, each dated when she paid it.
    expect(paidBill.payments).toEqual([
      { amount: 5_335, at: expect.any(String), for: 'order', how: 'online', month: null },
      { amount: 8_900, at: expect.any(String), for: 'share', how: 'online', month: 1 },
    ]);
    expect(Date.now() - Date.parse(paidBill.payments[1].at)).toBeLessThan(60_000);
    // Month 2 is claimed from here.
    expect((await detail(orderNumber)).claimDue).toMatchObject({ month: 2 });
  });

  it('answers a wrong ZIP code as an unknown number, and limits how often an address asks', async () => {
    const { orderNumber } = await placeMixed();
    // The limit counts by the clock's minute: the six requests below are sent within one, even on a busy machine.
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    if (toNextMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, toNextMinute + 200));
    const wrong = await intake.send('/bills', { orderNumber, zipCode: '10001' }, from('198.51.100.20'));
    const unknown = await intake.send(
      '/bills',
      { orderNumber: 'JMS-22222-22222', zipCode: '11432' },
      from('198.51.100.20'),
    );
    expect(wrong.status).toBe(404);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.message).toBe(
      'We found no order with that number and ZIP code. Check both against your confirmation or bill, or call us at (718) 555-0142.',
    );
    const more = [];
    for (let i = 0; i < 4; i++)
      more.push(await intake.send('/bills', { orderNumber, zipCode: '11432' }, from('198.51.100.20')));
    expect(more.map((m) => m.status)).toEqual([200, 200, 200, 429]);
    expect(more[3]!.json.message).toMatch(
      /^Too many requests from your connection\. Please wait \d+ seconds/,
    );
  });
});

describe('a store without a processor', () => {
  let plain: Intake;
  beforeAll(async () => {
    plain = await startIntake();
  });
  afterAll(() => plain.dispose());

  it('takes payment by phone: no page, no webhook', async () => {
    const placed = await plain.send('/orders', orderRequest([{ id: 13 }]));
    expect(placed.json.payment).toBeNull();
    const { orderNumber } = placed.json;
    const page = await plain.send('/bills/checkout', { orderNumber, zipCode: '11432' });
    expect(page.status).toBe(409);
    expect(page.json.message).toBe(
      'Card payments are taken by phone: call us at (718) 555-0142 and a specialist will take it.',
    );
    expect((await plain.send('/bills', { orderNumber, zipCode: '11432' })).json).toMatchObject({
      online: false,
      due: 4_500,
    });
    expect((await plain.send('/payments/webhook', {}, { origin: null })).status).toBe(404);
  });
});

describe('card details', () => {
  it('have no column anywhere, and no log line names one', async () => {
    const { results: tables } = await intake.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'",
      )
      .all<{ name: string }>();
    const columns: string[] = [];
    for (const { name } of tables) {
      const { results } = await intake.db.prepare(`PRAGMA table_info(${name})`).all<{ name: string }>();
      columns.push(...results.map((c: { name: string }) => `${name}.${c.name}`));
    }
    expect(columns).toContain('orders.payment_method');
    expect(columns.filter((c) => /card|cvc|cvv|expir(y|ation)|pan\b/i.test(c))).toEqual([]);
    expect([...intake.logs, ...intake.runtimeLog].join('\n')).not.toMatch(
      // A test card's number whole: four digits alone turn up in random ids and file names.
      /card_?number|\bcvc\b|\bcvv\b|4242 ?4242 ?4242 ?4242/i,
    );
  });
});
