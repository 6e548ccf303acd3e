import { orderRequest, SEALED, startIntake, type Intake } from './intake';
import { TEST_CATALOG_SIZE } from './paths';

const CPAP = { id: 1 };
const BRACE = { id: 13 };
const OXIMETER = { id: 8 };
const SHOWER_CHAIR = { id: 16 };
const order = (
  lines: Parameters<typeof orderRequest>[0] = [CPAP],
  change?: Parameters<typeof orderRequest>[1],
) => orderRequest(lines, change);

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const count = async (table: string) =>
  (await intake.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe('placing an order', () => {
  it('stores a one-line card order and answers with a readable number no one can guess', async () => {
    const before = await count('orders');
    const sent = order();
    const { status, json } = await intake.send('/orders', sent);
    expect(status).toBe(201);
    expect(json.orderNumber).toMatch(/^JMS-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(json.status).toBe('received');
    // $899 CPAP, free standard shipping, no tax on medical equipment.
    expect(json.totals).toMatchObject({ subtotal: 89_900, shipping: 0, tax: 0, total: 89_900 });
    expect(await count('orders')).toBe(before + 1);
    const row = await intake.db
      .prepare('SELECT sealed_medicare, zip5, status, due_now_cents FROM orders WHERE number = ?1')
      .bind(json.orderNumber)
      .first();
    expect(row).toEqual({ sealed_medicare: null, zip5: '11432', status: 'received', due_now_cents: 89_900 });
    // Without a processor nothing is paid online: a specialist takes payment by phone.
    expect(json.payment).toBeNull();
  });

  it('gives different orders different numbers', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) numbers.add((await intake.send('/orders', order())).json.orderNumber);
    expect(numbers.size).toBe(5);
  });

  it('stores an order of 50 different lines, each priced from the catalogue', async () => {
    // The test catalogue: real products 1–16, then copies of them in order.
    const lines = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, quantity: 2 }));
    const { status, json } = await intake.send('/orders', order(lines));
    expect(json.message).toBeUndefined();
    expect(status).toBe(201);
    const stored = await intake.db
      .prepare(
        'SELECT COUNT(*) AS n, SUM(quantity * unit_cents) AS cents FROM order_lines WHERE order_number = ?1',
      )
      .bind(json.orderNumber)
      .first();
    expect(stored).toEqual({ n: 50, cents: json.totals.subtotal });
    expect(TEST_CATALOG_SIZE).toBeGreaterThanOrEqual(50);
  });

  it('stores a Medicare order with its sealed Medicare details and no card', async () => {
    const sent = order([CPAP, OXIMETER], {
      paymentMethod: 'medicare',
      deductible: 'yes',
      sealed: { medicare: SEALED },
    });
    const { status, json } = await intake.send('/orders', sent);
    expect(status).toBe(201);
    // The CPAP is rented at $89 a month: with the deductible met the first month's share is $17.80, and the
    // $35 oximeter is paid as usual.
    expect(json.totals).toMatchObject({
      billedToMedicare: 89_900,
      medicareApproved: 8_900,
      patientShare: 1_780,
      total: 3_500 + 1_780,
    });
    const row = await intake.db
      .prepare('SELECT sealed_medicare, payment_method FROM orders WHERE number = ?1')
      .bind(json.orderNumber)
      .first();
    expect(row).toEqual({ sealed_medicare: SEALED, payment_method: 'medicare' });
    // The back office sees the month-by-month figures she was shown: met, 20% of $89 for 13 months.
    expect((await intake.staff(`/orders/${json.orderNumber}`)).json.schedule).toEqual({
      steps: [{ from: 1, to: 13, share: 1_780 }],
      lastMonth: 13,
      owns: 'all',
      unconfirmed: false,
    });
  });

  it('keeps one order for one attempt key, however often and however fast it is sent', async () => {
    const before = await count('orders');
    const sent = order([BRACE]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => intake.send('/orders', sent)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json.orderNumber)).size).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    expect(await count('orders')).toBe(before + 1);
    const lines = await intake.db
      .prepare('SELECT COUNT(*) AS n FROM order_lines WHERE order_number = ?1')
      .bind(answers[0]!.json.orderNumber)
      .first<{ n: number }>();
    expect(lines?.n).toBe(1);
  });

  it('refuses the same attempt key sent again with other details', async () => {
    const first = order([BRACE]);
    await intake.send('/orders', first);
    const changed = order([{ ...BRACE, quantity: 2 }], { idempotencyKey: first.idempotencyKey });
    const { status, json } = await intake.send('/orders', changed);
    expect(status).toBe(409);
    expect(json.message).toMatch(/already sent with other details/);
  });

  it('refuses corrected sealed details under the same attempt key instead of keeping the first ones', async () => {
    const first = order([CPAP], { paymentMethod: 'medicare', sealed: { medicare: SEALED } });
    const placed = await intake.send('/orders', first);
    const corrected = { ...first, sealed: { medicare: 'hpke2.Q09SUkVDVEVE.TkVXRVI' } };
    const { status, json } = await intake.send('/orders', corrected);
    expect(status).toBe(409);
    expect(json.message).toBe(
      `This order attempt was already sent with other details, as order ${placed.json.orderNumber}. Reload the checkout to start a new order, or call us at (718) 555-0142.`,
    );
    const kept = await intake.db
      .prepare('SELECT sealed_medicare FROM orders WHERE number = ?1')
      .bind(placed.json.orderNumber)
      .first();
    expect(kept).toEqual({ sealed_medicare: SEALED });
  });

  it('refuses a sealed detail that is not a ciphertext string, such as an object', async () => {
    const crafted = {
      ...order([CPAP], { paymentMethod: 'medicare' }),
      sealed: { medicare: { number: '1EG4TE5MK73' } },
    };
    const { status, json } = await intake.send('/orders', crafted);
    expect(status).toBe(422);
    expect(json.message).toBe('Sealed details must be sealed in the browser before they are sent.');
    expect(JSON.stringify(await intake.db.prepare('SELECT * FROM orders').all())).not.toContain('1EG4');
  });
});

describe('refusing an order', () => {
  it('refuses a tampered price with the real figures, and stores nothing', async () => {
    const before = await count('orders');
    const sent = order([CPAP]);
    sent.shown = { ...sent.shown, subtotal: 100, total: 108 };
    const { status, json } = await intake.send('/orders', sent);
    expect(status).toBe(409);
    expect(json.message).toMatch(/^Prices have changed.*\$899\.00.*Nothing was charged/);
    expect(json.totals.total).toBe(89_900);
    expect(json.prices).toEqual([{ id: 1, price: 89_900 }]);
    expect(await count('orders')).toBe(before);
  });

  it('charges New York’s 8.875% on a taxable item only', async () => {
    const { status, json } = await intake.send('/orders', order([CPAP, SHOWER_CHAIR]));
    expect(status).toBe(201);
    // 8.875% of the $49 shower chair is $4.35; the CPAP is exempt.
    expect(json.totals).toMatchObject({ taxable: 4_900, tax: 435, total: 89_900 + 4_900 + 435 });
  });

  it('refuses a Medicare share worked out with another answer about the deductible', async () => {
    const sent = order([BRACE], {
      paymentMethod: 'medicare',
      deductible: 'yes',
      sealed: { medicare: SEALED },
    });
    const notMet = order([BRACE], {
      paymentMethod: 'medicare',
      deductible: 'no',
      sealed: { medicare: SEALED },
    });
    // Met: 20% of $45 = $9.00; not met, the whole $45 goes to the deductible.
    expect([sent.shown.patientShare, notMet.shown.patientShare]).toEqual([900, 4_500]);
    const { status, json } = await intake.send('/orders', { ...sent, shown: notMet.shown });
    expect(status).toBe(409);
    expect(json.totals.patientShare).toBe(900);
  });

  it('names a product the store does not sell', async () => {
    const { status, json } = await intake.send('/orders', order([CPAP, { ...CPAP, id: 9999 }]));
    expect(status).toBe(422);
    expect(json.message).toBe(
      'Product 9999 is not sold by the store. Remove it from your cart and try again.',
    );
  });

  it.each([
    [0, 'A quantity must be at least 1.'],
    [1000, 'A quantity must be at most 999.'],
    [1.5, 'A quantity must be a whole number.'],
  ])('refuses a quantity of %s', async (quantity, message) => {
    const { status, json } = await intake.send('/orders', order([{ ...CPAP, quantity }]));
    expect(status).toBe(422);
    expect(json.message).toBe(message);
  });

  it('refuses more than 50 lines', async () => {
    const lines = Array.from({ length: 51 }, (_, i) => ({ ...CPAP, id: i + 1 }));
    const sent = order([CPAP]);
    sent.lines = lines.map(({ id }) => ({ id, quantity: 1 }));
    const { status, json } = await intake.send('/orders', sent);
    expect(status).toBe(422);
    expect(json.message).toBe('An order can hold at most 50 different items.');
  });

  it('refuses a field that is too long, and a field it does not know', async () => {
    const long = order();
    long.shipping.firstName = 'A'.repeat(101);
    expect((await intake.send('/orders', long)).json.message).toBe(
      'First Name must be at most 100 characters.',
    );
    const extra = { ...order(), coupon: 'FREE' };
    const refused = await intake.send('/orders', extra);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Unknown field: coupon.');
  });

  it('refuses card details in any form, and an order without the details its payment needs', async () => {
    for (const card of ['4111111111111111', SEALED, { number: '4111111111111111', cvc: '123' }]) {
      const refused = await intake.send('/orders', order([CPAP], { sealed: { card } as never }));
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe(
        'The store never takes card details: a card is entered on Stripe’s secure page, or given to a specialist by phone.',
      );
    }
    const none = order([CPAP], { paymentMethod: 'medicare', sealed: {} });
    expect((await intake.send('/orders', none)).json.message).toBe('The Medicare details are missing.');
    // The whole number: four digits alone turn up in random receipts and hashes.
    expect(JSON.stringify(await intake.db.prepare('SELECT * FROM orders').all())).not.toContain(
      '4111111111111111',
    );
  });

  it('refuses a body over 64 KB with 413, and anything but JSON with 415', async () => {
    // workerd answers from the Content-Length header alone and may close the socket while the body is still being
    // written (EPIPE), where Cloudflare's edge would read the rest for the browser: then it is sent once more.
    const raw = JSON.stringify({ pad: 'x'.repeat(70_000) });
    const big = await intake
      .send('/orders', null, { raw })
      .catch(() => intake.send('/orders', null, { raw }));
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('The request is larger than 64 KB.');
    const form = await intake.send('/orders', null, {
      raw: 'lines=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.json.message).toMatch(/JSON only/);
    const broken = await intake.send('/orders', null, { raw: '{"lines": [' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('The request could not be read: it is not valid JSON.');
  });

  it('refuses a page on another site, and answers the store’s own preflight', async () => {
    const other = await intake.send('/orders', order(), { headers: { Origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('The store only accepts requests from its own website.');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await intake.send('/orders', null, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
  });

  it('answers a failure inside with a sentence, never SQL or a stack trace', async () => {
    const broken = await startIntake();
    await broken.db.exec('DROP TABLE order_events');
    const { status, text, json } = await broken.send('/orders', order());
    await broken.dispose();
    expect(status).toBe(500);
    expect(json.message).toMatch(
      /^Something went wrong on our side and nothing was saved\. .*\(718\) 555-0142/,
    );
    expect(text).not.toMatch(/SQL|order_events|at \w+ \(|\.js:\d+/);
  });
});

describe('limiting requests', () => {
  it('answers 429 with Retry-After once an address sends too many', async () => {
    const limited = await startIntake({ RATE_LIMIT_PER_MINUTE: '3' });
    const from = { headers: { 'CF-Connecting-IP': '198.51.100.7' } };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await limited.send('/orders', order(), from));
    const other = await limited.send('/orders', order(), { headers: { 'CF-Connecting-IP': '198.51.100.8' } });
    await limited.dispose();
    expect(statuses.slice(0, 3).map((s) => s.status)).toEqual([201, 201, 201]);
    const last = statuses[3]!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(last.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(last.json.message).toMatch(/^Too many requests from your connection\. Please wait \d+ seconds/);
    expect(other.status).toBe(201);
  });
});
