import { statusChangedSchema } from '@/lib/domain/intake-contract';
import { orderRequest, SEALED, startIntake, TOKEN, type Intake } from './intake';

const cardOrder = (zipCode = '11432') =>
  orderRequest([{ id: 13, quantity: 2 }], {
    shippingMethod: 'expedited',
    shipping: {
      firstName: 'Walter',
      lastName: 'Greene',
      email: 'walter@example.com',
      phone: '(718) 555-0199',
      address: '90 Parsons Boulevard, Apt 3',
      city: 'Jamaica',
      state: 'NY',
      zipCode,
    },
  });

let intake: Intake;
const supplier = { headers: { Authorization: `Bearer ${TOKEN}` } };
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

async function place(zipCode?: string): Promise<string> {
  const { json } = await intake.send('/orders', cardOrder(zipCode));
  return json.orderNumber;
}
const move = (number: string, status: string, trackingNumber?: string) =>
  intake.send(`/inbox/orders/${number}/status`, { status, trackingNumber }, supplier);

describe('contact messages and reviews', () => {
  it('keeps a contact message for the inbox and tells the supplier without anything personal', async () => {
    const sent = await intake.send('/messages', {
      name: 'Dolores Pike',
      email: 'dolores@example.com',
      phone: '',
      subject: 'Oxygen delivery',
      department: 'Medicare Assistance',
      message: 'Can you deliver on Saturday?',
      medicareQuestion: true,
      leadToken: 'LEAD-1234',
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ received: true });
    const { json } = await intake.send('/inbox', null, { ...supplier, method: 'GET' });
    expect(json.messages[0]).toMatchObject({
      kind: 'contact',
      status: 'new',
      body: { name: 'Dolores Pike', message: 'Can you deliver on Saturday?', leadToken: 'LEAD-1234' },
    });
    await new Promise((r) => setTimeout(r, 100));
    const notices = intake.logs
      .join('')
      .split('\n')
      .filter((l) => l.includes('Notice to the supplier'));
    expect(notices.at(-1)).toMatch(/New message \(#\d+\)$/);
    expect(intake.logs.join('')).not.toMatch(/Dolores|dolores@|Saturday/);
  });

  it('refuses a message without an e-mail, or one over 5,000 characters', async () => {
    const base = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
    const noEmail = await intake.send('/messages', { ...base, email: '' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json.message).toBe('Email must be an address like name@example.com.');
    const long = await intake.send('/messages', { ...base, message: 'x'.repeat(5001) });
    expect(long.json.message).toBe('Message must be at most 5000 characters.');
  });

  it('keeps a review for approval, and refuses one for a product the store does not sell', async () => {
    const review = {
      productId: 7,
      rating: 5,
      name: 'Ann',
      title: 'Quiet',
      content: 'Works well for my son.',
    };
    expect((await intake.send('/reviews', review)).status).toBe(201);
    const unknown = await intake.send('/reviews', { ...review, productId: 9999 });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('Product 9999 is not sold by the store.');
    const { json } = await intake.send('/inbox', null, { ...supplier, method: 'GET' });
    const kept = json.messages.find((m: { kind: string }) => m.kind === 'review');
    expect(kept).toMatchObject({ status: 'new', body: { productId: 7, rating: 5, title: 'Quiet' } });
    const approved = await intake.send(`/inbox/messages/${kept.id}/status`, { status: 'approved' }, supplier);
    expect(approved.json).toEqual({ id: kept.id, status: 'approved' });
    const wrong = await intake.send(`/inbox/messages/${kept.id}/status`, { status: 'handled' }, supplier);
    expect(wrong.status).toBe(409);
  });
});

describe('the supplier’s inbox', () => {
  it('refuses a wrong token or none, and lists orders newest first with their sealed details', async () => {
    expect((await intake.send('/inbox', null, { method: 'GET' })).status).toBe(401);
    const wrong = await intake.send('/inbox', null, {
      method: 'GET',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('That inbox token is not right.');
    const first = await place();
    const second = await place();
    const { json } = await intake.send('/inbox', null, { ...supplier, method: 'GET' });
    const numbers = json.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(numbers.indexOf(second)).toBeLessThan(numbers.indexOf(first));
    expect(json.orders.find((o: { orderNumber: string }) => o.orderNumber === first)).toMatchObject({
      status: 'received',
      paymentMethod: 'card',
      shippingMethod: 'expedited',
      shipping: { firstName: 'Walter', zipCode: '11432' },
      lines: [{ id: 13, name: 'Hinged Adjustable Knee Brace', quantity: 2, unitCents: 4_500 }],
      sealed: { card: SEALED, medicare: null },
      events: [{ status: 'received' }],
    });
  });

  it('moves an order through its statuses, keeps each with its time, and drops the card once paid', async () => {
    const number = await place();
    expect((await move(number, 'shipped')).status).toBe(409);
    expect((await move(number, 'confirmed')).status).toBe(200);
    const paid = await move(number, 'paid');
    // The answer is what the inbox reads with the contract's schema.
    expect(statusChangedSchema.parse(paid.json).status).toBe('paid');
    expect(paid.json.events.map((e: { status: string }) => e.status)).toEqual([
      'received',
      'confirmed',
      'paid',
    ]);
    const card = await intake.db
      .prepare('SELECT sealed_card FROM orders WHERE number = ?1')
      .bind(number)
      .first();
    expect(card).toEqual({ sealed_card: null });
    await move(number, 'shipped', '1Z999AA10123456784');
    const delivered = await move(number, 'delivered');
    expect(delivered.json.events).toHaveLength(5);
    expect(delivered.json.events.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    const refused = await move(number, 'cancelled');
    expect(refused.json.message).toBe(`Order ${number} is delivered: it cannot be marked cancelled.`);
  });

  it('drops the card details of a cancelled order', async () => {
    const number = await place();
    await move(number, 'cancelled');
    const row = await intake.db
      .prepare('SELECT sealed_card, status FROM orders WHERE number = ?1')
      .bind(number)
      .first();
    expect(row).toEqual({ sealed_card: null, status: 'cancelled' });
  });
});

describe('tracking an order', () => {
  it('gives the status, dates and tracking number for the right number and ZIP code, and nothing else', async () => {
    const number = await place('11435');
    await move(number, 'confirmed');
    await move(number, 'paid');
    await move(number, 'shipped', '1Z999AA10123456784');
    const typed = number.toLowerCase().replace(/-/g, ' ');
    const { status, json } = await intake.send('/track', { orderNumber: typed, zipCode: '11435-1234' });
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual([
      'events',
      'orderNumber',
      'placedAt',
      'status',
      'trackingNumber',
    ]);
    expect(json).toMatchObject({
      orderNumber: number,
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(json.events.map((e: { status: string }) => e.status)).toEqual([
      'received',
      'confirmed',
      'paid',
      'shipped',
    ]);
    expect(JSON.stringify(json)).not.toMatch(/Walter|Parsons|walter@/);
  });

  it('answers a wrong ZIP code exactly as it answers a number that does not exist', async () => {
    const number = await place('11435');
    const wrongZip = await intake.send('/track', { orderNumber: number, zipCode: '10001' });
    const unknown = await intake.send('/track', { orderNumber: 'JMS-22222-22222', zipCode: '11435' });
    expect(wrongZip.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongZip.text).toBe(unknown.text);
  });

  it('explains a number that cannot be one', async () => {
    const { status, json } = await intake.send('/track', {
      orderNumber: 'MED-2026-000123',
      zipCode: '11435',
    });
    expect(status).toBe(422);
    expect(json.message).toBe('An order number looks like JMS-7KQ4M-X9WPT.');
  });

  it('is rate-limited per address', async () => {
    const limited = await startIntake({ RATE_LIMIT_PER_MINUTE: '2' });
    const from = { headers: { 'CF-Connecting-IP': '198.51.100.9' } };
    const ask = () => limited.send('/track', { orderNumber: 'JMS-22222-22222', zipCode: '11435' }, from);
    const statuses = [(await ask()).status, (await ask()).status, (await ask()).status];
    await limited.dispose();
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('the daily sweep', () => {
  it('deletes card details older than 14 days and keeps newer ones and Medicare details', async () => {
    const old = await place();
    const recent = await place();
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await intake.db
      .prepare("UPDATE orders SET placed_at = ?2, sealed_medicare = 'hpke1.TUVE.SUNBUkU' WHERE number = ?1")
      .bind(old, fifteenDaysAgo)
      .run();
    await intake.scheduled();
    const rows = await intake.db
      .prepare(
        'SELECT number, sealed_card, sealed_medicare FROM orders WHERE number IN (?1, ?2) ORDER BY placed_at',
      )
      .bind(old, recent)
      .all();
    expect(rows.results).toEqual([
      { number: old, sealed_card: null, sealed_medicare: 'hpke1.TUVE.SUNBUkU' },
      { number: recent, sealed_card: SEALED, sealed_medicare: null },
    ]);
  });
});
