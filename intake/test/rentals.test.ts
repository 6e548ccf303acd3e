import {
  SEALED,
  claimSent,
  deliveredOrder,
  remitted,
  startIntake,
  type Intake,
  moveDelivery,
  rentedTo,
} from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake({ PATIENT_MAIL_FROM: 'orders@jamaicamedicalsupply.com' });
});
afterAll(() => intake.dispose());

const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
const track = async (orderNumber: string) =>
  (await intake.send('/track', { orderNumber, zipCode: '11432' })).json;
const due = async () =>
  (await intake.staff('/claims/due')).json.due as { orderNumber: string; month: number; dueOn: string }[];
/** A New York day (`YYYY-MM-DD`) `days` from today. */
const day = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const deliveredOn = (number: string, on: string) => moveDelivery(intake, number, on);
const atMonth = (number: string, month: number) => rentedTo(intake, number, month);

describe('claims due, queued by the hourly schedule on their day', () => {
  it('queues month 1 on its date of service and a rental’s month 2 on its billing date, once, until it is sent', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await intake.scheduled();
    expect((await due()).filter((d) => d.orderNumber === number)).toEqual([
      expect.objectContaining({ month: 1, dueOn: '2026-12-01', patient: 'Rosa Alvarez', months: 13 }),
    ]);
    await intake.scheduled();
    expect((await due()).filter((d) => d.orderNumber === number)).toHaveLength(1);
    // Sent: it leaves the queue.
    await claimSent(intake, number);
    expect((await due()).some((d) => d.orderNumber === number)).toBe(false);

    // Month 1 paid, delivered ten days ago: month 2's billing date is three weeks off, and it is not queued.
    await remitted(intake, number);
    await move(number, 'paid');
    await deliveredOn(number, day(-10));
    await intake.scheduled();
    expect((await due()).some((d) => d.orderNumber === number)).toBe(false);
    // A month after delivery, on its billing date, it is.
    await deliveredOn(number, day(-31));
    await intake.scheduled();
    const month2 = (await due()).find((d) => d.orderNumber === number);
    expect(month2?.month).toBe(2);
    expect((await detail(number)).claimDue).toEqual({ month: 2, from: null });
  });
});

describe('a rental ended early', () => {
  it('claims no month billed after the day it ended, and says so to her and on the pickup ticket’s order', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await claimSent(intake, number);
    await remitted(intake, number);
    await move(number, 'paid');
    await deliveredOn(number, day(-40));
    // She went into a nursing home 35 days ago, before month 2's billing date (about 10 days ago).
    const end = (on: string, reason = 'hospital') =>
      intake.staff(`/orders/${number}/rental-end`, { on, reason, note: 'Her daughter hands it back.' });
    const before = await end(day(-41));
    expect(before.status).toBe(422);
    expect(before.json.message).toMatch(
      /^The rental began on .+, its date of service: it cannot have ended on /,
    );
    const ended = await end(day(-35));
    expect(ended.status).toBe(200);
    expect(ended.json.claimDue).toBeNull();
    expect(ended.json.rental).toMatchObject({
      nextBillingDate: null,
      ended: { on: day(-35), reason: 'hospital', note: 'Her daughter hands it back.' },
      items: [expect.objectContaining({ months: 13, month: 1, state: 'ended' })],
    });
    expect((await end(day(-30))).status).toBe(409);
    await intake.scheduled();
    expect((await due()).some((d) => d.orderNumber === number)).toBe(false);
    const sent = await claimSent(intake, number);
    expect(sent.status).toBe(409);
    expect(await track(number)).toMatchObject({ rental: { endedOn: day(-35), nextBillingDate: null } });
    // Nothing more is owed: the order closes.
    expect((await move(number, 'closed')).json.status).toBe('closed');
  });
});

describe('the end of a rental’s months', () => {
  it('at month 13 the CPAP is hers: she is e-mailed and told on Track Order, and nothing more is claimed', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await atMonth(number, 12);
    // Delivered on December 1, 2025: month 13 is billed on December 1, 2026.
    await deliveredOn(number, '2025-12-01');
    // Her first 30 nights at 5 hours, and the re-evaluation visit on January 15, 2026 (day 46): past month 3 the
    // CPAP is paid only with both on file (adherence.test.ts tests each).
    const december = Array.from({ length: 30 }, (_, i) => `2025-12-${String(i + 1).padStart(2, '0')},5`);
    expect(
      (await intake.staff(`/orders/${number}/nights`, { csv: ['date,hours', ...december].join('\n') }))
        .status,
    ).toBe(200);
    const visit = { action: 'receive', kind: 're-evaluation', signedOn: '2026-01-15', sealed: SEALED };
    expect((await intake.staff(`/orders/${number}/documents`, visit)).status).toBe(200);
    expect((await detail(number)).claimDue).toEqual({ month: 13, from: null });
    await claimSent(intake, number);
    const claimed = await detail(number);
    expect(claimed.claims[0].lines[0].modifiers).toEqual(['RR', 'KJ', 'KX']);
    await remitted(intake, number);
    await move(number, 'paid');
    const done = await detail(number);
    expect(done.claimDue).toBeNull();
    // Hers from the day month 14 would have been billed: January 1, 2027.
    expect(done.rental.items).toEqual([
      expect.objectContaining({ months: 13, month: 13, state: 'owned', until: '2027-01-01' }),
    ]);
    expect(done.timeline.map((e: { detail: string | null }) => e.detail)).toContain(
      'rented equipment now hers',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(intake.runtimeLog.join('\n')).toContain(
      `Subject: The rented equipment from your order ${number} is yours`,
    );
    expect((await track(number)).rental).toMatchObject({
      owned: true,
      serviceUntil: null,
      nextBillingDate: null,
    });
  });

  it('oxygen is billed 36 months, then serviced unbilled to five years from its date of service', async () => {
    // The stationary concentrator (E1390), $170.00 a month.
    const number = await deliveredOrder(intake, [{ id: 5 }]);
    await atMonth(number, 35);
    await deliveredOn(number, '2023-12-01');
    await claimSent(intake, number);
    const claimed = await detail(number);
    expect(claimed.claims[0]).toMatchObject({ month: 36, charge: 17_000 });
    await remitted(intake, number);
    await move(number, 'paid');
    const done = await detail(number);
    // Month 37 is never claimed.
    expect(done.claimDue).toBeNull();
    expect((await claimSent(intake, number)).status).toBe(409);
    expect(done.rental.items).toEqual([
      expect.objectContaining({ months: 36, month: 36, state: 'serviced', until: '2028-12-01' }),
    ]);
    expect((await track(number)).rental).toMatchObject({ owned: false, serviceUntil: '2028-12-01' });
    // No "it is yours" e-mail: oxygen equipment stays the supplier's.
    expect(done.timeline.map((e: { detail: string | null }) => e.detail)).not.toContain(
      'rented equipment now hers',
    );
  });
});
