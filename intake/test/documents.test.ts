import { ACTIVE_PART_B, daysAgo, orderRequest, SEALED, STAFF, startIntake, type Intake } from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

/** A Medicare order of these catalogue items. */
async function placeMedicare(items: { id: number }[]) {
  const { json } = await intake.send(
    '/orders',
    orderRequest(items, { paymentMethod: 'medicare', deductible: 'yes', sealed: { medicare: SEALED } }),
  );
  return json.orderNumber as string;
}
const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
const documentsOf = async (number: string) =>
  (await detail(number)).documents as { kind: string; state: string; [k: string]: unknown }[];
const change = (number: string, body: Record<string, unknown>, staff?: string) =>
  intake.staff(`/orders/${number}/documents`, body, { staff });
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
const timeline = async (number: string) =>
  ((await detail(number)).timeline as { kind: string; detail: string | null; staff: string | null }[]).filter(
    (e) => e.kind === 'document' || e.detail?.startsWith('Confirmed without'),
  );
/** A day as the back office writes it: `Dec 5, 2026`. */
const shown = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** A written order recorded as received: who signed it, its NPI and diagnosis codes sealed in the back office. */
const writtenOrder = { action: 'receive', kind: 'written-order', sealed: SEALED };

describe('the paperwork a Medicare order’s items need', () => {
  it('a CPAP needs its written order, the evaluation before the sleep test, the test, and later its re-evaluation; a card order none', async () => {
    const number = await placeMedicare([{ id: 1 }]);
    const docs = await documentsOf(number);
    expect(docs.map((d) => [d.kind, d.name, d.codes, d.state])).toEqual([
      ['written-order', 'Standard written order', ['E0601'], 'needed'],
      ['sleep-evaluation', 'Face-to-face clinical evaluation before the sleep test', ['E0601'], 'needed'],
      ['sleep-test', 'Qualifying sleep test', ['E0601'], 'needed'],
      // Needed for month 4's claim, not to confirm the order (adherence.test.ts).
      ['re-evaluation', 'Re-evaluation visit (days 31 to 91)', ['E0601'], 'needed'],
    ]);
    // Each rule names the CMS source it comes from.
    expect(docs[2]?.sources).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^LCD L33718/) }),
    ]);
    const { json } = await intake.send('/orders', orderRequest([{ id: 13 }]));
    expect((await detail(json.orderNumber)).documents).toEqual([]);
    const refused = await change(json.orderNumber, { ...writtenOrder, signedOn: daysAgo(1) });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Order ${json.orderNumber} is paid by card: Medicare needs no paperwork for it.`,
    );
  });

  it('is asked for, with the day to ask again two days later unless staff choose one', async () => {
    const number = await placeMedicare([{ id: 1 }]);
    const asked = await change(number, { action: 'request', kind: 'written-order', sealed: SEALED });
    expect(asked.status).toBe(200);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const twoDays = new Date(`${today}T12:00:00Z`);
    twoDays.setUTCDate(twoDays.getUTCDate() + 2);
    const [doc] = await documentsOf(number);
    expect(doc).toMatchObject({
      state: 'requested',
      followUpOn: twoDays.toISOString().slice(0, 10),
      sealed: { request: true, receipt: false },
      staff: STAFF[0],
    });
    expect((await timeline(number)).at(-1)).toEqual(
      expect.objectContaining({
        staff: STAFF[0],
        detail: `Standard written order requested; ask again on ${shown(twoDays.toISOString().slice(0, 10))}`,
      }),
    );
    // Track Order tells her the store is waiting on her doctor's office, and when it will ask again: never which
    // document (it would say what the order is for).
    const tracked = await intake.send('/track', { orderNumber: number, zipCode: '11432' });
    expect(tracked.json.paperwork).toEqual({
      askedOn: today,
      followUpOn: twoDays.toISOString().slice(0, 10),
    });
    expect(JSON.stringify(tracked.json)).not.toMatch(/written|sleep|order-document/i);
    const past = await change(number, {
      action: 'request',
      kind: 'sleep-test',
      sealed: SEALED,
      followUpOn: '2020-01-02',
    });
    expect(past.json.message).toBe(
      'The day to ask again, Jan 2, 2020, has passed: choose today or a later day.',
    );
  });

  it('keeps whom it was asked from and who signed it only sealed, opened as the order’s sealed details are', async () => {
    const number = await placeMedicare([{ id: 1 }]);
    const plain = await change(number, {
      action: 'receive',
      kind: 'written-order',
      signedOn: daysAgo(3),
      sealed: 'Dr. Anita Patel, NPI 1234567893',
    });
    expect([plain.status, plain.json.message]).toEqual([
      422,
      'What a document says is sealed in the back office before it is sent.',
    ]);
    const future = await change(number, { ...writtenOrder, signedOn: '2099-01-01' });
    expect(future.json.message).toBe(
      'Jan 1, 2099 has not come yet: give the date written on the standard written order.',
    );
    expect((await documentsOf(number))[0]?.state).toBe('needed');
    await change(number, { action: 'request', kind: 'written-order', sealed: 'hpke2.UkVR.QVNLRUQ' });
    expect((await change(number, { ...writtenOrder, signedOn: daysAgo(3) })).status).toBe(200);
    expect((await documentsOf(number))[0]).toMatchObject({
      state: 'received',
      signedOn: daysAgo(3),
      sealed: { request: true, receipt: true },
    });
    expect((await timeline(number)).at(-1)?.detail).toBe(
      `Standard written order received: signed ${shown(daysAgo(3))}`,
    );
    const opened = await intake.staff(`/orders/${number}/sealed`, {}, { staff: STAFF[1] });
    expect(opened.json.documents).toEqual([
      { kind: 'written-order', request: 'hpke2.UkVR.QVNLRUQ', receipt: SEALED },
    ]);
    expect((await detail(number)).timeline.at(-1)).toMatchObject({ kind: 'opened', staff: STAFF[1] });
    // Cancelled, the order's documents lose their sealed parts with its own.
    await move(number, 'cancelled', { reason: 'She went to another supplier' });
    expect((await intake.staff(`/orders/${number}/sealed`, {})).json.documents).toEqual([]);
  });

  it('refuses a CPAP’s clinical evaluation dated after its sleep test', async () => {
    const number = await placeMedicare([{ id: 1 }]);
    const test = {
      action: 'receive',
      kind: 'sleep-test',
      sealed: SEALED,
      signedOn: daysAgo(20),
    };
    expect((await change(number, test)).status).toBe(200);
    const late = await change(number, {
      action: 'receive',
      kind: 'sleep-evaluation',
      sealed: SEALED,
      signedOn: daysAgo(19),
    });
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(
      `The clinical evaluation of ${shown(daysAgo(19))} is after the sleep test of ${shown(daysAgo(20))}: Medicare pays for a CPAP only when the face-to-face evaluation came before the test (LCD L33718).`,
    );
  });
});

describe('confirming and delivering wait for the paperwork', () => {
  it('refuses to confirm while a document is missing, naming each; confirmed without them only with why', async () => {
    const number = await placeMedicare([{ id: 1 }]);
    await move(number, 'paperwork');
    await change(number, { ...writtenOrder, signedOn: daysAgo(2) });
    // Her Part B checked active, so that only the paperwork holds the order back.
    await intake.staff(`/orders/${number}/eligibility`, ACTIVE_PART_B);
    const refused = await move(number, 'confirmed');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      `Order ${number} cannot be confirmed while Medicare’s paperwork is missing: the face-to-face clinical evaluation before the sleep test and qualifying sleep test. Record each as received (or waived, with why), or confirm without them and say why.`,
    );
    expect((await detail(number)).status).toBe('paperwork');
    const confirmed = await move(number, 'confirmed', {
      reason: 'Sleep center faxing today; the patient needs it tonight',
    });
    expect(confirmed.json.status).toBe('confirmed');
    const entry = (await detail(number)).timeline.at(-1);
    expect(entry).toMatchObject({
      status: 'confirmed',
      staff: STAFF[0],
      detail:
        'Confirmed without the face-to-face clinical evaluation before the sleep test and qualifying sleep test: Sleep center faxing today; the patient needs it tonight',
    });
  });

  it('a knee brace (L1833, on CMS’s written-order-before-delivery list) is not delivered until its written order is in', async () => {
    const number = await placeMedicare([{ id: 13 }]);
    const docs = await documentsOf(number);
    expect(docs.map((d) => [d.kind, d.beforeDelivery])).toEqual([
      ['written-order', true],
      ['face-to-face', false],
      ['prior-authorization', false],
    ]);
    // The face-to-face visit must fall in the six months before the written order: for an order of June 1, 2026,
    // on or after December 1, 2025.
    await change(number, {
      action: 'receive',
      kind: 'face-to-face',
      sealed: SEALED,
      signedOn: '2025-11-30',
    });
    const order = { ...writtenOrder, signedOn: '2026-06-01' };
    const tooOld = await change(number, order);
    expect(tooOld.json.message).toBe(
      'The face-to-face encounter of Nov 30, 2025 is more than six months before the written order of Jun 1, 2026: Medicare needs one on or after Dec 1, 2025. Ask the practitioner for a newer visit note, or a new order.',
    );
    await change(number, {
      action: 'waive',
      kind: 'prior-authorization',
      reason: 'Affirmed by phone, UTN on file',
    });
    await change(number, {
      action: 'receive',
      kind: 'face-to-face',
      sealed: SEALED,
      signedOn: '2025-12-01',
    });
    await move(number, 'paperwork');
    await move(number, 'confirmed', { reason: 'Order promised by the practitioner' });
    const early = await move(number, 'delivered', { proofOfDelivery: true });
    expect(early.status).toBe(422);
    expect(early.json.message).toBe(
      `Order ${number} cannot be delivered yet: Medicare pays for the L1833 only when the standard written order is in before delivery (CMS’s list of items needing a written order prior to delivery). Record it first.`,
    );
    // Confirmed without it, she is told the store waits on her doctor's office (nothing asked for yet).
    const { json: waiting } = await intake.send('/track', { orderNumber: number, zipCode: '11432' });
    expect(waiting.paperwork).toEqual({ askedOn: null, followUpOn: null });
    expect((await change(number, order)).status).toBe(200);
    expect((await move(number, 'delivered', { proofOfDelivery: true })).json.status).toBe('delivered');
    const { json: delivered } = await intake.send('/track', { orderNumber: number, zipCode: '11432' });
    expect(delivered.paperwork).toBeNull();
    expect((await documentsOf(number)).map((x) => x.state)).toEqual(['received', 'received', 'waived']);
  });
});
