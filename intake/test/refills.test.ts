import { readFileSync } from 'node:fs';
import {
  ACTIVE_PART_B,
  SEALED,
  claimSent,
  daysAgo,
  deliveredOrder,
  moveDelivery,
  orderRequest,
  startIntake,
  type Intake,
} from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake({ PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com' });
});
afterAll(() => intake.dispose());

/** Today in New York, as the intake dates her supplies. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
/** A day `n` days from `day`, counted on the calendar. */
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let patients = 0;
/**
 * A Medicare order of `lines` for a patient of her own (each test's orders are one patient's), delivered on `on`,
 * her answer about reminders recorded as given (or never asked).
 */
async function supplied(
  lines: { id: number; quantity?: number }[],
  on: string,
  consent: 'yes' | 'no' | null,
  language: 'en' | 'es' = 'en',
) {
  const lastName = `Refill${patients++}`;
  const number = await deliveredOrder(intake, lines, {
    shipping: {
      firstName: 'Rosa',
      lastName,
      email: `rosa.${lastName.toLowerCase()}@example.com`,
      phone: '718-555-0100',
      address: '90-15 Parsons Boulevard',
      city: 'Jamaica',
      state: 'NY',
      zipCode: '11432',
    },
  });
  if (language === 'es')
    await intake.db.prepare(`UPDATE orders SET language = 'es' WHERE number = ?1`).bind(number).run();
  await moveDelivery(intake, number, on);
  const { json: order } = await intake.staff(`/orders/${number}`);
  const patient = order.patient.id as number;
  if (language === 'es')
    await intake.db.prepare(`UPDATE patients SET language = 'es' WHERE id = ?1`).bind(patient).run();
  if (consent) await intake.staff(`/patients/${patient}/reminders`, { answer: consent, on: today() });
  return { number, patient, email: `rosa.${lastName.toLowerCase()}@example.com` };
}

/** The e-mails the intake has sent to `email` so far: each one's text, as wrangler's local send_email wrote it. */
async function mailTo(email: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 300));
  const log = intake.runtimeLog.join('\n');
  return [...log.matchAll(/To: (\S+)[\s\S]*?Text: (\S+)/g)]
    .filter((m) => m[1] === email)
    .map((m) => readFileSync(m[2] ?? '', 'utf8'));
}
const reminders = async (email: string) => (await mailTo(email)).filter((t) => t.includes('/resupply/?t='));
const linkIn = (text: string) => /\/resupply\/\?t=([\w-]{43})(?!&)/.exec(text)?.[1] ?? '';

/** The last reminder's send moved back `days` days, as if that time had passed. */
const remindedAgo = (patient: number, days: number) =>
  intake.db
    .prepare('UPDATE refills SET reminded_at = ?2 WHERE patient_id = ?1')
    .bind(patient, new Date(Date.now() - days * 86_400_000).toISOString())
    .run();

describe('her yes to reminders at checkout', () => {
  it('is recorded with the day and “checkout” when she ticks it, and never assumed when she does not', async () => {
    const shipping = (lastName: string) => ({ ...orderRequest([{ id: 21 }]).shipping, lastName });
    const ticked = await intake.send(
      '/orders',
      orderRequest([{ id: 21, quantity: 2 }], { shipping: shipping('Ticked'), reminders: true }),
    );
    const unticked = await intake.send(
      '/orders',
      orderRequest([{ id: 21, quantity: 2 }], { shipping: shipping('Unticked') }),
    );
    const consent = async (number: string) => {
      const { json: order } = await intake.staff(`/orders/${number}`);
      return (await intake.staff(`/patients/${order.patient.id}`)).json.reminders;
    };
    expect(await consent(ticked.json.orderNumber)).toEqual({ answer: 'yes', on: today(), by: 'checkout' });
    expect(await consent(unticked.json.orderNumber)).toBeNull();
    // Only her yes is a field: a no, or anything else, is refused rather than read as one.
    const refused = await intake.send('/orders', { ...orderRequest([{ id: 21 }]), reminders: false });
    expect(refused.status).toBe(422);
  });
});

describe('refill reminders she asked for', () => {
  it('are never sent without her yes, nor before 30 days before the supply runs out', async () => {
    // Two disposable filters at two a month last a calendar month: delivered 25 days ago, they run out within a
    // week, well inside the 30-day window. She was never asked, or said no: nothing goes.
    const never = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), null);
    const no = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), 'no');
    // A full face mask (one per 3 months) delivered today runs out in 3 months: the window opens in about 2.
    const early = await supplied([{ id: 2 }], today(), 'yes');
    await intake.scheduled();
    expect(await reminders(never.email)).toEqual([]);
    expect(await reminders(no.email)).toEqual([]);
    expect(await reminders(early.email)).toEqual([]);
    const { json: page } = await intake.staff(`/patients/${early.patient}`);
    expect(page.supplies[0].reminder).toMatch(/^First reminder from [A-Z][a-z]{2} \d{1,2}, 20\d\d$/);
    expect((await intake.staff(`/patients/${never.patient}`)).json.supplies[0].reminder).toBe(
      'No reminders: she has not said yes to them',
    );
  });

  it('go at most three times a cycle, a week apart, with her first name and a link and nothing medical', async () => {
    const her = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), 'yes', 'es');
    await intake.scheduled();
    const first = await reminders(her.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Hola, Rosa:');
    expect(first[0]).toMatch(/https:\/\/shop\.example\/es\/resupply\/\?t=[\w-]{43}\n/);
    expect(first[0]).toMatch(/https:\/\/shop\.example\/es\/resupply\/\?t=[\w-]{43}&stop=1/);
    expect(first[0]).not.toMatch(/CPAP|AirSense|filtro|filter|A7038|sueño|apnea|Medicare|Refill\d|Parsons/i);
    // The same hour, the next day: nothing more within a week.
    await intake.scheduled();
    await remindedAgo(her.patient, 6);
    await intake.scheduled();
    expect(await reminders(her.email)).toHaveLength(1);
    await remindedAgo(her.patient, 7);
    await intake.scheduled();
    await remindedAgo(her.patient, 7);
    await intake.scheduled();
    await remindedAgo(her.patient, 7);
    await intake.scheduled();
    const sent = await reminders(her.email);
    expect(sent).toHaveLength(3);
    // Each reminder its own link; each opens her refill.
    expect(new Set(sent.map(linkIn)).size).toBe(3);
    const { json: order } = await intake.staff(`/orders/${her.number}`);
    expect(
      order.timeline
        .filter((e: { kind: string }) => e.kind === 'email')
        .map((e: { detail: string }) => e.detail),
    ).toEqual(
      expect.arrayContaining(['refill reminder 1 of 3', 'refill reminder 2 of 3', 'refill reminder 3 of 3']),
    );
    // Three unanswered: she is on the day's list to call.
    const { json: list } = await intake.staff('/refills');
    const row = list.refills.find((r: { patientId: number }) => r.patientId === her.patient);
    expect(row).toMatchObject({ state: 'needs-call', reminders: 3, fromOrder: her.number, language: 'es' });
  });

  it('stop with one click from the e-mail, recorded as her no with the day', async () => {
    const her = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), 'yes');
    await intake.scheduled();
    const [mail] = await reminders(her.email);
    const stopped = await intake.send('/refills/stop', { token: linkIn(mail ?? '') });
    expect(stopped.status).toBe(200);
    expect(stopped.json.reminders).toBe(false);
    const { json: page } = await intake.staff(`/patients/${her.patient}`);
    expect(page.reminders).toEqual({ answer: 'no', on: today(), by: 'her reminder’s link' });
    await remindedAgo(her.patient, 7);
    await intake.scheduled();
    expect(await reminders(her.email)).toHaveLength(1);
    // A link made up, or cut short, opens nothing.
    const unknown = await intake.send('/refills/open', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(
      'This link does not open a refill: copy the whole link from the e-mail, or call us at (718) 555-0142.',
    );
  });
  it('stop in one click from her mail program: a form it posts with no page of ours, recorded as her no', async () => {
    const her = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), 'yes');
    await intake.scheduled();
    const [mail] = await reminders(her.email);
    const token = linkIn(mail ?? '');
    const post = (query: string, body: string, type = 'application/x-www-form-urlencoded') =>
      intake.send(`/refills/unsubscribe${query}`, null, {
        origin: null,
        raw: body,
        headers: { 'Content-Type': type },
      });
    // Only what RFC 8058 says a mail program sends, for a link of ours.
    expect((await post(`?t=${token}`, 'List-Unsubscribe=Yes')).status).toBe(400);
    expect((await post(`?t=${token}`, '{}', 'application/json')).status).toBe(415);
    expect((await post(`?t=${'x'.repeat(43)}`, 'List-Unsubscribe=One-Click')).status).toBe(404);
    expect((await post('', 'List-Unsubscribe=One-Click')).status).toBe(404);
    expect((await intake.staff(`/patients/${her.patient}`)).json.reminders).toMatchObject({ answer: 'yes' });

    const stopped = await post(`?t=${token}`, 'List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    const { json: page } = await intake.staff(`/patients/${her.patient}`);
    expect(page.reminders).toEqual({ answer: 'no', on: today(), by: 'her mail program’s one-click stop' });
    await remindedAgo(her.patient, 7);
    await intake.scheduled();
    expect(await reminders(her.email)).toHaveLength(1);
  });
});

describe('her answer, the refill record, and the refill order', () => {
  it('needs an answer for each item, a reason for each yes and her address; then makes an order that ships no sooner than 10 days before the end', async () => {
    // Two F20 cushions (one a month) and two filters (two a month) delivered 10 days ago, on one order: the filters
    // run out a month after delivery, the cushions two months after. The filters are asked about now.
    const delivered = daysAgo(10);
    const her = await supplied(
      [
        { id: 17, quantity: 2 },
        { id: 21, quantity: 2 },
      ],
      delivered,
      'yes',
    );
    await intake.scheduled();
    const [mail] = await reminders(her.email);
    const token = linkIn(mail ?? '');
    const { json: view } = await intake.send('/refills/open', { token });
    const endsOn = (() => {
      const d = new Date(`${delivered}T12:00:00Z`);
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + 1);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
      return d.toISOString().slice(0, 10);
    })();
    expect(view).toMatchObject({
      firstName: 'Rosa',
      payer: 'medicare',
      endsOn,
      shipFrom: plus(endsOn, -10),
      items: [
        { code: 'A7038', productId: 21, quantity: 2, name: 'ResMed AirSense 10 Disposable Air Filter' },
      ],
      answer: null,
      reminders: true,
    });
    expect(view.address.slice(1)).toEqual(['90-15 Parsons Boulevard', 'Jamaica, NY 11432']);

    const answer = (change: Record<string, unknown>) =>
      intake.send(
        '/refills/answer',
        { token, items: [{ code: 'A7038', need: true, reason: 'dirty' }], addressConfirmed: true, ...change },
        { headers: { 'Accept-Language': 'es' } },
      );
    expect((await answer({ items: [] })).status).toBe(422);
    const noReason = await answer({ items: [{ code: 'A7038', need: true }] });
    expect(noReason.json.message).toBe(
      'Díganos por qué necesita Filtro de aire desechable para la ResMed AirSense 10: gastado, roto, sucio o perdido.',
    );
    const noAddress = await answer({ addressConfirmed: false });
    expect(noAddress.json.message).toBe(
      'Confirme la dirección de envío. Si cambió, llámenos al (718) 555-0142 antes.',
    );
    const other = await answer({ items: [{ code: 'A7031', need: true, reason: 'worn' }] });
    expect(other.json.message).toBe('Díganos para cada artículo si lo necesita.');

    const answered = await answer({});
    expect(answered.status).toBe(200);
    const refill = answered.json.answer.orderNumber as string;
    expect(answered.json.answer).toEqual({ on: today(), orderNumber: refill, needed: 1 });
    // Once: the link has done its work.
    const again = await answer({});
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/^Usted ya respondió el /);

    const { json: order } = await intake.staff(`/orders/${refill}`);
    // Two filters at $4.00: Medicare's allowed amount is $3.50 each, $7.00 in all; her deductible is met, so
    // Medicare pays 80%, $5.60, and her share is 20%, $1.40, the whole of what she is shown to pay.
    expect(order).toMatchObject({
      payer: 'medicare',
      status: 'received',
      lines: [{ id: 21, hcpcs: 'A7038', quantity: 2, unitCents: 400 }],
      totals: {
        subtotal: 800,
        billedToMedicare: 800,
        medicareApproved: 700,
        medicarePays: 560,
        patientShare: 140,
        total: 140,
      },
      refill: {
        answeredOn: today(),
        fromOrder: her.number,
        endsOn,
        shipFrom: plus(endsOn, -10),
        items: [{ code: 'A7038', quantity: 2, need: true, reason: 'dirty' }],
      },
    });
    expect(order.patient.id).toBe(her.patient);
    // The written order and the sleep test on file with her first order stand for the refill.
    expect(
      order.documents.map((d: { kind: string; state: string; reason: string }) => [
        d.kind,
        d.state,
        d.reason,
      ]),
    ).toEqual([
      ['written-order', 'received', `On file with order ${her.number}`],
      ['sleep-test', 'received', `On file with order ${her.number}`],
    ]);
    expect(order.timeline[0].detail).toContain(
      `refill she asked for from her reminder’s link, for order ${her.number}: 2 × A7038 (dirty)`,
    );

    // It cannot go before 10 days before the filters run out.
    const move = async (to: string, extra: Record<string, unknown> = {}) => {
      const from = (await intake.staff(`/orders/${refill}`)).json.status;
      return intake.staff(`/orders/${refill}/moves`, { to, from, ...extra });
    };
    expect((await move('paperwork')).status).toBe(200);
    await intake.staff(`/orders/${refill}/medicare`, { from: her.number, sealed: SEALED });
    await intake.staff(`/orders/${refill}/eligibility`, ACTIVE_PART_B);
    expect((await move('confirmed')).status).toBe(200);
    const early = await move('delivered', { proofOfDelivery: true });
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(
      /^This refill may go to her from [A-Z][a-z]{2} \d{1,2}, 20\d\d: Medicare’s refill rule lets it go no sooner than 10 days before her current supply runs out\.$/,
    );
    const { json: list } = await intake.staff('/refills');
    expect(list.refills.find((r: { orderNumber: string }) => r.orderNumber === refill)).toMatchObject({
      state: 'answered',
      toShip: false,
    });
  });

  it('sends a card order’s items to her cart instead: the page says so, and no order is made for her', async () => {
    const shipping = {
      ...orderRequest([{ id: 21 }]).shipping,
      lastName: 'Cardrefill',
      email: 'card.refill@example.com',
    };
    const placed = await intake.send('/orders', orderRequest([{ id: 21, quantity: 2 }], { shipping }));
    const number = placed.json.orderNumber as string;
    // Paid and delivered 25 days ago (the card path is tested on its own in back-office.test.ts).
    await intake.db
      .prepare(`UPDATE orders SET status = 'delivered', delivered_at = ?2 WHERE number = ?1`)
      .bind(number, `${daysAgo(25)}T17:00:00.000Z`)
      .run();
    const { json: order } = await intake.staff(`/orders/${number}`);
    await intake.staff(`/patients/${order.patient.id}/reminders`, { answer: 'yes', on: today() });
    await intake.scheduled();
    const [mail] = await reminders('card.refill@example.com');
    const token = linkIn(mail ?? '');
    const { json: view } = await intake.send('/refills/open', { token });
    expect(view).toMatchObject({
      payer: 'card',
      items: [{ code: 'A7038', productId: 21, quantity: 2 }],
      answer: null,
    });
    const answered = await intake.send('/refills/answer', {
      token,
      items: [{ code: 'A7038', need: true, reason: 'worn' }],
      addressConfirmed: true,
    });
    expect(answered.status).toBe(409);
    expect(answered.json.message).toBe('These were paid by card: add them to your cart to order them again.');
    const { json: page } = await intake.staff(`/patients/${order.patient.id}`);
    expect(page.orders).toHaveLength(1);
  });

  it('asks for a new written order when hers is more than 12 months old', async () => {
    const her = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), 'yes');
    await intake.db
      .prepare(`UPDATE order_documents SET signed_on = ?2 WHERE order_number = ?1 AND kind = 'written-order'`)
      .bind(her.number, '2025-10-01')
      .run();
    await intake.scheduled();
    const [mail] = await reminders(her.email);
    const { json } = await intake.send('/refills/answer', {
      token: linkIn(mail ?? ''),
      items: [{ code: 'A7038', need: true, reason: 'worn' }],
      addressConfirmed: true,
    });
    if (!json.answer) throw new Error(intake.logs.join('\n'));
    const { json: order } = await intake.staff(`/orders/${json.answer.orderNumber}`);
    expect(order.documents.find((d: { kind: string }) => d.kind === 'written-order')).toMatchObject({
      state: 'needed',
    });
    expect(order.timeline.map((e: { detail: string }) => e.detail)).toContain(
      `a new written order is needed: hers on order ${her.number} was signed on Oct 1, 2025, more than 12 months ago`,
    );
  });

  it('bills a refill of a CPAP past its third month with KX only once her use met the rule', async () => {
    // Her CPAP delivered 120 days ago (month 4 or 5 now), her filters 25 days ago.
    const her = await supplied([{ id: 1 }], daysAgo(120), 'yes');
    const filters = await deliveredOrder(intake, [{ id: 21, quantity: 2 }], {
      shipping: (await intake.staff(`/orders/${her.number}`)).json.shipping,
    });
    await moveDelivery(intake, filters, daysAgo(25));
    await intake.scheduled();
    const [mail] = await reminders(her.email);
    const { json } = await intake.send('/refills/answer', {
      token: linkIn(mail ?? ''),
      items: [{ code: 'A7038', need: true, reason: 'worn' }],
      addressConfirmed: true,
    });
    const refill = json.answer.orderNumber as string;
    // Its ship date has come: delivered today.
    const move = async (to: string, extra: Record<string, unknown> = {}) => {
      const from = (await intake.staff(`/orders/${refill}`)).json.status;
      const moved = await intake.staff(`/orders/${refill}/moves`, { to, from, ...extra });
      if (moved.status !== 200) throw new Error(moved.json.message);
    };
    await move('paperwork');
    await intake.staff(`/orders/${refill}/medicare`, { from: her.number, sealed: SEALED });
    await intake.staff(`/orders/${refill}/eligibility`, ACTIVE_PART_B);
    await move('confirmed');
    await move('delivered', { proofOfDelivery: true });
    const held = await claimSent(intake, refill);
    expect(held.status).toBe(422);
    expect(held.json.message).toMatch(
      /^The claim was not sent\. A7038 has not earned KX \(missing: use of her E0601 meeting Medicare’s rule: .+; her E0601’s re-evaluation visit between day 31 and day 91\) and no ABN is on file/,
    );
    // Thirty nights at 5 hours from her CPAP's first night, and the re-evaluation on day 60: the rule is met.
    const start = daysAgo(120);
    const csv = ['date,hours', ...Array.from({ length: 30 }, (_, i) => `${plus(start, i)},5`)].join('\n');
    expect((await intake.staff(`/orders/${her.number}/nights`, { csv })).status).toBe(200);
    const visit = await intake.staff(`/orders/${her.number}/documents`, {
      action: 'receive',
      kind: 're-evaluation',
      signedOn: plus(start, 59),
      sealed: SEALED,
    });
    expect(visit.status).toBe(200);
    const sent = await claimSent(intake, refill);
    expect(sent.status).toBe(200);
    expect(
      sent.json.claims
        .at(-1)
        .lines.map((l: { hcpcs: string; modifiers: string[] }) => [l.hcpcs, l.modifiers]),
    ).toEqual([['A7038', ['NU', 'KX']]]);
  });
});

describe('her refill request taken by phone', () => {
  /** Her supplies' cycles as her record shows them. */
  const suppliesOf = async (patient: number) =>
    (await intake.staff(`/patients/${patient}`)).json.supplies as {
      code: string;
      orderNumber: string;
      endsOn: string;
      contactFrom: string;
      reminder: string;
    }[];
  const ask = (patient: number, body: Record<string, unknown>) =>
    intake.staff(`/patients/${patient}/refills`, body);

  it('is kept like her answer by e-mail, with who answered and who took it, even without her yes to reminders', async () => {
    // Two filters delivered 25 days ago: they run out in about five days. She never asked for reminders.
    const her = await supplied([{ id: 21, quantity: 2 }], daysAgo(25), null);
    const [filters] = await suppliesOf(her.patient);
    const cycle = { fromOrder: her.number, endsOn: filters!.endsOn };
    const answer = {
      ...cycle,
      items: [{ code: 'A7038', need: true, reason: 'worn' }],
      addressConfirmed: true,
      spokeWith: 'her daughter, Ana Ruiz',
    };
    const noReason = await ask(her.patient, { ...answer, items: [{ code: 'A7038', need: true }] });
    expect([noReason.status, noReason.json.message]).toEqual([
      422,
      'Say why she needs ResMed AirSense 10 Disposable Air Filter: worn out, broken, dirty or lost.',
    ]);
    const unanswered = await ask(her.patient, { ...answer, items: [] });
    expect([unanswered.status, unanswered.json.message]).toEqual([
      422,
      'Say for each item whether she needs it.',
    ]);
    const noAddress = await ask(her.patient, { ...answer, addressConfirmed: false });
    expect(noAddress.status).toBe(422);
    const nobody = await ask(her.patient, { ...answer, spokeWith: '  ' });
    expect([nobody.status, nobody.json.message]).toEqual([
      422,
      'Say who answered: the patient, or who for her.',
    ]);

    const taken = await ask(her.patient, answer);
    expect([taken.status, taken.json.message]).toEqual([200, undefined]);
    const reminder = (taken.json.supplies as { code: string; reminder: string }[]).find(
      (x) => x.code === 'A7038',
    );
    const refill = /: refill order (JMS-[\w-]+)$/.exec(reminder?.reminder ?? '')?.[1] ?? '';
    expect(refill).not.toBe('');
    const { json: order } = await intake.staff(`/orders/${refill}`);
    expect(order).toMatchObject({ payer: 'medicare', status: 'received', patient: { id: her.patient } });
    expect(order.lines).toEqual([expect.objectContaining({ id: 21, hcpcs: 'A7038', quantity: 2 })]);
    expect(order.refill).toMatchObject({
      how: 'by phone with her daughter, Ana Ruiz, recorded by ana@jamaicamedicalsupply.com',
      fromOrder: her.number,
      endsOn: cycle.endsOn,
      items: [{ code: 'A7038', quantity: 2, need: true, reason: 'worn' }],
    });
    expect(order.timeline[0].detail).toContain(
      `refill she asked for by phone with her daughter, Ana Ruiz, recorded by ana@jamaicamedicalsupply.com, for order ${her.number}: 2 × A7038 (worn)`,
    );
    // Once is all: a second answer is refused, and no second order is made.
    const again = await ask(her.patient, answer);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      `She answered about these supplies on ${taken.json.supplies[0].reminder.slice('Answered '.length, -`: refill order ${refill}`.length)}: refill order ${refill}.`,
    );
    expect((await intake.staff(`/patients/${her.patient}`)).json.orders).toHaveLength(2);
  });

  it('is refused before 30 days before her supply runs out, and for supplies she paid for by card', async () => {
    // Four filters delivered today last two months: she may be asked from about a month from now.
    const her = await supplied([{ id: 21, quantity: 4 }], today(), 'yes');
    const [filters] = await suppliesOf(her.patient);
    const early = await ask(her.patient, {
      fromOrder: her.number,
      endsOn: filters!.endsOn,
      items: [{ code: 'A7038', need: true, reason: 'lost' }],
      addressConfirmed: true,
      spokeWith: 'the patient',
    });
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(
      /^These supplies last until [A-Z][a-z]{2} \d{1,2}, 20\d\d: Medicare’s refill rule lets her be asked about a refill from [A-Z][a-z]{2} \d{1,2}, 20\d\d, 30 days before, and not sooner\.$/,
    );

    const placed = await intake.send(
      '/orders',
      orderRequest([{ id: 21, quantity: 2 }], {
        shipping: {
          ...orderRequest([{ id: 21 }]).shipping,
          lastName: 'Cardphone',
          email: 'card.phone@example.com',
        },
      }),
    );
    const card = placed.json.orderNumber as string;
    // Paid and delivered 25 days ago (the card path is tested on its own in back-office.test.ts).
    await intake.db
      .prepare(`UPDATE orders SET status = 'delivered', delivered_at = ?2 WHERE number = ?1`)
      .bind(card, `${daysAgo(25)}T17:00:00.000Z`)
      .run();
    const { json: cardOrder } = await intake.staff(`/orders/${card}`);
    const [cardFilters] = await suppliesOf(cardOrder.patient.id);
    const byCard = await ask(cardOrder.patient.id, {
      fromOrder: card,
      endsOn: cardFilters!.endsOn,
      items: [{ code: 'A7038', need: true, reason: 'worn' }],
      addressConfirmed: true,
      spokeWith: 'the patient',
    });
    expect([byCard.status, byCard.json.message]).toEqual([
      409,
      `Order ${card} was paid by card: take her refill as a new card order.`,
    ]);
    const unknown = await ask(her.patient, {
      fromOrder: card,
      endsOn: cardFilters!.endsOn,
      items: [],
      addressConfirmed: true,
      spokeWith: 'the patient',
    });
    expect(unknown.status).toBe(404);
  });
});
