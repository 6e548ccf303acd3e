import { orderRequest, paperworkIn, STAFF, startIntake, type Intake } from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const walter = {
  firstName: 'Walter',
  lastName: 'Greene',
  email: 'walter@example.com',
  phone: '(718) 555-0199',
  address: '90 Parsons Boulevard, Apt 3',
  city: 'Jamaica',
  state: 'NY',
  zipCode: '11435',
};

async function place(): Promise<string> {
  const { json } = await intake.send(
    '/orders',
    orderRequest([{ id: 13, quantity: 2 }], { shippingMethod: 'expedited', shipping: walter }),
  );
  return json.orderNumber;
}

async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  // Its paperwork in first, as the practitioner's office sent it (the gate is tested in documents.test.ts).
  if (to === 'confirmed') await paperworkIn(intake, number);
  const from = (await intake.staff(`/orders/${number}`)).json.status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}

describe('contact messages and reviews', () => {
  it('keeps a contact message for the back office and tells the supplier without anything personal', async () => {
    const sent = await intake.send('/messages', {
      name: 'Dolores Pike',
      email: 'dolores@example.com',
      phone: '718-555-0142',
      subject: 'Delivery',
      department: 'Medicare Assistance',
      message: 'Can you deliver on Saturday?',
      medicareQuestion: true,
      leadToken: 'LEAD-1234',
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ received: true });
    const { json } = await intake.staff('/messages?kind=contact');
    expect(json.messages[0]).toMatchObject({
      kind: 'contact',
      status: 'new',
      body: {
        name: 'Dolores Pike',
        message: 'Can you deliver on Saturday?',
        leadToken: 'LEAD-1234',
        language: 'en',
      },
    });
    const handled = await intake.staff(
      `/messages/${json.messages[0].id}/status`,
      { status: 'handled' },
      { staff: STAFF[1] },
    );
    expect(handled.json).toMatchObject({ status: 'handled', handledBy: STAFF[1] });
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
    // From the Spanish contact page, in Spanish.
    const spanish = await intake.send(
      '/messages',
      { ...base, name: ' ', email: 'rosa@' },
      { headers: { 'Accept-Language': 'es-US' } },
    );
    expect(spanish.json.problems).toEqual([
      'Falta un dato: Nombre.',
      'Escriba un correo electrónico como nombre@ejemplo.com.',
    ]);
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
    expect(unknown.json.message).toBe(
      'The store no longer sells product 9999, so it cannot be reviewed here. Call us if you would like to tell us about it.',
    );
    const { json } = await intake.staff('/messages?kind=review&status=new');
    const kept = json.messages[0];
    expect(kept).toMatchObject({ status: 'new', body: { productId: 7, rating: 5, title: 'Quiet' } });
    const approved = await intake.staff(`/messages/${kept.id}/status`, { status: 'approved' });
    expect(approved.json).toMatchObject({ id: kept.id, status: 'approved', handledBy: STAFF[0] });
    const wrong = await intake.staff(`/messages/${kept.id}/status`, { status: 'handled' });
    expect(wrong.status).toBe(409);
    expect(wrong.json.message).toBe('A review is approved or rejected.');
  });

  it('keeps the language of the page a review came from, for the staff who publish it', async () => {
    const review = { productId: 2, rating: 4, name: 'Rosa', title: 'Cómoda', content: 'No se sale el aire.' };
    const sent = await intake.send('/reviews', review, { headers: { 'Accept-Language': 'es-US' } });
    expect(sent.status).toBe(201);
    const { json } = await intake.staff('/messages?kind=review&status=new');
    expect(json.messages[0]).toMatchObject({ body: { title: 'Cómoda', language: 'es' } });
  });
});

describe('tracking an order', () => {
  it('gives the step, dates, carrier and what she paid for the right number and ZIP code, and nothing else', async () => {
    const number = await place();
    await move(number, 'confirmed');
    // Two knee braces at $45.00 and expedited shipping at $29.99: $119.99, paid whole by phone.
    expect((await move(number, 'paid', { amount: 11_999 })).json.status).toBe('paid');
    await move(number, 'shipped', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    const typed = number.toLowerCase().replace(/-/g, ' ');
    const { status, json } = await intake.send('/track', { orderNumber: typed, zipCode: '11435-1234' });
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual([
      'bill',
      'carrier',
      'claim',
      'coverage',
      'medicarePaid',
      'orderNumber',
      'paid',
      'paperwork',
      'payer',
      'payments',
      'placedAt',
      'refunded',
      'remittance',
      'rental',
      'status',
      'steps',
      'trackingNumber',
    ]);
    expect(json).toMatchObject({
      orderNumber: number,
      payer: 'card',
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      paid: 11_999,
      rental: null,
      bill: null,
      medicarePaid: null,
      // Taken by phone when it was marked paid: dated then.
      payments: [{ amount: 11_999, at: json.steps[2].at, for: 'order' }],
    });
    expect(json.steps.map((e: { status: string }) => e.status)).toEqual([
      'received',
      'confirmed',
      'paid',
      'shipped',
    ]);
    // Nothing of who it is for, or of the staff.
    expect(JSON.stringify(json)).not.toMatch(/Walter|Parsons|walter@|jamaicamedicalsupply/);
  });

  it('answers a wrong ZIP code exactly as it answers a number that does not exist', async () => {
    const number = await place();
    const wrongZip = await intake.send('/track', { orderNumber: number, zipCode: '10001' });
    const unknown = await intake.send('/track', { orderNumber: 'JMS-22222-22222', zipCode: '11435' });
    expect(wrongZip.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongZip.text).toBe(unknown.text);
  });

  it('answers in the language of the page that asks', async () => {
    const asked = { orderNumber: 'JMS-22222-22222', zipCode: '11435' };
    const spanish = await intake.send('/track', asked, { headers: { 'Accept-Language': 'es-US' } });
    const english = await intake.send('/track', asked, { headers: { 'Accept-Language': 'en-US,es;q=0.9' } });
    expect(spanish.json.message).toBe(
      'No encontramos ningún pedido con ese número y ese código postal. Revise los dos en su confirmación, o llámenos al (718) 555-0142.',
    );
    expect(english.json.message).toMatch(/^We found no order with that number and ZIP code\./);
    expect([spanish.headers.get('Content-Language'), english.headers.get('Content-Language')]).toEqual([
      'es',
      'en',
    ]);
    // What is wrong with the request itself is said in her language too.
    const malformed = await intake.send(
      '/track',
      { orderNumber: 'MED-2026-000123', zipCode: '114' },
      { headers: { 'Accept-Language': 'es-US' } },
    );
    expect(malformed.status).toBe(422);
    expect(malformed.headers.get('Content-Language')).toBe('es');
    expect(malformed.json.problems).toEqual([
      'Un número de pedido se ve así: JMS-7KQ4M-X9WPT.',
      'Escriba un código postal de 5 números, como 11435.',
    ]);
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
