import { claimSent, deliveredOrder, patientOf, remitted, STAFF, startIntake, type Intake } from './intake';

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
const track = async (orderNumber: string) =>
  (await intake.send('/track', { orderNumber, zipCode: '11432' })).json;
const events = async (number: string) =>
  (await detail(number)).timeline.map((e: { detail: string | null }) => e.detail ?? '') as string[];

/** A delivered order's claim sent and accepted, then Medicare's remittance read: the order afterwards. */
async function paidThrough(number: string, change: Record<string, unknown> = {}) {
  const sent = await claimSent(intake, number, change);
  if (sent.status !== 200) throw new Error(sent.json.message);
  return remitted(intake, number);
}

describe('Medicare’s remittance sets the money', () => {
  it('posts deductible and coinsurance: Medicare paid and her share come from the 835, and she is billed it once', async () => {
    // A full-face mask (A7030), a purchase at its $150.00 allowed amount, for a patient with $120.00 of her
    // deductible left: $120.00 deductible, 20% of the $30.00 left is $6.00 coinsurance, so her share is $126.00;
    // Medicare pays the $24.00 left less 2% sequestration ($0.48): $23.52.
    const number = await deliveredOrder(intake, [{ id: 2 }]);
    const order = await paidThrough(number);
    expect(order.status).toBe('share-billed');
    expect(order.bill).toBe(12_600);
    expect(order.claims[0].state).toBe('paid');
    expect(order.remittances).toHaveLength(1);
    expect(order.remittances[0]).toMatchObject({
      month: 1,
      outcome: 'posted',
      charge: 15_000,
      allowed: 15_000,
      paid: 2_352,
      share: 12_600,
      deductible: 12_000,
      coinsurance: 600,
      billed: 12_600,
      nextStep: null,
    });
    expect(order.remittances[0].words).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Billed \$150\.00; Medicare allowed \$150\.00 and paid \$23\.52 on /),
        'Her share: $126.00 ($120.00 of her Part B deductible, $6.00 coinsurance).',
        'PR-1 $120.00: Part B deductible, hers to pay.',
        'PR-2 $6.00: coinsurance (her 20%), hers to pay.',
        'CO-253 $0.48: sequestration, the federal reduction of Medicare’s payment, the supplier’s to write off, never billed to her.',
        'MA01: she or the supplier may ask for a redetermination (appeal) within 120 days of this notice.',
      ]),
    );
    // Track Order tells her what Medicare paid, what she owes and why.
    expect(await track(number)).toMatchObject({
      status: 'share-billed',
      medicarePaid: 2_352,
      bill: { amount: 12_600, month: null },
      remittance: { paid: 2_352, share: 12_600, deductible: 12_000, coinsurance: 600 },
    });
    // Pay a Bill shows the same figures.
    const bill = await intake.send('/bills', { orderNumber: number, zipCode: '11432' });
    expect(bill.json).toMatchObject({
      for: 'share',
      due: 12_600,
      remittance: { paid: 2_352, share: 12_600, deductible: 12_000, coinsurance: 600 },
    });

    // Reading Medicare's answers again posts nothing twice.
    await remitted(intake, number);
    const again = await detail(number);
    expect(again.remittances).toHaveLength(1);
    expect((await events(number)).filter((t) => t.startsWith('$126.00 · her share'))).toHaveLength(1);

    // Her second order uses what is left of her deductible (nothing): a CPAP's month 1 of $89.00 is 20%
    // coinsurance, $17.80; Medicare pays $71.20 less $1.42 sequestration: $69.78.
    const cpap = await deliveredOrder(intake, [{ id: 1 }]);
    const second = await paidThrough(cpap, { ...patientOf(number) });
    expect(second.remittances[0]).toMatchObject({
      paid: 6_978,
      share: 1_780,
      deductible: 0,
      coinsurance: 1_780,
    });
    expect([second.status, second.bill]).toEqual(['share-billed', 1_780]);
  });

  it('never lets staff type what Medicare paid or what she owes', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await claimSent(intake, number);
    const typed = await move(number, 'medicare-paid', { amount: 8_900 });
    expect(typed.status).toBe(422);
    expect(typed.json.message).toBe(
      'Medicare’s payment is posted from its remittance (the 835) when the DME MAC sends it: nothing is typed. Check for Medicare’s answers under Claims.',
    );
    expect((await detail(number)).moves).not.toContain('medicare-paid');
    const order = await remitted(intake, number);
    // Her own 9-series beneficiary: $120.00 left, so the CPAP's first $89.00 is all deductible and Medicare pays
    // nothing; her share, $89.00, is billed. A correction can lower it, never raise it past the remittance.
    expect([order.status, order.bill, order.remittances[0].paid]).toEqual(['share-billed', 8_900, 0]);
    const raised = await intake.staff(`/orders/${number}/bill`, {
      action: 'correct',
      amount: 9_000,
      reason: 'typo',
    });
    expect(raised.status).toBe(422);
    expect(raised.json.message).toBe(
      'Her share for month 1 is at most $89.00, from Medicare’s remittance: $90.00 is more.',
    );
  });

  it('bills nothing to a Qualified Medicare Beneficiary, whatever the remittance says is hers', async () => {
    const qmb = {
      medicareNumber: '4QM1-AA1-AA11',
      firstName: 'Rosa',
      lastName: 'Alvarez',
      dateOfBirth: '1952-07-04',
    };
    const number = await deliveredOrder(intake, [{ id: 2 }]);
    expect((await intake.staff(`/orders/${number}/eligibility`, qmb)).json.eligibility.qmb).toBe(true);
    // $283.00 of her deductible left: the mask's $150.00 is all deductible, hers on paper, Medicaid's to pay.
    const order = await paidThrough(number, qmb);
    expect(order.remittances[0]).toMatchObject({ paid: 0, share: 15_000, deductible: 15_000, billed: 0 });
    expect([order.status, order.bill]).toEqual(['paid', null]);
    expect(order.remittances[0].words).toContain(
      'She is a Qualified Medicare Beneficiary: her $150.00 share is not billed to her (Medicaid pays it).',
    );
  });

  it('bills her a denial she accepted in an ABN (GA), and never one she did not (the supplier’s)', async () => {
    // The sleep test never came (waived, saying why): KX is not earned, and with her ABN the line goes as GA;
    // Medicare denies it as not medically necessary (CARC 50), and under the ABN it is hers (group PR).
    const withAbn = await deliveredOrder(intake, [{ id: 1 }]);
    const waived = await intake.staff(`/orders/${withAbn}/documents`, {
      action: 'waive',
      kind: 'sleep-test',
      reason: 'The sleep lab closed; she chose to rent it anyway and signed an ABN.',
    });
    expect(waived.status).toBe(200);
    const billed = await paidThrough(withAbn, { abnOnFile: true });
    expect(billed.claims[0].lines[0].modifiers).toEqual(['RR', 'KH', 'GA']);
    expect(billed.remittances[0]).toMatchObject({ outcome: 'posted', paid: 0, share: 8_900, deductible: 0 });
    expect([billed.status, billed.bill]).toEqual(['share-billed', 8_900]);
    expect(billed.remittances[0].words).toContain(
      'Her share: $89.00 ($89.00 Medicare did not cover, hers under an ABN).',
    );

    // With every document in (KX), a diagnosis the DME MAC does not cover a CPAP for (Z76.89) is denied the
    // same way, but with no ABN it is the supplier's (group CO): nothing is billed to her.
    const without = await deliveredOrder(intake, [{ id: 1 }]);
    const denied = await paidThrough(without, { diagnosis: 'Z76.89' });
    expect(denied.claims[0].state).toBe('denied');
    expect(denied.status).toBe('claim-submitted');
    expect(denied.bill).toBeNull();
    expect(denied.remittances[0]).toMatchObject({ outcome: 'denied', paid: 0, share: 0, nextStep: 'appeal' });
    expect(denied.remittances[0].words).toEqual(
      expect.arrayContaining([
        'CO-50 $89.00: not covered: Medicare does not find it medically necessary, the supplier’s to write off, never billed to her.',
        'N115: decided under the DME MAC’s Local Coverage Determination (LCD) for the item.',
      ]),
    );
    // An appealed denial is never sent again as a claim: that would be a duplicate.
    expect(denied.claimDue).toBeNull();

    // The denial queue has it, with the last day to appeal: 120 days from the day (in New York) it came.
    const received = new Date(denied.remittances[0].receivedAt as string).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    const by = new Date(`${received}T12:00:00Z`);
    by.setUTCDate(by.getUTCDate() + 120);
    const queue = (await intake.staff('/denials')).json.denials as Record<string, unknown>[];
    expect(queue.find((d) => d.orderNumber === without)).toMatchObject({
      month: 1,
      outcome: 'denied',
      nextStep: 'appeal',
      patient: 'Rosa Alvarez',
      appealBy: by.toISOString().slice(0, 10),
    });
    expect(queue.some((d) => d.orderNumber === withAbn)).toBe(false);
    // Track Order tells her Medicare did not pay, and that she owes nothing for it.
    expect((await track(without)).claim).toBe('denied');

    // The redetermination asked for: it stays in the queue, waiting for the decision; then it is written off.
    const id = denied.remittances[0].id as number;
    const settle = (action: string, note: string) =>
      intake.staff(`/orders/${without}/remittances/${id}`, { action, note }, { staff: STAFF[1] });
    expect((await settle('appealed', '')).json.message).toBe('Say what was done, or why.');
    expect((await settle('appealed', 'Redetermination sent with the sleep study.')).status).toBe(200);
    const waiting = (await intake.staff('/denials')).json.denials.find(
      (d: { orderNumber: string }) => d.orderNumber === without,
    );
    expect(waiting.settled).toBe('appealed');
    const off = await settle('written-off', 'Redetermination upheld the denial.');
    expect(off.status).toBe(200);
    expect([off.json.status, off.json.bill, off.json.remittances[0].settled]).toEqual([
      'paid',
      null,
      'written-off',
    ]);
    expect(
      (await intake.staff('/denials')).json.denials.some(
        (d: { orderNumber: string }) => d.orderNumber === without,
      ),
    ).toBe(false);
    expect((await events(without)).some((t) => t.includes(`Written off: remittance for month 1`))).toBe(true);
  });

  it('sends an unprocessable claim again, corrected, and posts the corrected one', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    const denied = await paidThrough(number, { diagnosis: 'R69' });
    expect(denied.remittances[0]).toMatchObject({ outcome: 'denied', nextStep: 'correct' });
    expect(denied.remittances[0].words).toContain(
      'MA130: the claim is unprocessable, with no appeal rights: send a new claim with the information corrected.',
    );
    expect(denied.claimDue).toEqual({ month: 1, from: null });
    const appeal = await intake.staff(`/orders/${number}/remittances/${denied.remittances[0].id}`, {
      action: 'appealed',
      note: 'x',
    });
    expect(appeal.json.message).toBe(
      'An unprocessable claim is not appealed: correct it and send the claim again from Claims.',
    );

    const fixed = await paidThrough(number, { diagnosis: 'G47.33' });
    expect(fixed.claims.map((c: { state: string }) => c.state)).toEqual(['denied', 'paid']);
    expect(fixed.remittances.map((r: { outcome: string }) => r.outcome)).toEqual(['denied', 'posted']);
    expect(fixed.remittances[0].settled).toBe('resent');
    expect([fixed.status, fixed.bill]).toEqual(['share-billed', 8_900]);
  });

  it('holds her share for her supplemental insurer when Medicare sent the claim on (a crossover)', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await claimSent(intake, number);
    // The DME MAC processed it as primary and forwarded it to her Medigap plan (CLP02 19, MA18).
    const sent = intake.clearinghouse.remittances.at(-1)!;
    const payment = sent.report.transactions[0]!.detailInfo[0]!.paymentInfo[0]!;
    payment.claimPaymentInfo.claimStatusCode = '19';
    Object.assign(payment, { outpatientAdjudication: { claimPaymentRemarkCode1: 'MA18' } });
    const held = await remitted(intake, number);
    expect([held.status, held.bill]).toEqual(['medicare-paid', null]);
    expect(held.remittances[0]).toMatchObject({ outcome: 'posted', share: 8_900, billed: 8_900 });
    expect(held.remittances[0].words).toContain(
      'MA18: the claim was sent on to her supplemental insurer (crossover).',
    );
    expect(held.timeline.at(-1).detail).toBe(
      'Her $89.00 share waits for her supplemental insurer: bill her only what it leaves, or mark it paid with nothing to bill.',
    );
    // Her plan paid nothing: her share is billed, as the remittance has it, not typed.
    expect(held.moves).toContain('share-billed');
    const billed = await move(number, 'share-billed');
    expect([billed.json.status, billed.json.bill]).toEqual(['share-billed', 8_900]);
  });

  it('holds a remittance that does not match the claim, and records a replayed one once', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await claimSent(intake, number);
    // The DME MAC's remittance, altered to a charge the store never billed, before the store reads it.
    const sent = intake.clearinghouse.remittances.at(-1)!;
    sent.report.transactions[0]!.detailInfo[0]!.paymentInfo[0]!.claimPaymentInfo.totalClaimChargeAmount =
      '98';
    const held = await remitted(intake, number);
    expect(held.status).toBe('claim-submitted');
    expect(held.bill).toBeNull();
    expect(held.remittances[0]).toMatchObject({ outcome: 'held', nextStep: 'review' });
    expect(held.remittances[0].words[0]).toBe(
      'Not posted. It is for a charge of $98.00, but the claim billed $89.00.',
    );
    // The same transaction listed again is not recorded again.
    intake.clearinghouse.remittances.push({ ...sent, processedAt: new Date().toISOString() });
    expect((await remitted(intake, number)).remittances).toHaveLength(1);
    expect((await intake.staff('/denials')).json.denials).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNumber: number, outcome: 'held' })]),
    );
  });
});
