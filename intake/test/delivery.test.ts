import { orderRequest, paperworkIn, SEALED, startIntake, type Intake } from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
/** A Medicare order of the CPAP (a 13-month rental), confirmed with its paperwork in. */
async function confirmedCpap() {
  const { json } = await intake.send(
    '/orders',
    orderRequest([{ id: 1 }], { paymentMethod: 'medicare', deductible: 'yes', sealed: { medicare: SEALED } }),
  );
  const number = json.orderNumber as string;
  await move(number, 'paperwork');
  await paperworkIn(intake, number);
  await move(number, 'confirmed');
  return number;
}

describe('the date of service, given at delivery', () => {
  it('is the day she signed the ticket, and each rental month is billed from it, not from the click', async () => {
    const number = await confirmedCpap();
    // Placed on January 28, 2026 and signed for on Saturday the 31st; marked delivered only now.
    await intake.db
      .prepare('UPDATE orders SET placed_at = ?2 WHERE number = ?1')
      .bind(number, '2026-01-28T15:00:00.000Z')
      .run();
    const moved = await move(number, 'delivered', { proofOfDelivery: true, serviceDate: '2026-01-31' });
    expect(moved.status).toBe(200);
    const order = await detail(number);
    // Noon on January 31 in New York (EST, UTC−5); month 2 is billed on the last day of February, 2026.
    expect(order.rental).toMatchObject({
      month: 1,
      months: 13,
      deliveredAt: '2026-01-31T17:00:00.000Z',
      nextBillingDate: '2026-02-28T17:00:00.000Z',
      ended: null,
    });
    expect(order.timeline.at(-1).detail).toBe('date of service Jan 31, 2026 · signed delivery ticket kept');
  });

  it('records each item’s serial or lot number, as read off it, with the delivery', async () => {
    const number = await confirmedCpap();
    const moved = await move(number, 'delivered', {
      proofOfDelivery: true,
      serials: [{ id: 1, serial: ' 23201234567 ' }],
    });
    expect(moved.status).toBe(200);
    expect(moved.json.lines).toEqual([
      expect.objectContaining({ id: 1, hcpcs: 'E0601', serial: '23201234567' }),
    ]);
    expect(moved.json.timeline.at(-1).detail).toMatch(
      / · signed delivery ticket kept · serial or lot 23201234567$/,
    );
    const tooLong = await move(number, 'closed', { serials: [{ id: 1, serial: 'x'.repeat(61) }] });
    expect(tooLong.json.message).toBe('A serial or lot number is at most 60 characters.');
  });

  it('refuses a day that has not come, or one before the order was placed', async () => {
    const number = await confirmedCpap();
    const future = await move(number, 'delivered', { proofOfDelivery: true, serviceDate: '2099-03-01' });
    expect([future.status, future.json.message]).toEqual([
      422,
      'Mar 1, 2099 has not come yet: give the day she signed the delivery ticket (or the ship date).',
    ]);
    const before = await move(number, 'delivered', { proofOfDelivery: true, serviceDate: '2020-01-15' });
    expect(before.status).toBe(422);
    expect(before.json.message).toMatch(
      new RegExp(
        `^Order ${number} was placed on \\w{3} \\d{1,2}, \\d{4}: it cannot have been delivered on Jan 15, 2020\\.$`,
      ),
    );
    expect((await detail(number)).status).toBe('confirmed');
  });

  it('of an item a carrier takes is its ship date: shipped with tracking, delivered on the carrier’s record', async () => {
    const number = await confirmedCpap();
    const shipped = await move(number, 'shipped', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.status).toBe(200);
    expect(shipped.json).toMatchObject({
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    // Placed on Friday, February 27, 2026 and handed to UPS on Monday, March 2, at 3 PM in New York (EST).
    await intake.db
      .prepare('UPDATE orders SET placed_at = ?2, shipped_at = ?3 WHERE number = ?1')
      .bind(number, '2026-02-27T15:00:00.000Z', '2026-03-02T20:00:00.000Z')
      .run();
    expect((await detail(number)).shippedOn).toBe('2026-03-02');
    // Once it has left, it is delivered, never cancelled.
    expect((await move(number, 'cancelled', { reason: 'changed her mind' })).status).toBe(409);
    const noProof = await move(number, 'delivered', {});
    expect([noProof.status, noProof.json.message]).toEqual([
      422,
      'Medicare needs proof of delivery: keep the carrier’s record that it was delivered to her address, then tick it.',
    ]);
    const early = await move(number, 'delivered', { proofOfDelivery: true, serviceDate: '2026-03-01' });
    expect([early.status, early.json.message]).toEqual([
      422,
      `Order ${number} shipped on Mar 2, 2026: its date of service is that day or the day the carrier delivered it, not Mar 1, 2026.`,
    ]);
    const moved = await move(number, 'delivered', { proofOfDelivery: true });
    expect(moved.status).toBe(200);
    // The ship date, March 2, at noon in New York (EST, UTC−5): month 2 is billed on April 2.
    expect(moved.json.rental).toMatchObject({
      month: 1,
      deliveredAt: '2026-03-02T17:00:00.000Z',
      nextBillingDate: '2026-04-02T17:00:00.000Z',
    });
    expect(moved.json.timeline.at(-1).detail).toBe(
      'date of service Mar 2, 2026 · the carrier’s record of delivery kept',
    );
  });
});
