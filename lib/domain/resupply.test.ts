import { readCatalog } from '../build/catalog';
import { mayContact, mayShip, refillDates, refillGroups, reminderDue, supplyCycles } from './resupply';

const codes = readCatalog().documentation.codes;
const allowance = (code: string) => {
  const a = codes[code]?.resupply;
  if (!a) throw new Error(`${code} has no replacement schedule`);
  return a;
};

describe('the replacement schedule (documentation.json, LCD L33718)', () => {
  it('names each resupply code’s usual maximum', () => {
    const table = Object.fromEntries(
      [
        'A7030',
        'A7031',
        'A7034',
        'A7032',
        'A7033',
        'A7035',
        'A7036',
        'A7037',
        'A4604',
        'A7038',
        'A7039',
        'A7046',
      ].map((c) => [c, `${allowance(c).quantity} per ${allowance(c).months}`]),
    );
    expect(table).toEqual({
      A7030: '1 per 3',
      A7031: '1 per 1',
      A7034: '1 per 3',
      A7032: '2 per 1',
      A7033: '2 per 1',
      A7035: '1 per 6',
      A7036: '1 per 6',
      A7037: '1 per 3',
      A4604: '1 per 3',
      A7038: '2 per 1',
      A7039: '1 per 6',
      A7046: '1 per 6',
    });
  });
});

describe('refill dates: ask no sooner than 30 days before the supply runs out, ship no sooner than 10', () => {
  it('a full face mask delivered November 30, 2026 lasts to February 28, 2027', () => {
    // February 28 less 28 days is January 31, less 2 more is January 29; less 10 is February 18.
    expect(refillDates('2026-11-30', 1, allowance('A7030'))).toEqual({
      endsOn: '2027-02-28',
      contactFrom: '2027-01-29',
      shipFrom: '2027-02-18',
    });
  });

  it('the same mask a year later runs to the leap day, February 29, 2028', () => {
    // February 29 less 29 days is January 31, less 1 more is January 30; less 10 is February 19.
    expect(refillDates('2027-11-30', 1, allowance('A7030'))).toEqual({
      endsOn: '2028-02-29',
      contactFrom: '2028-01-30',
      shipFrom: '2028-02-19',
    });
  });

  it('a full face cushion (one a month) delivered January 31 lasts to the end of February', () => {
    expect(refillDates('2027-01-31', 1, allowance('A7031')).endsOn).toBe('2027-02-28');
    expect(refillDates('2028-01-31', 1, allowance('A7031')).endsOn).toBe('2028-02-29');
  });

  it('tubing (one per 3 months) delivered December 31 runs to March 31: ask from March 1, ship from March 21', () => {
    expect(refillDates('2026-12-31', 1, allowance('A7037'))).toEqual({
      endsOn: '2027-03-31',
      contactFrom: '2027-03-01',
      shipFrom: '2027-03-21',
    });
  });

  it('six nasal cushions (two a month) last three months; one disposable filter (two a month) half a month', () => {
    // March 15 less 15 days is February 28, less 15 more is February 13.
    expect(refillDates('2026-12-15', 6, allowance('A7032'))).toEqual({
      endsOn: '2027-03-15',
      contactFrom: '2027-02-13',
      shipFrom: '2027-03-05',
    });
    expect(refillDates('2026-12-20', 1, allowance('A7038')).endsOn).toBe('2027-01-04');
  });

  it('headgear (one per 6 months) delivered August 31 lasts to February 28', () => {
    expect(refillDates('2026-08-31', 1, allowance('A7035')).endsOn).toBe('2027-02-28');
  });

  it('she is not asked the day before the 30-day window, nor shipped the day before the 10-day one', () => {
    const dates = refillDates('2026-11-30', 1, allowance('A7030'));
    expect([mayContact('2027-01-28', dates), mayContact('2027-01-29', dates)]).toEqual([false, true]);
    expect([mayShip('2027-02-17', dates), mayShip('2027-02-18', dates)]).toEqual([false, true]);
  });
});

describe('her supplies’ cycle, from her deliveries', () => {
  const schedule = (code: string) => codes[code]?.resupply;
  // Delivered on October 15, 2026: the F20 mask (1 per 3 months), two cushions (1 a month), two filters (2 a month);
  // the CPAP itself has no replacement schedule. A later cushion on November 20 replaces the October ones.
  const deliveries = [
    { code: 'E0601', quantity: 1, deliveredOn: '2026-10-15' },
    { code: 'A7030', quantity: 1, deliveredOn: '2026-10-15' },
    { code: 'A7031', quantity: 2, deliveredOn: '2026-10-15' },
    { code: 'A7038', quantity: 2, deliveredOn: '2026-10-15' },
    { code: 'A7031', quantity: 1, deliveredOn: '2026-11-20' },
  ];

  it('on December 4: filters run out November 15 (out), the cushion December 20 (ship from the 10th: ask), the mask January 15 (ask from December 16: lasting)', () => {
    expect(supplyCycles(deliveries, schedule, '2026-12-04')).toEqual([
      {
        code: 'A7038',
        deliveredOn: '2026-10-15',
        quantity: 2,
        endsOn: '2026-11-15',
        contactFrom: '2026-10-16',
        shipFrom: '2026-11-05',
        state: 'out',
      },
      {
        code: 'A7031',
        deliveredOn: '2026-11-20',
        quantity: 1,
        endsOn: '2026-12-20',
        contactFrom: '2026-11-20',
        shipFrom: '2026-12-10',
        state: 'ask',
      },
      {
        code: 'A7030',
        deliveredOn: '2026-10-15',
        quantity: 1,
        endsOn: '2027-01-15',
        contactFrom: '2026-12-16',
        shipFrom: '2027-01-05',
        state: 'lasting',
      },
    ]);
  });

  it('the cushion may ship from December 10, and two delivered the same day count together', () => {
    expect(supplyCycles(deliveries, schedule, '2026-12-10')[1]).toMatchObject({
      code: 'A7031',
      state: 'ship',
    });
    const twice = supplyCycles(
      [
        { code: 'A7032', quantity: 2, deliveredOn: '2026-12-01' },
        { code: 'A7032', quantity: 4, deliveredOn: '2026-12-01' },
      ],
      schedule,
      '2026-12-04',
    );
    // Six nasal cushions at two a month last three months: March 1, 2027.
    expect(twice).toMatchObject([{ code: 'A7032', quantity: 6, endsOn: '2027-03-01' }]);
  });
});

describe('reminders she asked for, at the right time', () => {
  // Two nasal cushions delivered on January 31, 2028 (a leap year) at two a month last a calendar month: to February
  // 29, 2028. The first day to ask is 30 days before, January 30; the day to ship 10 days before, February 19.
  const dates = refillDates('2028-01-31', 2, { quantity: 2, months: 1 });
  const none = { count: 0, lastOn: null };

  it('works the dates of a leap-year February by hand', () => {
    expect(dates).toEqual({ endsOn: '2028-02-29', contactFrom: '2028-01-30', shipFrom: '2028-02-19' });
  });

  it('is never sent without her yes, whatever the day', () => {
    expect(reminderDue('2028-02-01', dates, null, none)).toBe(false);
    expect(reminderDue('2028-02-01', dates, 'no', none)).toBe(false);
    expect(reminderDue('2028-02-01', dates, 'yes', none)).toBe(true);
  });

  it('is never sent before the 30-day window opens, nor after the supply has run out', () => {
    expect(reminderDue('2028-01-29', dates, 'yes', none)).toBe(false);
    expect(reminderDue('2028-01-30', dates, 'yes', none)).toBe(true);
    expect(reminderDue('2028-02-29', dates, 'yes', none)).toBe(true);
    expect(reminderDue('2028-03-01', dates, 'yes', none)).toBe(false);
  });

  it('goes at most three times a cycle, a week apart at the least', () => {
    // The first on January 30; the second not before February 6; the third not before a week after the second.
    expect(reminderDue('2028-02-05', dates, 'yes', { count: 1, lastOn: '2028-01-30' })).toBe(false);
    expect(reminderDue('2028-02-06', dates, 'yes', { count: 1, lastOn: '2028-01-30' })).toBe(true);
    expect(reminderDue('2028-02-13', dates, 'yes', { count: 2, lastOn: '2028-02-06' })).toBe(true);
    expect(reminderDue('2028-02-20', dates, 'yes', { count: 3, lastOn: '2028-02-13' })).toBe(false);
  });

  it('asks about the supplies of one order that run out on one day in one e-mail', () => {
    // Delivered October 15, 2026: a full face mask (1 per 3 months) and heated tubing (1 per 3 months) run out on
    // January 15, 2027; two cushions (1 a month) on December 15, 2026. A filter bought on another order the same day
    // is asked about on its own.
    const cycles = supplyCycles(
      [
        { code: 'A7030', quantity: 1, deliveredOn: '2026-10-15' },
        { code: 'A4604', quantity: 1, deliveredOn: '2026-10-15' },
        { code: 'A7031', quantity: 2, deliveredOn: '2026-10-15' },
      ],
      (code) =>
        ({
          A7030: { quantity: 1, months: 3 },
          A4604: { quantity: 1, months: 3 },
          A7031: { quantity: 1, months: 1 },
        })[code],
      '2026-12-01',
    ).map((c) => ({ ...c, orderNumber: 'JMS-1' }));
    const groups = refillGroups([
      ...cycles,
      { ...cycles[0]!, code: 'A7038', quantity: 2, orderNumber: 'JMS-2' },
    ]);
    expect(groups.map((g) => [g.orderNumber, g.endsOn, g.items.map((i) => i.code)])).toEqual([
      ['JMS-1', '2026-12-15', ['A7031']],
      ['JMS-1', '2027-01-15', ['A4604', 'A7030']],
      ['JMS-2', '2026-12-15', ['A7038']],
    ]);
  });
});
