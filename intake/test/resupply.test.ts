import { deliveredOrder, startIntake, STAFF, type Intake } from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

/** Today in New York, as the back office dates what she says. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

describe('her supplies’ cycle on her record', () => {
  it('gives each supply on a replacement schedule its last delivery, the day it runs out, and when to ask and ship', async () => {
    // The CPAP with its F20 mask, two F20 cushions and two disposable filters, delivered on October 15, 2026.
    const number = await deliveredOrder(intake, [
      { id: 1 },
      { id: 2 },
      { id: 17, quantity: 2 },
      { id: 21, quantity: 2 },
    ]);
    await intake.db
      .prepare('UPDATE orders SET delivered_at = ?2 WHERE number = ?1')
      .bind(number, '2026-10-15T16:00:00.000Z')
      .run();
    const { json: order } = await intake.staff(`/orders/${number}`);
    const { json: page } = await intake.staff(`/patients/${order.patient.id}`);
    // Filters: two at two a month last a month, to November 15; ask from 30 days before (October 16), ship from 10
    // days before (November 5). Cushions: two at one a month, to December 15. The mask: one per 3 months, to January
    // 15, 2027. The CPAP has no replacement schedule.
    expect(
      page.supplies.map((s: Record<string, unknown>) => [
        s.code,
        s.quantity,
        s.endsOn,
        s.contactFrom,
        s.shipFrom,
      ]),
    ).toEqual([
      ['A7038', 2, '2026-11-15', '2026-10-16', '2026-11-05'],
      ['A7031', 2, '2026-12-15', '2026-11-15', '2026-12-05'],
      ['A7030', 1, '2027-01-15', '2026-12-16', '2027-01-05'],
    ]);
    expect(page.supplies[0]).toMatchObject({
      name: 'ResMed AirSense 10 Disposable Air Filter',
      orderNumber: number,
      deliveredOn: '2026-10-15',
      state: 'out',
    });
  });
});

describe('her answer about refill reminders', () => {
  it('is never assumed, is recorded with the day she gave it and who recorded it, and a day to come is refused', async () => {
    const number = await deliveredOrder(intake, [{ id: 21, quantity: 2 }]);
    const { json: order } = await intake.staff(`/orders/${number}`);
    const id = order.patient.id as number;
    expect((await intake.staff(`/patients/${id}`)).json.reminders).toBeNull();
    const later = new Date(Date.now() + 86_400_000 * 2).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    const early = await intake.staff(`/patients/${id}/reminders`, { answer: 'yes', on: later });
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(/has not come yet: give the day she said so\.$/);
    const yes = await intake.staff(`/patients/${id}/reminders`, { answer: 'yes', on: today() });
    expect(yes.status).toBe(200);
    expect(yes.json.reminders).toEqual({ answer: 'yes', on: today(), by: STAFF[0] });
    const no = await intake.staff(`/patients/${id}/reminders`, { answer: 'no', on: today() });
    expect(no.json.reminders).toMatchObject({ answer: 'no' });
    const unknown = await intake.staff('/patients/999999/reminders', { answer: 'yes', on: today() });
    expect(unknown.status).toBe(404);
    const blank = await intake.staff(`/patients/${id}/reminders`, { on: today() });
    expect(blank.json.message).toBe('Say whether she wants the reminders: yes or no.');
  });
});
