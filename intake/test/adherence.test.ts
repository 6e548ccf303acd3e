import { readFileSync } from 'node:fs';
import {
  SEALED,
  claimSent,
  deliveredOrder,
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
const nights = (number: string, csv: string) => intake.staff(`/orders/${number}/nights`, { csv });
const deliveredOn = (number: string, on: string) => moveDelivery(intake, number, on);
const atMonth = (number: string, month: number) => rentedTo(intake, number, month);
const reevaluation = (number: string, signedOn: string) =>
  intake.staff(`/orders/${number}/documents`, {
    action: 'receive',
    kind: 're-evaluation',
    signedOn,
    sealed: SEALED,
  });

/** Rows `MM/DD/YYYY,h:mm` for consecutive nights of September 2026 from the 1st, one per usage given. */
const september = (usage: string[]) => usage.map((u, i) => `09/${String(i + 1).padStart(2, '0')}/2026,${u}`);

describe('importing a CPAP’s nightly use', () => {
  it('reads AirView’s export: the nights kept, the best 30 and the day the rule was met, the rest of the file not', async () => {
    // The CPAP (E0601) delivered on Sep 1, 2026: day 1.
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-09-01');
    // Nights 1–22 at 5:10 and 23–30 at 2:30: 22 of the 30 at 4 hours or more, the 21st on night 21.
    const csv = [
      'Usage report for Alvarez, Rosa,,',
      'Date,Usage,AHI',
      ...september([...Array(22).fill('5:10'), ...Array(8).fill('2:30')]).map((r) => `${r},3.2`),
    ].join('\r\n');
    const imported = await nights(number, csv);
    expect(imported.status).toBe(200);
    expect(imported.json.adherence).toMatchObject({
      dateOfService: '2026-09-01',
      best: { firstDay: 1, lastDay: 30, from: '2026-09-01', to: '2026-09-30', nights: 22 },
      usageMetOn: { day: 21, date: '2026-09-21' },
      // Day 90 of a September 1 start is November 29; the visit falls on days 31–91, October 1 to November 30.
      deadline: '2026-11-29',
      reevaluationFrom: '2026-10-01',
      reevaluationTo: '2026-11-30',
      met: false,
      needsCall: false,
    });
    expect(imported.json.adherence.nights).toHaveLength(30);
    expect(imported.json.adherence.nights[0]).toEqual({ night: '2026-09-01', minutes: 310 });
    expect(imported.json.adherence.nights[29]).toEqual({ night: '2026-09-30', minutes: 150 });
    expect(imported.json.timeline.at(-1)).toMatchObject({
      kind: 'usage',
      detail: 'Usage imported from ResMed AirView: 30 nights, Sep 1, 2026 to Sep 30, 2026',
    });
    // Her name in the report's heading and its AHI column are not kept.
    const stored = await intake.db
      .prepare('SELECT * FROM therapy_nights WHERE order_number = ?1')
      .bind(number)
      .all();
    expect(JSON.stringify(stored.results)).not.toMatch(/Alvarez|3\.2/);

    // With the re-evaluation visit on file (October 20, day 50) both are met.
    expect((await reevaluation(number, '2026-10-20')).status).toBe(200);
    expect((await detail(number)).adherence).toMatchObject({ reevaluatedOn: '2026-10-20', met: true });
  });

  it('reads Care Orchestrator’s export in decimal hours; a night imported again takes the newer figure', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-09-01');
    const first = await nights(number, 'Therapy Date,Usage Hours\n09/01/2026,6.5\n09/02/2026,3.75\n');
    expect(first.status).toBe(200);
    expect(first.json.adherence.nights).toEqual([
      { night: '2026-09-01', minutes: 390 },
      { night: '2026-09-02', minutes: 225 },
    ]);
    // A corrected export: September 2 was 4.25 hours.
    await nights(number, 'Therapy Date,Usage Hours\n09/02/2026,4.25\n');
    expect((await detail(number)).adherence.nights).toEqual([
      { night: '2026-09-01', minutes: 390 },
      { night: '2026-09-02', minutes: 255 },
    ]);
  });

  it('a plain date,hours file: nights before the date of service are left out and counted; a night entered by hand', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-09-01');
    const answer = await nights(number, 'date,hours\n2026-08-30,5\n2026-08-31,5\n2026-09-01,4\n');
    expect(answer.json.adherence.nights).toEqual([{ night: '2026-09-01', minutes: 240 }]);
    expect(answer.json.timeline.at(-1).detail).toBe(
      'Usage imported from date,hours: 1 night, Sep 1, 2026 to Sep 1, 2026; 2 nights before the date of service left out',
    );
    const entered = await intake.staff(`/orders/${number}/nights`, { night: '2026-09-02', minutes: 402 });
    expect(entered.json.adherence.nights[1]).toEqual({ night: '2026-09-02', minutes: 402 });
    expect(entered.json.timeline.at(-1).detail).toBe('Use entered for the night of Sep 2, 2026: 6 h 42 min');
  });

  it('refuses a broken export whole, naming each bad row by line and why, and keeps nothing of it', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-09-01');
    const broken = await nights(
      number,
      ['Date,Usage', '09/01/2026,6:00', '09/31/2026,6:00', '09/03/2026,six hours', '09/01/2026,5:00'].join(
        '\n',
      ),
    );
    expect(broken.status).toBe(422);
    expect(broken.json).toEqual({
      message: 'The file was not imported: 3 rows are wrong. Correct them and import it again.',
      problems: [
        'Line 3: “09/31/2026” is not a date written MM/DD/YYYY.',
        'Line 4: “six hours” is not a usage in hours and minutes, such as 6:42.',
        'Line 5: The night of 2026-09-01 is on line 2 already.',
      ],
    });
    expect((await detail(number)).adherence.nights).toEqual([]);
    const other = await nights(number, 'Name,Phone\nRosa,718-555-0100\n');
    expect(other.json.message).toBe(
      'The file was not imported. Line 1: This is not a usage file the back office reads: it needs AirView’s Date and Usage columns, Care Orchestrator’s Therapy Date and Usage Hours, or date,hours.',
    );
  });

  it('takes a year of nights in one file, and shows the first 90', async () => {
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2025-09-01');
    // September 1, 2025 to August 31, 2026: 365 nights, each of 5 hours.
    const rows = Array.from({ length: 365 }, (_, i) =>
      new Date(Date.UTC(2025, 8, 1 + i)).toISOString().slice(0, 10),
    ).map((d) => `${d},5`);
    const answer = await nights(number, ['date,hours', ...rows].join('\n'));
    expect(answer.status).toBe(200);
    expect(answer.json.adherence.nights).toHaveLength(90);
    expect(answer.json.adherence.usageMetOn).toEqual({ day: 21, date: '2025-09-21' });
    const stored = await intake.db
      .prepare('SELECT COUNT(*) AS n, MAX(night) AS last FROM therapy_nights WHERE order_number = ?1')
      .bind(number)
      .first<{ n: number; last: string }>();
    expect(stored).toEqual({ n: 365, last: '2026-08-31' });
  });

  it('is for a CPAP or bilevel, once delivered', async () => {
    const oxygen = await deliveredOrder(intake, [{ id: 5 }]);
    const refused = await nights(oxygen, 'date,hours\n2026-12-01,5\n');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Order ${oxygen} has no CPAP or bilevel: Medicare asks for no record of use for its items.`,
    );
    expect((await detail(oxygen)).adherence).toBeNull();
  });
});

describe('the re-evaluation visit', () => {
  it('is not needed to confirm the order, and counts only between day 31 and day 91', async () => {
    // deliveredOrder confirmed and delivered it without the visit.
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-09-01');
    expect(
      (await detail(number)).documents.find((d: { kind: string }) => d.kind === 're-evaluation'),
    ).toMatchObject({
      state: 'needed',
      fromMonth: 4,
    });
    // Day 30 (September 30) is too soon, day 92 (December 1) too late.
    for (const on of ['2026-09-30', '2026-12-01']) {
      const early = await reevaluation(number, on);
      expect(early.status).toBe(422);
      expect(early.json.message).toMatch(
        /does not count: Medicare needs it between day 31 and day 91 of the therapy, Oct 1, 2026 to Nov 30, 2026 \(delivered Sep 1, 2026\)\.$/,
      );
    }
    expect((await reevaluation(number, '2026-11-30')).status).toBe(200);
  });
});

describe('the month-4 claim of a CPAP rental', () => {
  it('is held, saying why, until her use and the re-evaluation are on file, then goes with KX', async () => {
    // Delivered Aug 1, 2026: month 4 is billed on November 1, and months 1–3 are paid.
    const number = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(number, '2026-08-01');
    await atMonth(number, 3);
    await intake.scheduled();
    const held =
      'Month 4 of E0601 is held: Medicare pays for it past month 3 only with 4 hours or more of use on 21 of 30 consecutive nights within the first 90 days and a re-evaluation visit between day 31 and day 91, and ';
    // Day 90 of an August 1 start is October 29.
    const queued = async () =>
      ((await intake.staff('/claims/due')).json.due as { orderNumber: string; held: string | null }[]).find(
        (d) => d.orderNumber === number,
      );
    expect(await queued()).toMatchObject({
      month: 4,
      held: `${held}her use does not meet Medicare’s rule yet: no nights are recorded yet; her use must meet it by Oct 29, 2026; and the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    });
    const none = await claimSent(intake, number);
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(
      `The claim was not sent. ${held}her use does not meet Medicare’s rule yet: no nights are recorded yet; her use must meet it by Oct 29, 2026; and the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    );

    // August: 20 nights of exactly 4 hours (they count) and 10 of 3:59 (they do not): 20 of 30, one short.
    const august = (usage: string[]) =>
      ['Date,Usage', ...usage.map((u, i) => `08/${String(i + 1).padStart(2, '0')}/2026,${u}`)].join('\n');
    await nights(number, august([...Array(20).fill('4:00'), ...Array(10).fill('3:59')]));
    expect((await queued())?.held).toBe(
      `${held}her use does not meet Medicare’s rule yet: her best 30 nights within the first 90 days, Aug 1, 2026 to Aug 30, 2026, have 20 at 4 hours or more, and 21 were needed by Oct 29, 2026: it can no longer be met; and the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    );
    // A corrected export: August 21 was 4:00 too. Met on day 21, August 21; only the visit is missing now.
    await nights(number, august([...Array(21).fill('4:00'), ...Array(9).fill('3:59')]));
    expect((await queued())?.held).toBe(
      `${held}the re-evaluation visit between day 31 and day 91 is not recorded as received.`,
    );
    expect((await claimSent(intake, number)).status).toBe(422);

    // The visit on September 15, day 46: nothing holds it, and month 4 goes as RR KJ KX.
    expect((await reevaluation(number, '2026-09-15')).status).toBe(200);
    expect((await queued())?.held).toBeNull();
    const sent = await claimSent(intake, number);
    expect(sent.status).toBe(200);
    const claim = (await detail(number)).claims.at(-1);
    expect(claim).toMatchObject({ month: 4, charge: 8_900 });
    expect(claim.lines[0].modifiers).toEqual(['RR', 'KJ', 'KX']);
    // Month 4's date of service is its billing date, November 1.
    expect(claim.lines[0].serviceDate).toBe('2026-11-01');
  });
});

/** A New York day (`YYYY-MM-DD`) `days` from today. */
const day = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

describe('the daily list of CPAP patients in their first 90 days', () => {
  it('puts first who needs a call, then whose report is still to import, then who is on track; and offers her help by e-mail', async () => {
    // Day 10 today: of her nine nights so far, eight under 4 hours (2 hours each) and one of 5 hours.
    const short = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(short, day(-9));
    const rows = Array.from({ length: 9 }, (_, i) => `${day(-9 + i)},${i === 4 ? 5 : 2}`);
    expect((await nights(short, ['date,hours', ...rows].join('\n'))).json.adherence.needsCall).toBe(true);
    // Day 6 with nothing imported; and day 3, too soon to ask for a report.
    const unread = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(unread, day(-5));
    const fresh = await deliveredOrder(intake, [{ id: 1 }]);
    await deliveredOn(fresh, day(-2));
    await intake.db.prepare(`UPDATE orders SET language = 'es' WHERE number = ?1`).bind(short).run();

    type Row = {
      orderNumber: string;
      state: string;
      day: number;
      nights: number;
      helpOfferedAt: string | null;
    };
    const list = async () =>
      ((await intake.staff('/therapy')).json.patients as Row[]).filter((p) =>
        [short, unread, fresh].includes(p.orderNumber),
      );
    expect((await list()).map((p) => [p.orderNumber, p.state, p.day, p.nights])).toEqual([
      [short, 'needs-call', 10, 9],
      [unread, 'no-use', 6, 0],
      [fresh, 'on-track', 3, 0],
    ]);

    // The offer of help, in Spanish, with her first name and the contact page: nothing of the device or why.
    const offered = await intake.staff(`/orders/${short}/help`, {});
    expect(offered.status).toBe(200);
    expect(offered.json.timeline.at(-1)).toMatchObject({ kind: 'email', detail: 'offer of help' });
    expect((await list())[0]?.helpOfferedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    const log = intake.runtimeLog.join('\n');
    expect(log).toContain(`Subject: ¿Podemos ayudarle con su pedido ${short}?`);
    const texts = [...log.matchAll(/Text: (\S+)/g)].map((m) => readFileSync(m[1] ?? '', 'utf8'));
    const help = texts.find((t) => t.includes(`equipo de su pedido ${short}`));
    expect(help).toContain('Hola, Rosa:');
    expect(help).toContain('https://shop.example/es/contact/');
    expect(help).not.toMatch(/CPAP|AirSense|mascarilla|sueño|apnea|Medicare|E0601|Alvarez|horas/i);
  });
});
