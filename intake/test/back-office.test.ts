import { readFileSync } from 'node:fs';
import { generateKeyPair } from 'jose';
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

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const shipping = (firstName: string, lastName: string, email: string, phone: string, zipCode = '11432') => ({
  firstName,
  lastName,
  email,
  phone,
  address: '90 Parsons Boulevard',
  city: 'Jamaica',
  state: 'NY',
  zipCode,
});

async function placeCard(who = shipping('Walter', 'Greene', 'walter@example.com', '(718) 555-0199')) {
  const { json } = await intake.send('/orders', orderRequest([{ id: 13, quantity: 2 }], { shipping: who }));
  return json.orderNumber as string;
}

/** A Medicare order of the CPAP (a 13-month capped rental at $89 a month). */
async function placeMedicare() {
  const { json } = await intake.send(
    '/orders',
    orderRequest([{ id: 1 }], {
      paymentMethod: 'medicare',
      deductible: 'yes',
      sealed: { medicare: SEALED },
      shipping: shipping('Rosa', 'Alvarez', 'rosa@example.com', '718-555-0100'),
    }),
  );
  return json.orderNumber as string;
}

const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
/** Moves an order from where it is, as the staff member (the first unless named) sees it. */
async function move(number: string, to: string, extra: Record<string, unknown> = {}, staff?: string) {
  // A claim is sent as staff send it, built from the order (claims.test.ts), and the DME MAC's answer read.
  if (to === 'claim-submitted') return claimSent(intake, number, extra);
  // Its paperwork in first, as the practitioner's office sent it (the gate is tested in documents.test.ts).
  if (to === 'confirmed') await paperworkIn(intake, number);
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra }, { staff });
}

describe('signing in to the back office', () => {
  it('takes the staff member from a good Access JWT', async () => {
    const me = await intake.staff('/me', undefined, { staff: STAFF[1] });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ email: STAFF[1], signIn: 'access', signOut: '/cdn-cgi/access/logout' });
  });

  it.each([
    ['none', async () => null],
    ['an expired one', () => accessToken(STAFF[0], { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['one for another application', () => accessToken(STAFF[0], { audience: 'another-application' })],
    [
      'one from another team',
      () => accessToken(STAFF[0], { issuer: 'https://someone-else.cloudflareaccess.com' }),
    ],
    [
      'one signed with another key',
      async () => accessToken(STAFF[0], { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['something that is not a JWT', async () => 'not-a-jwt'],
  ])('refuses %s with 401 and no data', async (_, token) => {
    const answer = await intake.staff('/orders', undefined, { token: await token() });
    expect(answer.status).toBe(401);
    expect(answer.json.message).toMatch(/^Sign in through Cloudflare Access to use the back office\./);
    expect(answer.json.orders).toBeUndefined();
  });

  it('says it is not set up, rather than opening, when Access is not configured and it is not local', async () => {
    const bare = await startIntake({ ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' });
    const answer = await bare.send('/admin/api/orders', null, { method: 'GET', origin: null });
    await bare.dispose();
    expect(answer.status).toBe(503);
    expect(answer.json.message).toMatch(/^The back office is not set up/);
  });

  it('signs in locally only on this machine, only the local staff, and counts attempts first', async () => {
    const local = await startIntake({
      ACCESS_TEAM_DOMAIN: '',
      ACCESS_AUD: '',
      STAFF_SIGN_IN: 'local',
      STAFF_EMAILS: STAFF.join(','),
      RATE_LIMIT_PER_MINUTE: '3',
    });
    // intake.test is not this machine: no local sign-in there.
    const elsewhere = await local.send(
      '/admin/api/sign-in',
      { email: STAFF[0] },
      { origin: 'http://intake.test' },
    );
    expect(elsewhere.status).toBe(404);
    await local.dispose();
  });
});

describe('the back office’s answers', () => {
  it('carry a strict Content-Security-Policy, no-store, nosniff and no framing', async () => {
    const list = await intake.staff('/orders');
    expect(list.headers.get('Cache-Control')).toBe('no-store');
    expect(list.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(list.headers.get('Content-Security-Policy')).toMatch(
      /default-src 'none'; script-src 'self'; style-src 'self';.*frame-src blob:;.*connect-src 'self' blob:;.*frame-ancestors 'none'/,
    );
    expect(list.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('serve the back office page from any of its addresses, with its own script only', async () => {
    for (const path of ['/admin/', '/admin/orders/JMS-22222-22222', '/admin/messages']) {
      const page = await intake.send(path, null, { method: 'GET', origin: null });
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.text).toMatch(/<script type="module" src="\/admin\/assets\/admin-[0-9a-f]{12}\.js">/);
      expect(page.text).not.toMatch(/<script>|<style>|style="/);
      expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
    }
  });

  it('refuses the storefront’s pages: the back office answers its own origin only', async () => {
    const answer = await intake.send('/admin/api/orders', null, {
      method: 'GET',
      origin: 'https://shop.example',
      headers: { 'Cf-Access-Jwt-Assertion': await accessToken() },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('the shop’s own answers carry no-store and nosniff too', async () => {
    const track = await intake.send('/track', { orderNumber: 'JMS-22222-22222', zipCode: '11432' });
    expect(track.headers.get('Cache-Control')).toBe('no-store');
    expect(track.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('a card order’s path', () => {
  it('goes received → confirmed → paid → shipped → delivered, each step recorded with who made it', async () => {
    const number = await placeCard();
    expect((await move(number, 'confirmed', {}, STAFF[0])).status).toBe(200);
    expect((await move(number, 'paid', { amount: 9_000 }, STAFF[1])).status).toBe(200);
    expect(
      (await move(number, 'shipped', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).status,
    ).toBe(200);
    const delivered = await move(number, 'delivered', {}, STAFF[1]);
    expect(delivered.json.status).toBe('delivered');
    expect(delivered.json.trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const steps = delivered.json.timeline.filter((e: { kind: string }) => e.kind === 'status');
    expect(steps.map((e: { status: string; staff: string | null }) => [e.status, e.staff])).toEqual([
      ['received', null],
      ['confirmed', STAFF[0]],
      ['paid', STAFF[1]],
      ['shipped', STAFF[0]],
      ['delivered', STAFF[1]],
    ]);
    expect(delivered.json.paid).toBe(9_000);
  });

  it('refuses a skipped step, a step back, and a move from a step the order has left (409, with a sentence)', async () => {
    const number = await placeCard();
    const skipped = await intake.staff(`/orders/${number}/moves`, {
      to: 'shipped',
      from: 'received',
      carrier: 'van',
    });
    expect(skipped.status).toBe(409);
    expect(skipped.json.message).toBe(
      `Order ${number} is received: it cannot be marked shipped. From here it can be marked confirmed, or cancelled.`,
    );
    await move(number, 'confirmed');
    const stale = await intake.staff(`/orders/${number}/moves`, { to: 'confirmed', from: 'received' });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/is now confirmed: someone changed it after you opened it/);
    const back = await intake.staff(`/orders/${number}/moves`, { to: 'received', from: 'confirmed' });
    expect(back.status).toBe(409);
  });

  it('asks for what a step needs: a carrier and tracking number, a reason to cancel', async () => {
    const number = await placeCard();
    await move(number, 'confirmed');
    await move(number, 'paid', { amount: 9_000 });
    expect((await move(number, 'shipped', {})).json.message).toBe('Choose the carrier it ships with.');
    expect((await move(number, 'shipped', { carrier: 'fedex' })).json.message).toBe(
      'Give the carrier’s tracking number.',
    );
    expect((await move(number, 'cancelled', {})).json.message).toBe('Say why the order is cancelled.');
    // The store's own van needs no tracking number.
    expect((await move(number, 'shipped', { carrier: 'van' })).json.status).toBe('shipped');
  });

  it('cancels before shipping with a reason, deleting the sealed details, and never after', async () => {
    const number = await placeCard();
    const cancelled = await move(number, 'cancelled', { reason: 'Ordered twice by mistake' });
    expect(cancelled.json.status).toBe('cancelled');
    expect(cancelled.json.sealed).toEqual({ medicare: false });
    expect(cancelled.json.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      detail: 'Ordered twice by mistake',
    });
    const shipped = await placeCard();
    await move(shipped, 'confirmed');
    await move(shipped, 'paid', { amount: 9_000 });
    await move(shipped, 'shipped', { carrier: 'van' });
    expect((await move(shipped, 'cancelled', { reason: 'Too late' })).status).toBe(409);
  });

  it('refunds part, then the rest, and no more than was paid', async () => {
    const number = await placeCard();
    await move(number, 'confirmed');
    await move(number, 'paid', { amount: 9_000 });
    expect((await move(number, 'refunded', { amount: 9_001, reason: 'x' })).json.message).toBe(
      'At most $90.00 is left to refund.',
    );
    const part = await move(number, 'refunded', { amount: 2_500, reason: 'One brace returned' });
    expect([part.json.status, part.json.refunded]).toEqual(['paid', 2_500]);
    const rest = await move(number, 'refunded', { amount: 6_500, reason: 'The other returned' });
    expect([rest.json.status, rest.json.refunded, rest.json.moves]).toEqual(['refunded', 9_000, []]);
  });

  it('corrects the carrier or tracking number after shipping, in the timeline', async () => {
    const number = await placeCard();
    await move(number, 'confirmed');
    await move(number, 'paid', { amount: 9_000 });
    await move(number, 'shipped', { carrier: 'ups', trackingNumber: '1Z-WRONG' });
    const fixed = await intake.staff(`/orders/${number}/tracking`, {
      carrier: 'usps',
      trackingNumber: '9400 1000',
    });
    expect(fixed.json).toMatchObject({ carrier: 'usps', trackingNumber: '9400 1000' });
    expect(fixed.json.timeline.at(-1)).toMatchObject({ kind: 'tracking', detail: 'USPS 9400 1000' });
  });
});

describe('a Medicare rental’s path', () => {
  it('ships without being paid, then bills each month until the 13th month closes it', async () => {
    const number = await placeMedicare();
    const order = await detail(number);
    expect(order).toMatchObject({ payer: 'medicare', deductible: 'yes', rental: { month: 1, months: 13 } });
    expect(order.lines).toEqual([expect.objectContaining({ hcpcs: 'E0601', quantity: 1 })]);
    expect(order.moves).toEqual(['paperwork', 'cancelled']);
    await move(number, 'paperwork');
    await move(number, 'confirmed');
    expect((await move(number, 'delivered', {})).json.message).toMatch(/proof of delivery/);
    const delivered = await move(number, 'delivered', { proofOfDelivery: true });
    expect(delivered.json.rental).toMatchObject({ month: 1, months: 13 });
    expect(delivered.json.rental.nextBillingDate).not.toBeNull();
    // Each month is claimed on its billing date: delivered 13 months ago, every month is due now.
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 13);
    await intake.db
      .prepare('UPDATE orders SET delivered_at = ?2 WHERE number = ?1')
      .bind(number, longAgo.toISOString())
      .run();
    // Past month 3 a CPAP is paid only with her use and the re-evaluation on file (adherence.test.ts): her first 30
    // nights at 5 hours, and the visit 45 days after delivery.
    const dayAfter = (days: number) =>
      new Date(longAgo.getTime() + days * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'America/New_York',
      });
    const nights = Array.from({ length: 30 }, (_, i) => `${dayAfter(i)},5`).join('\n');
    expect((await intake.staff(`/orders/${number}/nights`, { csv: `date,hours\n${nights}` })).status).toBe(
      200,
    );
    const visit = { action: 'receive', kind: 're-evaluation', signedOn: dayAfter(45), sealed: SEALED };
    expect((await intake.staff(`/orders/${number}/documents`, visit)).status).toBe(200);
    // Medicare's remittance sets each month's share: her $120.00 of deductible left takes month 1's $89.00 whole;
    // month 2 is the $31.00 left of it plus 20% of the other $58.00 ($11.60), $42.60; then 20% of $89.00, $17.80.
    const shares = [8_900, 4_260, ...Array<number>(11).fill(1_780)];
    let total = 0;
    for (let month = 1; month <= 13; month++) {
      await move(number, 'claim-submitted');
      const billed = await remitted(intake, number);
      expect([billed.status, billed.bill]).toEqual(['share-billed', shares[month - 1]]);
      const paid = await move(number, 'paid');
      total += shares[month - 1]!;
      expect([paid.json.rental.month, paid.json.paid]).toEqual([month, total]);
    }
    const last = await detail(number);
    expect(last.moves).toEqual(['closed', 'refunded']);
    expect((await move(number, 'claim-submitted')).status).toBe(409);
    expect((await move(number, 'closed')).json.status).toBe('closed');
  });
});

describe('search, filters and paging', () => {
  it('finds an order by its number (dashes or not), a name, a phone number typed any way, an e-mail', async () => {
    const number = await placeCard(shipping('Dolores', 'Pike', 'dolores.pike@example.com', '(917) 555-0123'));
    const find = async (q: string) =>
      (await intake.staff(`/orders?q=${encodeURIComponent(q)}`)).json.orders.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    expect(await find(number)).toEqual([number]);
    expect(await find(number.slice(4).replace('-', '').toLowerCase())).toEqual([number]);
    expect(await find('dolores pike')).toContain(number);
    expect(await find('917.555.0123')).toContain(number);
    expect(await find('DOLORES.PIKE@')).toContain(number);
    expect(await find('nobody-like-this')).toEqual([]);
  });

  it('filters by step, payer and day, and says a bad day in a sentence', async () => {
    const medicare = await placeMedicare();
    const list = (await intake.staff('/orders?payer=medicare&status=received')).json;
    expect(
      list.orders.every(
        (o: { payer: string; status: string }) => o.payer === 'medicare' && o.status === 'received',
      ),
    ).toBe(true);
    expect(list.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(medicare);
    const bad = await intake.staff('/orders?from=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('From must be a date like 2026-11-27.');
  });
});

describe('the export', () => {
  it('is the filtered list as CSV, with no sealed detail and no cell a spreadsheet would run', async () => {
    const number = await placeCard({
      ...shipping('=HYPERLINK("x")', '+Evil', 'evil@example.com', '-1 718 555 0100', '11435'),
      city: '@Jamaica',
    });
    const csv = await intake.staff(`/orders.csv?q=${number}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, row, end] = csv.text.split('\r\n');
    expect(header).toBe(
      'Order,Placed (New York),Status,Paid by,First name,Last name,Email,Phone,Address,City,State,ZIP,Total',
    );
    expect(row).toContain(`${number},`);
    expect(row).toContain(
      `"'=HYPERLINK(""x"")",'+Evil,evil@example.com,'-1 718 555 0100,90 Parsons Boulevard,'@Jamaica,`,
    );
    expect(row).toMatch(/,Received,Card,.*,90\.00$/);
    expect(row).toMatch(/^JMS-[\w-]+,"\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T",/);
    expect(end).toBe('');
    expect(csv.text).not.toMatch(/hpke|QUJD/);
  });
});

describe('sealed details', () => {
  it('are handed over on their own request, which the timeline records with who and when', async () => {
    const number = await placeMedicare();
    expect(JSON.stringify(await detail(number))).not.toContain('hpke');
    const sealed = await intake.staff(`/orders/${number}/sealed`, {}, { staff: STAFF[1] });
    expect(sealed.json).toEqual({
      orderKey: expect.stringMatching(/^attempt-/),
      medicare: SEALED,
      // No document of hers is in yet.
      documents: [],
    });
    expect((await detail(number)).timeline.at(-1)).toMatchObject({ kind: 'opened', staff: STAFF[1] });
  });

  it('are bound to their order’s attempt key, which the back office opens them with', async () => {
    const request = orderRequest([{ id: 1 }], { paymentMethod: 'medicare', sealed: { medicare: SEALED } });
    const { json } = await intake.send('/orders', request);
    const sealed = await intake.staff(`/orders/${json.orderNumber}/sealed`, {});
    expect(sealed.json.orderKey).toBe(request.idempotencyKey);
  });
});

describe('notes', () => {
  it('are kept in the timeline with who wrote them, and an empty one is refused', async () => {
    const number = await placeCard();
    const noted = await intake.staff(
      `/orders/${number}/notes`,
      { text: 'Patient prefers a morning call.' },
      { staff: STAFF[1] },
    );
    expect(noted.json.timeline.at(-1)).toMatchObject({
      kind: 'note',
      staff: STAFF[1],
      detail: 'Patient prefers a morning call.',
    });
    expect((await intake.staff(`/orders/${number}/notes`, { text: '  ' })).json.message).toBe(
      'Write the note first.',
    );
  });
});

describe('e-mails to the patient', () => {
  it('are sent only when a sender is set up, and the confirmation says so', async () => {
    const quiet = await startIntake();
    const { json } = await quiet.send('/orders', orderRequest([{ id: 13 }]));
    expect(json.emailed).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    // The store's own notice of the order goes out; nothing to the patient.
    expect(quiet.runtimeLog.join('\n')).not.toMatch(/send_email binding called with MessageBuilder/);
    await quiet.dispose();
  });

  it('say received, shipped and a bill is ready with the order number, her first name and links, nothing more', async () => {
    const mailing = await startIntake({ PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com' });
    const { json } = await mailing.send(
      '/orders',
      orderRequest([{ id: 1 }], {
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: { medicare: SEALED },
        shipping: shipping('Rosa', 'Alvarez', 'rosa@example.com', '718-555-0100'),
      }),
    );
    expect(json.emailed).toBe(true);
    const number = json.orderNumber as string;
    const step = async (to: string, extra: Record<string, unknown> = {}) => {
      if (to === 'claim-submitted') return claimSent(mailing, number);
      const from = (await mailing.staff(`/orders/${number}`)).json.status;
      return mailing.staff(`/orders/${number}/moves`, { to, from, ...extra });
    };
    await step('paperwork');
    await paperworkIn(mailing, number);
    await step('confirmed');
    await step('delivered', { proofOfDelivery: true });
    await step('claim-submitted');
    // Medicare's remittance posts her share and bills it: the e-mail goes then.
    expect((await remitted(mailing, number)).status).toBe('share-billed');
    await new Promise((r) => setTimeout(r, 300));
    // wrangler's local send_email logs each message's headers and writes its text to a file, which it names.
    const log = mailing.runtimeLog.join('\n');
    const texts = [...log.matchAll(/Text: (\S+)/g)].map((m) => readFileSync(m[1] ?? '', 'utf8'));
    const sent = `${log}\n${texts.join('\n')}`;
    await mailing.dispose();
    expect(texts).toHaveLength(2);
    expect(sent).toContain(`Subject: We have your order ${number}`);
    expect(sent).toContain(`Subject: A bill for your order ${number}`);
    expect(sent).toContain('Dear Rosa,');
    expect(sent).toContain(`https://shop.example/track-order/?order=${number}`);
    // No product, no condition, no Medicare detail, no amount, no surname or address.
    expect(sent).not.toMatch(/CPAP|AirSense|sleep|apnea|oxygen|Medicare|E0601|Alvarez|Parsons|\$\d/i);
  });

  it('are written in the language she ordered in, linking her pages in it', async () => {
    const mailing = await startIntake({ PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com' });
    const { json } = await mailing.send(
      '/orders',
      orderRequest([{ id: 13 }], {
        shipping: shipping('Rosa', 'Alvarez', 'rosa@example.com', '718-555-0100'),
      }),
      { headers: { 'Accept-Language': 'es-US' } },
    );
    const number = json.orderNumber as string;
    await new Promise((r) => setTimeout(r, 300));
    const log = mailing.runtimeLog.join('\n');
    const texts = [...log.matchAll(/Text: (\S+)/g)].map((m) => readFileSync(m[1] ?? '', 'utf8'));
    await mailing.dispose();
    expect(log).toContain(`Subject: Tenemos su pedido ${number}`);
    expect(texts).toEqual([
      [
        'Hola, Rosa:',
        '',
        `Gracias: tenemos su pedido ${number}.`,
        'Un especialista le llamará en menos de 2 horas hábiles para revisarlo con usted.',
        '',
        `Vea cómo va su pedido cuando quiera (necesitará su código postal): https://shop.example/es/track-order/?order=${number}`,
        '',
        '¿Preguntas? Llámenos al (718) 555-0142, lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este).',
        'Jamaica Medical Supply',
      ].join('\n'),
    ]);
  });
});
