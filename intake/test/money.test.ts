import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import {
  accessToken,
  orderRequest,
  paperworkIn,
  SEALED,
  STAFF,
  startIntake,
  type Intake,
  claimSent,
  remitted,
} from './intake';
import { startPayingIntake } from './paying-intake';

/**
 * Money that is never wrong: payments recorded only for what the intake asked, refunds recorded as Stripe made them,
 * what staff enter bounded by the order's own figures, and the store's e-mails carrying only the store's words.
 * Every figure below is worked from the catalogue: knee brace $45, pulse oximeter $35, CPAP rented at $89 a month
 * (the first month all deductible for a patient with $120 of it left), shower chair $49 + 8.875% tax.
 */

const SECRET = 'whsec_test_money';
const stripe = new Stripe('sk_test_signing_only');

let paying: Awaited<ReturnType<typeof startPayingIntake>>;
let intake: Intake;
let standIn: Awaited<ReturnType<typeof startPayingIntake>>['standIn'];
/** While true, the stand-in's events wait here instead of reaching the intake (a webhook that is late). */
let holding = false;
const held: { payload: string; header: string }[] = [];

beforeAll(async () => {
  paying = await startPayingIntake(
    SECRET,
    async (payload, header) => {
      if (holding) held.push({ payload, header });
      else await paying.webhook(payload, header);
    },
    { PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com' },
  );
  ({ intake, standIn } = paying);
});
afterAll(() => paying.close());

const webhook = (payload: string, header: string) => paying.webhook(payload, header);
/** A signed event of Stripe's form, delivered to the intake. */
async function deliver(
  type: string,
  object: unknown,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  return webhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
}

const sessionOf = (url: string) => paying.sessionOf(url);
const order = (number: string) =>
  intake.db
    .prepare('SELECT status, paid_cents, refunded_cents, bill_cents FROM orders WHERE number = ?1')
    .bind(number)
    .first<{ status: string; paid_cents: number; refunded_cents: number; bill_cents: number | null }>();
const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  // A claim is sent as staff send it, built from the order (claims.test.ts), and the DME MAC's answer read.
  if (to === 'claim-submitted') return claimSent(intake, number, extra);
  // Its paperwork in first, as the practitioner's office sent it (the gate is tested in documents.test.ts).
  if (to === 'confirmed') await paperworkIn(intake, number);
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
const track = (orderNumber: string) => intake.send('/track', { orderNumber, zipCode: '11432' });

/** Two knee braces and a pulse oximeter, by card: 2 × $45 + $35 = $125.00, free shipping, no tax. */
async function placeCard(shipping?: Record<string, string>) {
  const request = orderRequest([{ id: 13, quantity: 2 }, { id: 8 }]);
  const placed = await intake.send(
    '/orders',
    shipping ? { ...request, shipping: { ...request.shipping, ...shipping } } : request,
  );
  expect(placed.status).toBe(201);
  return placed.json as { orderNumber: string; receipt: string; payment: { url: string; amount: number } };
}

/** The CPAP alone, billed to Medicare with the deductible met: month 1 bills Medicare $89.00. */
async function placeCpap() {
  const placed = await intake.send(
    '/orders',
    orderRequest([{ id: 1 }], { paymentMethod: 'medicare', deductible: 'yes', sealed: { medicare: SEALED } }),
  );
  expect(placed.status).toBe(201);
  return placed.json.orderNumber as string;
}
/**
 * A CPAP order's month 1 claimed and Medicare's remittance posted: her $120.00 of deductible left takes the whole
 * $89.00, so Medicare pays nothing and her share, $89.00, is billed.
 */
async function cpapBilledFromRemittance() {
  const number = await placeCpap();
  for (const [to, extra] of [
    ['paperwork', {}],
    ['confirmed', {}],
    ['delivered', { proofOfDelivery: true }],
    ['claim-submitted', {}],
  ] as const)
    expect((await move(number, to, extra)).json.status).toBe(to);
  const billed = await remitted(intake, number);
  expect([billed.status, billed.bill]).toEqual(['share-billed', 8_900]);
  return number;
}
const timelineTexts = async (number: string) =>
  ((await detail(number)).timeline as { detail: string | null }[]).map((t) => t.detail ?? '');

describe('a payment counts only when it is the one the intake asked for', () => {
  /** A completed session as Stripe would send it, for an order's page, changed as a test asks. */
  async function forged(change: Record<string, unknown>) {
    const { orderNumber, payment } = await placeCard();
    const session = {
      ...sessionOf(payment.url),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
      ...change,
    };
    return { orderNumber, session };
  }

  it.each([
    [
      'a page the intake never opened',
      { id: 'cs_test_from_a_payment_link', amount_total: 1, currency: 'jpy' },
      'the store never opened this payment page',
    ],
    ['another amount', { amount_total: 1 }, 'the store asked for $125.00'],
    ['another currency', { currency: 'jpy' }, 'it is in JPY, not USD'],
  ])('changes nothing for %s, and says in the timeline what arrived and why', async (_, change, why) => {
    const { orderNumber, session } = await forged(change);
    const answer = await deliver('checkout.session.completed', session);
    expect(answer.status).toBe(200);
    expect(await order(orderNumber)).toMatchObject({ status: 'received', paid_cents: 0 });
    expect((await track(orderNumber)).json).toMatchObject({ paid: 0 });
    expect((await timelineTexts(orderNumber)).at(-1)).toMatch(
      new RegExp(`^Not applied: a Stripe payment of .*, because ${why.replace(/[$.]/g, '\\$&')}\\.$`),
    );
  });

  it('is recorded once after a failure between the event and the payment, when Stripe sends it again', async () => {
    const { orderNumber, session } = await forged({});
    const payload = JSON.stringify({
      id: `evt_test_retry_${orderNumber}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const header = () => stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    // The payment's write fails once (a full disk, a lost connection): nothing of the event may stay behind.
    await intake.db
      .prepare(
        "CREATE TRIGGER fail_payments BEFORE INSERT ON payments BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
      )
      .run();
    expect((await webhook(payload, header())).status).toBe(500);
    await intake.db.prepare('DROP TRIGGER fail_payments').run();
    expect(
      await intake.db
        .prepare('SELECT id FROM payment_events WHERE id = ?1')
        .bind(`evt_test_retry_${orderNumber}`)
        .first(),
    ).toBeNull();
    // Stripe retries: the payment is recorded, once.
    expect((await webhook(payload, header())).json).toEqual({ received: true });
    expect((await webhook(payload, header())).json).toEqual({ received: true, duplicate: true });
    expect(await order(orderNumber)).toMatchObject({ paid_cents: 12_500 });
  });

  it('paid on a page of an order cancelled meanwhile, is refunded at once, and Track Order says so', async () => {
    const { orderNumber, payment } = await placeCard();
    const session = sessionOf(payment.url);
    expect((await move(orderNumber, 'cancelled', { reason: 'Patient changed her mind' })).json.status).toBe(
      'cancelled',
    );
    // Cancelling expired the page at Stripe first.
    expect(session.status).toBe('expired');
    // A payment that crossed the cancellation at Stripe still arrives: it is returned whole, at once.
    Object.assign(session, { status: 'open', url: payment.url });
    await standIn.pay(session.id);
    expect(await order(orderNumber)).toMatchObject({
      status: 'cancelled',
      paid_cents: 12_500,
      refunded_cents: 12_500,
    });
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.map((r) => r.amount)).toEqual([12_500]);
    const texts = await timelineTexts(orderNumber);
    expect(texts).toContain(
      '$125.00 of it is refunded at once: the order was cancelled before this page was paid.',
    );
    expect(texts.at(-1)).toBe(
      `$125.00 · Refunded: returned at once: the order was cancelled before this page was paid · refunded to the card, Stripe ${refunds[0]!.id}`,
    );
    expect((await track(orderNumber)).json).toMatchObject({
      status: 'cancelled',
      paid: 12_500,
      refunded: 12_500,
    });
  });

  it('paid by phone, expires the open page first, so it cannot be paid twice', async () => {
    const { orderNumber, payment } = await placeCard();
    await move(orderNumber, 'confirmed');
    expect((await move(orderNumber, 'paid', { amount: 12_500 })).json.status).toBe('paid');
    expect(sessionOf(payment.url).status).toBe('expired');
    expect((await intake.send('/bills', { orderNumber, zipCode: '11432' })).json).toMatchObject({ due: 0 });
  });

  it('refuses to cancel while a page is being paid, until its payment has arrived', async () => {
    const { orderNumber, payment } = await placeCard();
    holding = true;
    await standIn.pay(sessionOf(payment.url).id);
    holding = false;
    const refused = await move(orderNumber, 'cancelled', { reason: 'Duplicate order' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Order ${orderNumber} is being paid on Stripe’s page right now. Wait a minute for the payment to arrive, reload the order and try again.`,
    );
    const late = held.pop()!;
    await webhook(late.payload, late.header);
    expect(await order(orderNumber)).toMatchObject({ status: 'received', paid_cents: 12_500 });
  });
});

describe('refunds, recorded as made', () => {
  async function paidCard() {
    const placed = await placeCard();
    const session = await standIn.pay(sessionOf(placed.payment.url).id);
    await move(placed.orderNumber, 'confirmed');
    return { number: placed.orderNumber, intent: session.payment_intent! };
  }
  const stripeRefunds = (intent: string) =>
    [...standIn.refunds.values()].filter((r) => r.payment_intent === intent);

  it('10 partial refunds asked at once: each one Stripe made is recorded once, and nothing more', async () => {
    const { number, intent } = await paidCard();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        intake.staff(`/orders/${number}/moves`, {
          to: 'refunded',
          from: 'paid',
          amount: 1_009,
          reason: 'Part returned',
        }),
      ),
    );
    for (const a of answers.filter((a) => a.status !== 200))
      expect(a.json.message).toBe(
        `Another refund of order ${number} is being made right now. Wait for it to finish, reload the order and try again.`,
      );
    const made = stripeRefunds(intent);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBe(answers.filter((a) => a.status === 200).length);
    const recorded = (await timelineTexts(number)).filter((t) =>
      t.startsWith('$10.09 · Refunded: Part returned'),
    );
    expect(recorded).toEqual(
      made.map((r) => `$10.09 · Refunded: Part returned · refunded to the card, Stripe ${r.id}`),
    );
    expect((await order(number))!.refunded_cents).toBe(made.length * 1_009);
    expect(standIn.intents.get(intent)!.amount_refunded).toBe(made.length * 1_009);
  });

  it('never returns more than was paid, and shows Stripe’s reason when it refuses', async () => {
    const { number } = await paidCard();
    expect((await move(number, 'refunded', { amount: 12_501, reason: 'Too much' })).json.message).toBe(
      'At most $125.00 is left to refund.',
    );
    standIn.refuseRefunds('Charge ch_test_x has been disputed; it cannot be refunded.');
    const refused = await move(number, 'refunded', { amount: 4_500, reason: 'One brace returned' });
    standIn.refuseRefunds(null);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'Stripe refused the refund: Charge ch_test_x has been disputed; it cannot be refunded.',
    );
    expect(await order(number)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    // The claim was given back: the next refund goes through.
    expect((await move(number, 'refunded', { amount: 4_500, reason: 'One brace returned' })).status).toBe(
      200,
    );
  });

  it('records a refund made in Stripe’s dashboard once, with Stripe’s id', async () => {
    const { number, intent } = await paidCard();
    const made = await standIn.dashboardRefund(intent, 3_500);
    expect(await order(number)).toMatchObject({ status: 'paid', refunded_cents: 3_500 });
    expect((await timelineTexts(number)).at(-1)).toBe(
      `$35.00 · Refunded: in Stripe’s dashboard · refunded to the card, Stripe ${made.id}`,
    );
    // The same event again, or another about the same charge, adds nothing.
    await standIn.send('charge.refunded', { id: 'ch_again', object: 'charge', payment_intent: intent });
    expect(await order(number)).toMatchObject({ refunded_cents: 3_500 });
  });
});

describe('amounts bounded by the order, and correctable', () => {
  it('takes neither what Medicare paid nor her share typed: both come from the remittance', async () => {
    const number = await placeCpap();
    for (const to of ['paperwork', 'confirmed']) await move(number, to);
    await move(number, 'delivered', { proofOfDelivery: true });
    await move(number, 'claim-submitted');
    const typed = await move(number, 'medicare-paid', { amount: 5_000_000 });
    expect(typed.status).toBe(422);
    expect(typed.json.message).toBe(
      'Medicare’s payment is posted from its remittance (the 835) when the DME MAC sends it: nothing is typed. Check for Medicare’s answers under Claims.',
    );
    expect((await remitted(intake, number)).bill).toBe(8_900);
    // Voided, then billed again: "2700" typed for $27.00 is refused; the share is the remittance's, $89.00.
    await intake.staff(`/orders/${number}/bill`, { action: 'void', reason: 'Billed again below' });
    const share = await move(number, 'share-billed', { amount: 270_000 });
    expect(share.status).toBe(422);
    expect(share.json.message).toBe(
      'Her share for month 1 is $89.00, from Medicare’s remittance: it is billed as it is, not typed.',
    );
    expect((await move(number, 'share-billed')).json).toMatchObject({ status: 'share-billed', bill: 8_900 });
  });

  it('refuses a phone payment above what is owed, and records a part payment as a part', async () => {
    const { orderNumber } = await placeCard();
    await move(orderNumber, 'confirmed');
    const million = await move(orderNumber, 'paid', { amount: 100_000_000 });
    expect(million.json.message).toBe(
      `Order ${orderNumber} owes $125.00: a payment of $1,000,000.00 cannot be recorded. Record what was taken; a part payment is recorded as a part.`,
    );
    const part = await move(orderNumber, 'paid', { amount: 5_000 });
    expect(part.json).toMatchObject({ status: 'confirmed', paid: 5_000 });
    expect(part.json.timeline.at(-1).detail).toBe('$50.00 · taken by phone, part payment: $75.00 still owed');
    expect((await move(orderNumber, 'paid', { amount: 7_500 })).json).toMatchObject({
      status: 'paid',
      paid: 12_500,
    });
  });

  it('corrects a bill before it is paid: the patient is e-mailed, the old page closed, Pay a Bill shows the new amount', async () => {
    const number = await cpapBilledFromRemittance();
    const page = await intake.send('/bills/checkout', { orderNumber: number, zipCode: '11432' });
    const oldPage = sessionOf(page.json.url);
    expect(oldPage.amount_total).toBe(8_900);
    const corrected = await intake.staff(`/orders/${number}/bill`, {
      action: 'correct',
      amount: 6_000,
      reason: 'Her Medigap plan paid $29.00 of it',
    });
    expect(corrected.json).toMatchObject({ status: 'share-billed', bill: 6_000 });
    expect((corrected.json.timeline as { detail: string }[]).map((t) => t.detail)).toContain(
      '$60.00 · Her Medigap plan paid $29.00 of it · bill corrected from $89.00',
    );
    expect(oldPage.status).toBe('expired');
    expect((await intake.send('/bills', { orderNumber: number, zipCode: '11432' })).json).toMatchObject({
      due: 6_000,
    });
    const fresh = sessionOf(
      (await intake.send('/bills/checkout', { orderNumber: number, zipCode: '11432' })).json.url,
    );
    expect(fresh.amount_total).toBe(6_000);
    // Bounded by the remittance: $89.00 is all that is hers.
    expect(
      (await intake.staff(`/orders/${number}/bill`, { action: 'correct', amount: 8_901, reason: 'x' }))
        .status,
    ).toBe(422);
    await standIn.pay(fresh.id);
    expect(await order(number)).toMatchObject({ status: 'paid', bill_cents: null });
    // A paid bill is no longer corrected.
    expect(
      (await intake.staff(`/orders/${number}/bill`, { action: 'void', reason: 'Too late' })).status,
    ).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    const log = intake.runtimeLog.join('\n');
    expect(log).toContain(`Subject: A corrected bill for your order ${number}`);
  });

  it('voids a bill before it is paid, back to Medicare paid, and records "nothing to bill" as such', async () => {
    const number = await cpapBilledFromRemittance();
    const voided = await intake.staff(`/orders/${number}/bill`, {
      action: 'void',
      reason: 'Her Medigap plan pays it',
    });
    expect(voided.json).toMatchObject({ status: 'medicare-paid', bill: null });
    const nothing = await move(number, 'paid');
    expect(nothing.json).toMatchObject({ status: 'paid', paid: 0 });
    expect(nothing.json.timeline.at(-1).detail).toBe('nothing to bill');
    expect(nothing.json.timeline.at(-1).detail).not.toMatch(/\$0\.00|phone/);
  });

  it('refuses to claim a rental’s month 2 before its billing date, naming the date', async () => {
    const number = await cpapBilledFromRemittance();
    await move(number, 'paid');
    const delivered = (await detail(number)).rental.deliveredAt as string;
    const due = new Date(delivered);
    due.setUTCMonth(due.getUTCMonth() + 1);
    const early = await move(number, 'claim-submitted');
    expect(early.status).toBe(422);
    const day = due.toLocaleDateString('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(early.json.message).toBe(
      `Month 2 of order ${number} can be claimed from ${day}, its billing date, not before.`,
    );
    // On its date it can.
    const before = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await intake.db
      .prepare('UPDATE orders SET delivered_at = ?2 WHERE number = ?1')
      .bind(number, before)
      .run();
    expect((await move(number, 'claim-submitted')).json).toMatchObject({
      status: 'claim-submitted',
      rental: { month: 2 },
    });
  });
});

describe('the store’s e-mails say only the store’s words', () => {
  const sentTexts = () =>
    [...intake.runtimeLog.join('\n').matchAll(/Text: (\S+)/g)].map((m) => readFileSync(m[1] ?? '', 'utf8'));

  it('send a receipt once a payment is recorded: its amount and when she paid, nothing of what it was for', async () => {
    const before = sentTexts().length;
    const { orderNumber, payment } = await placeCard();
    await standIn.pay(sessionOf(payment.url).id);
    await new Promise((r) => setTimeout(r, 300));
    const log = intake.runtimeLog.join('\n');
    expect(log).toContain(`Subject: Your payment for order ${orderNumber}`);
    const receipt = sentTexts()
      .slice(before)
      .find((t) => t.includes('This e-mail is your receipt'))!;
    // The $125.00 the intake asked Stripe for, at a time on the store's clock.
    expect(receipt).toMatch(
      new RegExp(
        `we received your payment of \\$125\\.00 for order ${orderNumber}, made [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M \\(Eastern time\\)`,
      ),
    );
    expect(receipt).not.toMatch(/brace|oximeter|knee/i);
    expect((await timelineTexts(orderNumber)).at(-1)).toBe('payment receipt');
  });

  it('greets without a "name" that carries a line break and a link', async () => {
    const before = sentTexts().length;
    const { orderNumber } = await placeCard({
      firstName: 'Rosa\nYour account is locked: http://evil.example',
    });
    await new Promise((r) => setTimeout(r, 300));
    const mail = sentTexts()
      .slice(before)
      .find((t) => t.includes(orderNumber))!;
    expect(mail).toMatch(/^Hello,\n/);
    expect(mail).not.toMatch(/evil|locked/);
  });

  it('greets by a name that is one, accents, hyphens and apostrophes included', async () => {
    const before = sentTexts().length;
    const { orderNumber } = await placeCard({ firstName: 'María-José O’Neil' });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      sentTexts()
        .slice(before)
        .find((t) => t.includes(orderNumber)),
    ).toMatch(/^Dear María-José O’Neil,\n/);
  });

  it('refuses an e-mail address with a query that would add a Cc and a body', async () => {
    const request = orderRequest([{ id: 13 }]);
    const placed = await intake.send('/orders', {
      ...request,
      shipping: { ...request.shipping, email: 'rosa@example.com?cc=boss@example.com&body=Pay%20now' },
    });
    expect(placed.status).toBe(422);
    expect(placed.json.message).toBe('Email must be an address like name@example.com.');
    const message = await intake.send('/messages', {
      name: 'Rosa',
      email: 'rosa?cc=x@example.com',
      subject: 'Hello',
      message: 'A question',
    });
    expect(message.status).toBe(422);
  });

  it('refuses a card number typed into the address, in the shopper’s language, and keeps nothing', async () => {
    const request = orderRequest([{ id: 13 }]);
    const refused = await intake.send('/orders', {
      ...request,
      shipping: { ...request.shipping, address: '4242 4242 4242 4242 Hillside Avenue' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'This looks like a card number. We never take cards here: pay on Stripe’s page or call us.',
    );
    const spanish = await intake.send(
      '/messages',
      {
        name: 'Rosa',
        email: 'rosa@example.com',
        subject: 'Pago',
        message: 'Mi tarjeta es 5555-5555-5555-4444',
      },
      { headers: { 'Accept-Language': 'es' } },
    );
    expect(spanish.json.message).toBe(
      'Esto parece un número de tarjeta. Aquí nunca recibimos tarjetas: pague en la página de Stripe o llámenos.',
    );
    const kept = await intake.db
      .prepare("SELECT COUNT(*) AS n FROM orders WHERE shipping_json LIKE '%4242 4242%'")
      .first();
    expect(kept).toEqual({ n: 0 });
    // A phone number or a ZIP code is no card number; neither is a 16-digit number that fails the card check.
    const fine = await intake.send('/orders', {
      ...request,
      shipping: { ...request.shipping, address: '1234 5678 9012 3456 Main St' },
    });
    expect(fine.status).toBe(201);
  });
});

describe('sessions end when they end', () => {
  it('a local session cookie opens nothing after Sign out, even copied', async () => {
    const local = await startIntake({
      ACCESS_TEAM_DOMAIN: '',
      ACCESS_AUD: '',
      STAFF_SIGN_IN: 'local',
      STAFF_EMAILS: STAFF.join(','),
    });
    // wrangler dev answers on 127.0.0.1; the local sign-in is only there.
    const at = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
      local.sendTo(`http://127.0.0.1${path}`, init);
    const signedIn = await at('/admin/api/sign-in', { method: 'POST', body: { email: STAFF[0] } });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    expect((await at('/admin/api/me', { cookie })).status).toBe(200);
    await at('/admin/api/sign-out', { method: 'POST', cookie, body: {} });
    const after = await at('/admin/api/me', { cookie });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('Choose who you are to sign in.');
    await local.dispose();
  });

  it('an Access token without an expiry, or living more than a day, is refused', async () => {
    for (const token of [
      await accessToken(STAFF[0], { expiresIn: null }),
      await accessToken(STAFF[0], { expiresIn: '30d' }),
    ]) {
      const answer = await intake.staff('/orders', undefined, { token });
      expect(answer.status).toBe(401);
      expect(answer.json.orders).toBeUndefined();
    }
  });

  it.each([
    ['a team without an audience', { ACCESS_AUD: '' }, 'ACCESS_AUD is missing'],
    ['an audience without a team', { ACCESS_TEAM_DOMAIN: '' }, 'ACCESS_TEAM_DOMAIN is missing'],
  ])(
    'half-configured Access (%s) refuses every request with a sentence, even on this machine',
    async (_, vars, missing) => {
      const half = await startIntake({ ...vars, STAFF_SIGN_IN: 'local', STAFF_EMAILS: STAFF.join(',') });
      const answer = await half.sendTo('http://127.0.0.1/admin/api/orders');
      await half.dispose();
      expect(answer.status).toBe(503);
      expect(answer.json.message).toContain(`half set up: ${missing}`);
    },
  );

  it('opens sealed details only by a POST from the back office’s own page, each opening recorded', async () => {
    const number = await placeCpap();
    const opened = async () =>
      ((await detail(number)).timeline as { kind: string }[]).filter((t) => t.kind === 'opened').length;
    const token = await accessToken();
    // A cross-site GET, or a GET of any kind, adds nothing.
    const get = await intake.send(`/admin/api/orders/${number}/sealed`, null, {
      method: 'GET',
      origin: 'https://evil.example',
      headers: { 'Cf-Access-Jwt-Assertion': token },
    });
    expect(get.status).toBe(403);
    expect((await intake.staff(`/orders/${number}/sealed`)).status).toBe(404);
    // A POST without the page's origin is refused too.
    const bare = await intake.send(
      `/admin/api/orders/${number}/sealed`,
      {},
      { origin: null, headers: { 'Cf-Access-Jwt-Assertion': token } },
    );
    expect(bare.status).toBe(403);
    expect(await opened()).toBe(0);
    expect((await intake.staff(`/orders/${number}/sealed`, {})).json.medicare).toBe(SEALED);
    expect(await opened()).toBe(1);
  });
});

describe('search that cannot fail, junk that can be cleared', () => {
  it('answers a search of 100 characters with nothing, not an error, in the list and the CSV', async () => {
    const q = encodeURIComponent('Alvarez '.repeat(13).slice(0, 100));
    const list = await intake.staff(`/orders?q=${q}`);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ orders: [], total: 0 });
    expect((await intake.staff(`/orders.csv?q=${q}`)).status).toBe(200);
  });

  it('finds a patient without accents, last name first, with a curly apostrophe, by a phone with +1', async () => {
    const { orderNumber } = await placeCard({
      firstName: 'Inés',
      lastName: 'O’Connor Núñez',
      phone: '(347) 555-0111',
    });
    const find = async (q: string) =>
      (
        (await intake.staff(`/orders?q=${encodeURIComponent(q)}`)).json.orders as { orderNumber: string }[]
      ).map((o) => o.orderNumber);
    for (const q of ['ines', "o'connor nunez, ines", 'O’CONNOR', '+1 347 555 0111'])
      expect(await find(q)).toContain(orderNumber);
  });

  it('sets junk orders aside together: cancelled with the reason, hidden from the list unless asked for', async () => {
    const junk = [];
    for (let i = 0; i < 3; i++) junk.push((await placeCard({ lastName: 'Zzjunk' })).orderNumber);
    const set = await intake.staff('/orders/junk', { orders: junk, reason: 'Made-up orders from a script' });
    expect(set.json).toEqual({ junk: 3 });
    for (const n of junk) expect(await order(n)).toMatchObject({ status: 'cancelled' });
    expect((await detail(junk[0]!)).timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      detail: 'Junk: Made-up orders from a script',
    });
    expect((await intake.staff('/orders?q=zzjunk')).json.total).toBe(0);
    expect((await intake.staff('/orders?q=zzjunk&junk=only')).json.total).toBe(3);
    expect((await intake.staff('/orders?q=zzjunk&junk=show')).json.orders).toHaveLength(3);
    // An order with money on it is not junk: nothing is set aside.
    const paid = await placeCard({ lastName: 'Zzpaid' });
    await standIn.pay(sessionOf(paid.payment.url).id);
    const refused = await intake.staff('/orders/junk', { orders: [paid.orderNumber], reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Order ${paid.orderNumber} has money paid on it: refund it first, or leave it out. Nothing was set aside.`,
    );
  });
});
