import {
  ACTIVE_PART_B,
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

/**
 * The CPAP alone (E0601, a capped rental of $89.00 a month) billed to Medicare, the patient having said her
 * deductible is met: by her own answer month 1 is 20% of $89.00, $17.80.
 */
async function placeCpap() {
  const { json } = await intake.send(
    '/orders',
    orderRequest([{ id: 1 }], { paymentMethod: 'medicare', deductible: 'yes', sealed: { medicare: SEALED } }),
  );
  return json.orderNumber as string;
}
const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function move(number: string, to: string, extra: Record<string, unknown> = {}) {
  // A claim is sent as staff send it, built from the order (claims.test.ts), and the DME MAC's answer read.
  if (to === 'claim-submitted') return claimSent(intake, number, extra);
  const from = (await detail(number)).status;
  return intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
}
const check = (number: string, who: Partial<typeof ACTIVE_PART_B> = {}, staff?: string) =>
  intake.staff(`/orders/${number}/eligibility`, { ...ACTIVE_PART_B, ...who }, { staff });
/** The documents in, as the practitioner's office sent them, before any eligibility is asked. */
async function documentsIn(number: string) {
  await paperworkIn(intake, number);
  // paperworkIn checks her as the active beneficiary; these tests start from no check at all.
  await intake.db.prepare('DELETE FROM eligibility_checks WHERE order_number = ?1').bind(number).run();
  await move(number, 'paperwork');
}
const track = async (orderNumber: string) =>
  (await intake.send('/track', { orderNumber, zipCode: '11432' })).json;

describe('eligibility, asked of Medicare before a Medicare order is confirmed', () => {
  it('Part B active with $120 of the deductible left: her share comes from Medicare’s figure, not her answer', async () => {
    const number = await placeCpap();
    await documentsIn(number);
    // Not confirmed before Medicare has answered for her.
    const early = await move(number, 'confirmed');
    expect(early.status).toBe(422);
    expect(early.json.message).toBe(
      `Order ${number} cannot be confirmed before Medicare has answered for her: check her eligibility, or confirm without it and say why.`,
    );

    const checked = await check(number, { medicareNumber: '1eg4-te5-mk73' }, STAFF[1]);
    expect(checked.status).toBe(200);
    // $120 left: month 1's $89.00 goes to the deductible, all hers; month 2 is the $31.00 still left plus 20% of
    // the other $58.00 ($11.60), $42.60; months 3 to 13 are 20% of $89.00, $17.80.
    expect(checked.json.eligibility).toMatchObject({
      answer: 'active',
      staff: STAFF[1],
      qmb: false,
      deductibleLeft: 12_000,
      advantagePlan: null,
      shareNow: 8_900,
      schedule: {
        steps: [
          { from: 1, to: 1, share: 8_900 },
          { from: 2, to: 2, share: 4_260 },
          { from: 3, to: 13, share: 1_780 },
        ],
      },
      words: [
        'Part B is active, since Mar 1, 2019.',
        '$120.00 of her 2026 Part B deductible is left: her figures use it, not her own answer.',
      ],
    });
    // The 270 as the clearinghouse got it: Medicare's payer id, the supplier's NPI, her number without dashes
    // and her date of birth as X12 writes it, asking about DME purchase (12) and rental (18).
    expect(intake.clearinghouse.requests.at(-1)?.body).toMatchObject({
      tradingPartnerServiceId: 'CMS',
      provider: { npi: '1122334455' },
      subscriber: {
        memberId: '1EG4TE5MK73',
        firstName: 'Rosa',
        lastName: 'Alvarez',
        dateOfBirth: '19480412',
      },
      encounter: { serviceTypeCodes: ['12', '18'] },
    });
    // Who asked and what Medicare said, in the timeline.
    expect(checked.json.timeline.at(-1)).toMatchObject({
      kind: 'eligibility',
      staff: STAFF[1],
      detail:
        'Eligibility checked: Part B is active, since Mar 1, 2019. $120.00 of her 2026 Part B deductible is left: her figures use it, not her own answer.',
    });
    expect((await move(number, 'confirmed')).json.status).toBe('confirmed');

    // Her Medicare number and date of birth went to the clearinghouse and nowhere else: not kept, not logged.
    const kept = await intake.db
      .prepare(
        `SELECT (SELECT json_group_array(result_json) FROM eligibility_checks) AS checks,
                (SELECT json_group_array(detail_json) FROM order_events) AS events`,
      )
      .first<{ checks: string; events: string }>();
    for (const text of [kept?.checks, kept?.events, intake.logs.join('')])
      expect(text).not.toMatch(/1EG4TE5MK73|1eg4-te5-mk73|19480412|1948-04-12/i);
  });

  it('a Medicare Advantage plan: never confirmed for Original Medicare, and Track Order tells her why', async () => {
    const number = await placeCpap();
    await documentsIn(number);
    const checked = await check(number, { medicareNumber: '3MA1AA1AA11', dateOfBirth: '1946-01-20' });
    expect(checked.json.eligibility).toMatchObject({
      answer: 'advantage',
      advantagePlan: 'Healthfirst Medicare Plan',
    });
    expect(checked.json.eligibility.words).toContain(
      'She is in a Medicare Advantage plan, Healthfirst Medicare Plan, since Jan 1, 2025: Original Medicare is not billed for this order; her plan is.',
    );
    const refused = await move(number, 'confirmed', { reason: 'She says she has Original Medicare' });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      `Order ${number} cannot be confirmed for Original Medicare: she is in a Medicare Advantage plan (Healthfirst Medicare Plan), which is billed instead. Track Order tells her so; call her about billing her plan, or cancel the order saying why.`,
    );
    expect((await detail(number)).status).toBe('paperwork');
    expect((await track(number)).coverage).toBe('advantage');
  });

  it('Part B not active: refused, the day it ended said; Track Order says Medicare will not pay', async () => {
    const number = await placeCpap();
    await documentsIn(number);
    const checked = await check(number, { medicareNumber: '5NA1AA1AA11', dateOfBirth: '1949-11-11' });
    expect(checked.json.eligibility).toMatchObject({
      answer: 'inactive',
      shareNow: null,
      words: ['Her Part B is not active: it ended on Jun 30, 2026. Medicare will not pay for this order.'],
    });
    const refused = await move(number, 'confirmed', { reason: 'Confirmed by phone' });
    expect(refused.json.message).toBe(
      `Order ${number} cannot be confirmed: Medicare says her Part B is not active, so it will not pay. Ask her about her coverage and check again, or cancel the order saying why.`,
    );
    expect((await track(number)).coverage).toBe('inactive');
    // Checked again with the right beneficiary (a mistyped card), the latest answer is the one that counts.
    await check(number);
    expect((await move(number, 'confirmed')).json.status).toBe('confirmed');
    expect((await track(number)).coverage).toBeNull();
  });

  it('a Qualified Medicare Beneficiary owes no share, and none can be billed to her', async () => {
    const number = await placeCpap();
    await documentsIn(number);
    const checked = await check(number, { medicareNumber: '4QM1AA1AA11', dateOfBirth: '1952-07-04' });
    expect(checked.json.eligibility).toMatchObject({
      answer: 'active',
      qmb: true,
      deductibleLeft: 28_300,
      shareNow: 0,
      schedule: { steps: [{ from: 1, to: 13, share: 0 }] },
    });
    expect(checked.json.eligibility.words).toContain(
      'She is a Qualified Medicare Beneficiary: she may not be billed any Medicare share (Medicaid covers it).',
    );
    await move(number, 'confirmed');
    await move(number, 'delivered', { proofOfDelivery: true });
    await move(number, 'claim-submitted', { medicareNumber: '4QM1AA1AA11', dateOfBirth: '1952-07-04' });
    // The deductible not met: Medicare's remittance pays nothing of month 1 (all $89.00 is deductible, hers on
    // paper); her share is Medicaid's, so nothing is billed and the month is paid.
    const remittedOrder = await remitted(intake, number);
    expect(remittedOrder.remittances[0]).toMatchObject({ paid: 0, share: 8_900, billed: 0 });
    expect([remittedOrder.status, remittedOrder.bill]).toEqual(['paid', null]);
    expect((await move(number, 'share-billed')).status).toBe(409);
  });

  it('hospice and home-health episodes are said with who pays for what', async () => {
    const number = await placeCpap();
    const hospice = await check(number, { medicareNumber: '6HP1AA1AA11', dateOfBirth: '1944-02-29' });
    expect(hospice.json.eligibility.words).toEqual([
      'Part B is active, since Feb 1, 2009.',
      'Her 2026 Part B deductible is met.',
      'She has elected hospice, since Nov 1, 2026: what is for her terminal illness is the hospice’s to provide; bill Medicare only for what is not, with modifier GW.',
    ]);
    // Deductible met: month 1 is 20% of $89.00.
    expect(hospice.json.eligibility.shareNow).toBe(1_780);
    const homeHealth = await check(number, { medicareNumber: '7HH1AA1AA11', dateOfBirth: '1951-05-05' });
    expect(homeHealth.json.eligibility.words.at(-1)).toBe(
      'She is in a home health episode, Nov 15, 2026 to Jan 13, 2027: equipment is still billed by the store, but medical supplies during it are the home health agency’s.',
    );
  });

  it('not matched (a date of birth Medicare does not have): said in words; confirmed only with why', async () => {
    const number = await placeCpap();
    await documentsIn(number);
    const checked = await check(number, { dateOfBirth: '1948-12-04' });
    expect(checked.json.eligibility).toMatchObject({
      answer: 'unmatched',
      words: ['Medicare has another date of birth for this Medicare number: check it with her.'],
    });
    expect((await move(number, 'confirmed')).status).toBe(422);
    const confirmed = await move(number, 'confirmed', { reason: 'Checked on the NGS portal: Part B active' });
    expect(confirmed.json.status).toBe('confirmed');
    expect(confirmed.json.timeline.at(-1).detail).toBe(
      'Confirmed without an eligibility check that matched her: Checked on the NGS portal: Part B active',
    );
    const unknown = await check(number, { medicareNumber: '8AA9AA9AA99' });
    expect(unknown.json.eligibility.words).toEqual([
      'Medicare found no one with this Medicare number, name and date of birth: check each against her card.',
    ]);
  });

  it('refuses what cannot be asked, with a sentence, keeping nothing', async () => {
    const { json: card } = await intake.send('/orders', orderRequest([{ id: 13 }]));
    const refused = await check(card.orderNumber);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`Order ${card.orderNumber} is paid by card: Medicare is not asked.`);
    const number = await placeCpap();
    const future = await check(number, { dateOfBirth: '2030-01-01' });
    expect(future.status).toBe(422);
    expect(future.json.message).toBe('Jan 1, 2030 is not a date of birth: check it with her.');
    const badNumber = await check(number, { medicareNumber: '1EG4-TE5-MK7' });
    expect(badNumber.status).toBe(422);
    expect((await detail(number)).eligibility).toBeNull();
  });
});

describe('eligibility when the clearinghouse cannot answer', () => {
  it('unreachable or not set up: a sentence for staff, nothing stored', async () => {
    const settings: Record<string, string>[] = [
      { CLEARINGHOUSE_URL: 'http://127.0.0.1:9/2024-04-01' },
      { CLEARINGHOUSE_API_KEY: '' },
    ];
    for (const vars of settings) {
      const alone = await startIntake(vars);
      try {
        const { json } = await alone.send(
          '/orders',
          orderRequest([{ id: 1 }], {
            paymentMethod: 'medicare',
            deductible: 'yes',
            sealed: { medicare: SEALED },
          }),
        );
        const answer = await alone.staff(`/orders/${json.orderNumber}/eligibility`, ACTIVE_PART_B);
        expect(answer.status).toBe(503);
        expect(answer.json.message).toBe(
          vars.CLEARINGHOUSE_URL
            ? 'The clearinghouse could not be reached just now: try again in a few minutes, or check on the DME MAC’s portal.'
            : 'Eligibility checks are not set up: the clearinghouse’s API key (CLEARINGHOUSE_API_KEY) is not set. Check on the DME MAC’s portal meanwhile.',
        );
        expect((await alone.staff(`/orders/${json.orderNumber}`)).json.eligibility).toBeNull();
      } finally {
        await alone.dispose();
      }
    }
  });
});
