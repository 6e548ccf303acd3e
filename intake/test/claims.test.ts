import {
  ACTIVE_PART_B,
  claimSent,
  deliveredOrder,
  orderRequest,
  SEALED,
  STAFF,
  startIntake,
  WRITTEN_ORDER,
  type Intake,
} from './intake';
import { unenrolledNpi } from '@/scripts/testing/clearinghouse-stand-in.mjs';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const detail = async (number: string, on = intake) => (await on.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}, on = intake) {
  const from = (await detail(number, on)).status;
  return on.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
const send = async (number: string, change: Record<string, unknown> = {}, on = intake) =>
  on.staff(
    `/orders/${number}/claims`,
    { from: (await detail(number, on)).status, ...ACTIVE_PART_B, ...WRITTEN_ORDER, ...change },
    { staff: STAFF[1] },
  );
const track = async (orderNumber: string) =>
  (await intake.send('/track', { orderNumber, zipCode: '11432' })).json;
const claimsSent = (on = intake) =>
  on.clearinghouse.requests.filter((r) => r.path.endsWith('/professionalclaims/v3/submission'));

const delivered = (lines: { id: number }[], on = intake) => deliveredOrder(on, lines);

describe('a claim, built from the order and sent to the DME MAC', () => {
  it('bills a CPAP’s first month E0601 RR KH KX, $89.00 on its date of service, to Jurisdiction A, and is accepted', async () => {
    const number = await delivered([{ id: 1 }]);
    expect((await detail(number)).claimDue).toEqual({ month: 1, from: null });

    const sent = await send(number);
    expect(sent.status).toBe(200);
    expect(sent.json.status).toBe('claim-submitted');
    expect(sent.json.claimDue).toBeNull();
    expect(sent.json.claims).toEqual([
      {
        month: 1,
        patientControlNumber: `${number.replace(/-/g, '')}-1`,
        state: 'submitted',
        charge: 8_900,
        payer: '16003',
        lines: [
          {
            hcpcs: 'E0601',
            modifiers: ['RR', 'KH', 'KX'],
            units: 1,
            charge: 8_900,
            serviceDate: '2026-12-01',
          },
        ],
        staff: STAFF[1],
        submittedAt: expect.any(String),
        answeredAt: null,
        words: [],
      },
    ]);
    // The 837P as the clearinghouse had it: her Medicare number, the written order's diagnosis and practitioner.
    const body = claimsSent().at(-1)!.body as {
      tradingPartnerServiceId: string;
      usageIndicator: string;
      subscriber: { memberId: string; dateOfBirth: string };
      billing: { npi: string; employerId: string };
      claimInformation: {
        claimChargeAmount: string;
        healthCareCodeInformation: unknown[];
        serviceLines: { professionalService: { procedureModifiers: string[] }; orderingProvider: unknown }[];
      };
    };
    expect(body.tradingPartnerServiceId).toBe('16003');
    expect(body.usageIndicator).toBe('T');
    expect(body.subscriber).toMatchObject({ memberId: '1EG4TE5MK73', dateOfBirth: '19480412' });
    expect(body.billing).toMatchObject({ npi: '1122334455', employerId: '112233445' });
    expect(body.claimInformation.claimChargeAmount).toBe('89.00');
    expect(body.claimInformation.healthCareCodeInformation).toEqual([
      { diagnosisTypeCode: 'ABK', diagnosisCode: 'G4733' },
    ]);
    expect(body.claimInformation.serviceLines[0]?.orderingProvider).toEqual({
      providerType: 'OrderingProvider',
      npi: '1234567893',
      firstName: 'Anita',
      lastName: 'Patel',
    });

    // A second desk sending it again is refused: no month goes out twice.
    const twice = await send(number, { from: 'delivered' });
    expect(twice.status).toBe(409);
    expect(
      claimsSent().filter((r) => JSON.stringify(r.body).includes(number.replace(/-/g, ''))),
    ).toHaveLength(1);

    // The hourly schedule reads the DME MAC's 277CA.
    await intake.scheduled();
    const answered = await detail(number);
    expect(answered.claims[0]).toMatchObject({
      state: 'accepted',
      words: ['Acknowledgement/Acceptance into adjudication system: Accepted for processing.'],
    });
    expect(answered.timeline.at(-1)).toMatchObject({
      kind: 'claim',
      staff: null,
      detail: expect.stringContaining('Accepted by Noridian Healthcare Solutions (DME MAC Jurisdiction A)'),
    });
    // Track Order tells her Medicare took it in.
    expect((await track(number)).claim).toBe('accepted');
    // The next run reads the DME MAC's remittance for it (remittances.test.ts works its figures).
    await intake.scheduled();
    const remitted = await detail(number);
    expect([remitted.claims[0].state, remitted.remittances.length]).toEqual(['paid', 1]);

    // What the claim was sent with stays out of D1: no Medicare number, diagnosis or practitioner's NPI.
    const rows = JSON.stringify([
      (await intake.db.prepare('SELECT * FROM claims').all()).results,
      (await intake.db.prepare('SELECT * FROM order_events').all()).results,
    ]);
    for (const secret of ['1EG4TE5MK73', '1EG4-TE5-MK73', 'G47', '1234567893', '1948'])
      expect(rows).not.toContain(secret);
  });

  it('a claim sent back for the ordering practitioner’s NPI says what to fix, and goes again with the right one', async () => {
    const number = await delivered([{ id: 1 }]);
    expect(
      (await send(number, { orderingNpi: unenrolledNpi, orderingName: 'Walter Greene, MD' })).status,
    ).toBe(200);
    await intake.staff('/claims/answers', {});
    const rejected = await detail(number);
    expect(rejected.claims[0]).toMatchObject({ state: 'rejected' });
    expect(rejected.claims[0].words).toEqual([
      'Acknowledgement/Rejected for Invalid Information: Entity’s National Provider Identifier (NPI) (Ordering Physician). Check the NPI on the written order; Medicare pays for DME only when the ordering practitioner is enrolled in PECOS, so ask the practitioner’s office to enrol if it is right.',
    ]);
    // Still waiting at "claim submitted", with the month due again and nothing paid for it.
    expect([rejected.status, rejected.claimDue]).toEqual(['claim-submitted', { month: 1, from: null }]);
    // She is told it went back for a correction, and that there is nothing for her to do (never the reason).
    expect((await track(number)).claim).toBe('returned');
    expect((await move(number, 'medicare-paid', { amount: 7_120 })).status).toBe(422);

    const again = await send(number);
    expect(again.status).toBe(200);
    expect(
      again.json.claims.map((c: { patientControlNumber: string; state: string }) => [
        c.patientControlNumber,
        c.state,
      ]),
    ).toEqual([
      [`${number.replace(/-/g, '')}-1`, 'rejected'],
      [`${number.replace(/-/g, '')}-1B`, 'submitted'],
    ]);
    await intake.staff('/claims/answers', {});
    expect((await detail(number)).claims[1].state).toBe('accepted');
  });

  it('a walker without its written order has not earned KX: not sent without an ABN, sent NU GA with one', async () => {
    const { json } = await intake.send(
      '/orders',
      orderRequest([{ id: 11 }], {
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: { medicare: SEALED },
      }),
    );
    const number = json.orderNumber as string;
    await move(number, 'paperwork');
    await intake.staff(`/orders/${number}/documents`, {
      action: 'waive',
      kind: 'written-order',
      reason: 'The office faxed an unsigned copy',
    });
    await intake.staff(`/orders/${number}/eligibility`, ACTIVE_PART_B);
    expect((await move(number, 'confirmed')).json.message).toBeUndefined();
    await intake.db
      .prepare('UPDATE orders SET placed_at = ?2 WHERE number = ?1')
      .bind(number, '2026-11-20T15:00:00.000Z')
      .run();
    expect(
      (await move(number, 'delivered', { proofOfDelivery: true, serviceDate: '2026-12-01' })).json.message,
    ).toBeUndefined();
    const before = claimsSent().length;
    const refused = await send(number);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'The claim was not sent. E0143 has not earned KX (missing: written-order) and no ABN is on file: it would go as GZ and be denied, with nothing the patient may be billed. Record the documents, or the ABN she signed.',
    );
    expect(claimsSent()).toHaveLength(before);

    const withAbn = await send(number, { abnOnFile: true });
    expect(withAbn.status).toBe(200);
    // The walker's $69.00, a purchase of new equipment, billed knowing Medicare will deny it.
    expect(withAbn.json.claims[0].lines).toEqual([
      { hcpcs: 'E0143', modifiers: ['NU', 'GA'], units: 1, charge: 6_900, serviceDate: '2026-12-01' },
    ]);
  });

  it('a claim the clearinghouse’s edits refuse is recorded with why, and nothing moves', async () => {
    const other = await startIntake({ SUPPLIER_TAX_ID: '001234567' });
    try {
      const number = await delivered([{ id: 1 }], other);
      const refused = await send(number, {}, other);
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe(
        'The clearinghouse refused the claim: The billing provider tax id (TIN) is invalid. Correct it and send it again.',
      );
      const after = await detail(number, other);
      expect([after.status, after.claims[0].state, after.claimDue]).toEqual([
        'delivered',
        'rejected',
        { month: 1, from: null },
      ]);
    } finally {
      await other.dispose();
    }
  });

  it('the plain "claim submitted" step is gone: a claim is only ever sent built from the order', async () => {
    const number = await delivered([{ id: 1 }]);
    expect((await detail(number)).moves).not.toContain('claim-submitted');
    const typed = await move(number, 'claim-submitted');
    expect(typed.status).toBe(422);
    expect(typed.json.message).toBe(
      `Send the claim from the Claims section of order ${number}: it is built from the order and sent to Medicare through the clearinghouse.`,
    );
    expect((await claimSent(intake, number)).status).toBe(200);
  });
});
