import { compliance, nightsOfSessions, type Night } from './compliance';

/** Her date of service, day 1 of the trial: Monday, January 4, 2027. */
const DOS = '2027-01-04';

/** Nights of the trial by day number (day 1 is the date of service), each with its minutes. */
function nights(days: Record<number, number>): Night[] {
  return Object.entries(days).map(([day, minutes]) => {
    const d = new Date(Date.UTC(2027, 0, 4 + Number(day) - 1));
    return { night: d.toISOString().slice(0, 10), minutes };
  });
}
const range = (from: number, to: number, minutes: number) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, minutes]));

describe('the 30-night window in the first 90 days (4 hours or more on 21 of 30 nights)', () => {
  it('met on day 30: nine short nights, then 21 nights of five hours; the re-evaluation on day 45 completes it', () => {
    const used = nights({ ...range(1, 9, 120), ...range(10, 30, 300) });
    // Day 30 is January 4 + 29 days = February 2; day 45 is February 17.
    const c = compliance(DOS, used, '2027-02-20', '2027-02-17');
    expect(c.usageMetOn).toEqual({ day: 30, date: '2027-02-02' });
    expect(c.best).toEqual({ firstDay: 1, lastDay: 30, from: '2027-01-04', to: '2027-02-02', nights: 21 });
    expect(c.reevaluationInTime).toBe(true);
    expect(c.met).toBe(true);
  });

  it('met late on day 88: 21 good nights from day 68 to day 88, in the window of days 59 to 88', () => {
    // Day 88 is January 4 + 87 days: February 4 is +31, March 4 +59, April 4 +90, so April 1.
    const c = compliance(DOS, nights(range(68, 88, 270)), '2027-04-02', '2027-03-30');
    expect(c.usageMetOn).toEqual({ day: 88, date: '2027-04-01' });
    expect(c.best?.nights).toBe(21);
    expect(c.deadline).toBe('2027-04-03');
    expect([c.reevaluationFrom, c.reevaluationTo]).toEqual(['2027-02-03', '2027-04-04']);
    expect(c.met).toBe(true);
  });

  it('one day too late: 21 good nights from day 71 to day 91 leave only 20 in a window that ends by day 90', () => {
    const c = compliance(DOS, nights(range(71, 91, 300)), '2027-04-10');
    expect(c.usageMetOn).toBeNull();
    expect(c.best).toMatchObject({ firstDay: 61, lastDay: 90, nights: 20 });
    expect(c.stillPossible).toBe(false);
  });

  it('missed at 20 of 30: twenty good nights and then none, so month 4 may not carry KX', () => {
    const used = nights(range(1, 20, 300));
    const after = compliance(DOS, used, '2027-04-05', '2027-03-01');
    expect(after.usageMetOn).toBeNull();
    expect(after.best).toMatchObject({ firstDay: 1, lastDay: 30, nights: 20 });
    expect(after.stillPossible).toBe(false);
    expect(after.met).toBe(false);
    // On day 20 (January 23) the window still has ten nights to come.
    expect(compliance(DOS, used, '2027-01-23').stillPossible).toBe(true);
  });

  it('nights with gaps count as no use: with days 5, 10, 15, 20, 25 and 30 missing, the 21st good night is day 26', () => {
    const missing = [5, 10, 15, 20, 25, 30];
    const days = Object.fromEntries(
      Object.entries(range(1, 30, 360)).filter(([d]) => !missing.includes(Number(d))),
    );
    const c = compliance(DOS, nights(days), '2027-02-10');
    expect(c.usageMetOn?.day).toBe(26);
    expect(c.best).toMatchObject({ firstDay: 1, nights: 24 });
  });

  it('4 hours exactly counts; 3 hours 59 minutes does not', () => {
    expect(compliance(DOS, nights(range(1, 21, 240)), '2027-01-30').usageMetOn?.day).toBe(21);
    expect(compliance(DOS, nights(range(1, 30, 239)), '2027-02-10').best?.nights).toBe(0);
  });

  it('a night over midnight is one night: 2½ hours before midnight and 1 hour 40 after make 4 hours 10', () => {
    const sessions = [
      { start: '2027-01-05T23:00', minutes: 150 },
      { start: '2027-01-06T02:00', minutes: 100 },
      { start: '2027-01-06T22:15', minutes: 420 },
    ];
    expect(nightsOfSessions(sessions)).toEqual([
      { night: '2027-01-05', minutes: 250 },
      { night: '2027-01-06', minutes: 420 },
    ]);
  });

  it('a re-evaluation on day 30 or day 92 is outside days 31 to 91', () => {
    const used = nights(range(1, 21, 300));
    expect(compliance(DOS, used, '2027-04-10', '2027-02-02').reevaluationInTime).toBe(false);
    expect(compliance(DOS, used, '2027-04-10', '2027-04-05').reevaluationInTime).toBe(false);
    expect(compliance(DOS, used, '2027-04-10', '2027-02-03').met).toBe(true);
    expect(compliance(DOS, used, '2027-04-10', '2027-04-04').met).toBe(true);
  });

  it('needs a call when under 4 hours on most of her first 14 nights (8 of them), not at 7', () => {
    const eight = nights({ ...range(1, 8, 90), ...range(9, 14, 300) });
    const seven = nights({ ...range(1, 7, 90), ...range(8, 14, 300) });
    expect(compliance(DOS, eight, '2027-01-17').needsCall).toBe(true);
    expect(compliance(DOS, seven, '2027-01-17').needsCall).toBe(false);
  });

  it('counts only the nights that are over: on day 8 (January 11) tonight is still to come', () => {
    const short = nights(range(1, 7, 90));
    // Seven short nights and tonight ahead: not yet most of two weeks.
    expect(compliance(DOS, short, '2027-01-11').needsCall).toBe(false);
    // The next morning (day 9), night 8 had no use either: 8 of the first 14 nights are short.
    expect(compliance(DOS, short, '2027-01-12').needsCall).toBe(true);
    // On day 90 (April 3) with 20 good nights in days 61 to 80, tonight can still make 21.
    expect(compliance(DOS, nights(range(61, 80, 300)), '2027-04-03').stillPossible).toBe(true);
    expect(compliance(DOS, nights(range(61, 80, 300)), '2027-04-04').stillPossible).toBe(false);
  });
});
