import { readUsageCsv } from './usage-import';

const today = '2027-01-10';

describe('a ResMed AirView usage export', () => {
  const airview = [
    'Patient usage report,,,,',
    '"Rivera, Ana",,,,',
    'Date,Usage,AHI,Leak 95%,Pressure 95%',
    '12/05/2026,6:42,2.1,12.0,9.8',
    '12/06/2026,3:59,1.8,20.4,9.6',
    '12/07/2026,,,,',
    '12/08/2026,10:05,0.9,8.0,9.9',
  ].join('\r\n');

  it('keeps each night and its minutes, from hours and minutes (6:42 is 402 minutes), past the heading lines', () => {
    expect(readUsageCsv(airview, today)).toEqual({
      ok: true,
      format: 'airview',
      nights: [
        { night: '2026-12-05', minutes: 402 },
        { night: '2026-12-06', minutes: 239 },
        { night: '2026-12-07', minutes: 0 },
        { night: '2026-12-08', minutes: 605 },
      ],
    });
  });

  it('keeps nothing of the other columns or the heading: no AHI, no leak, no name', () => {
    const read = readUsageCsv(airview, today);
    expect(JSON.stringify(read)).not.toMatch(/Rivera|2\.1|12\.0|9\.8/);
  });
});

describe('a Philips Care Orchestrator therapy export', () => {
  it('reads decimal hours (6.5 hours is 390 minutes, 4 is 240), in any column order, with a byte-order mark', () => {
    const csv =
      '\uFEFFUsage Hours,Therapy Date,Mask Leak\n6.5,01/02/2027,30\n4,01/03/2027,31\n0.25,01/04/2027,2\n';
    expect(readUsageCsv(csv, today)).toEqual({
      ok: true,
      format: 'care-orchestrator',
      nights: [
        { night: '2027-01-02', minutes: 390 },
        { night: '2027-01-03', minutes: 240 },
        { night: '2027-01-04', minutes: 15 },
      ],
    });
  });
});

describe('a plain date,hours file', () => {
  it('reads it with its column row, or without one', () => {
    const nights = [
      { night: '2026-12-31', minutes: 450 },
      { night: '2027-01-01', minutes: 120 },
    ];
    expect(readUsageCsv('date,hours\n2026-12-31,7.5\n2027-01-01,2\n', today)).toEqual({
      ok: true,
      format: 'plain',
      nights,
    });
    expect(readUsageCsv('2027-01-01,2\n2026-12-31,7.5', today)).toEqual({
      ok: true,
      format: 'plain',
      nights,
    });
  });
});

describe('a broken file is refused whole, each bad row named by its line and why', () => {
  it('names the wrong date, the wrong usage, too many hours, a night to come and a night twice', () => {
    const csv = [
      'Date,Usage',
      '12/05/2026,6:42',
      '13/05/2026,6:00',
      '12/06/2026,6.5',
      '',
      '12/07/2026,25:00',
      '02/30/2027,5:00',
      '01/11/2027,5:00',
      '12/05/2026,4:10',
    ].join('\n');
    expect(readUsageCsv(csv, today)).toEqual({
      ok: false,
      format: 'airview',
      problems: [
        { line: 3, reason: '“13/05/2026” is not a date written MM/DD/YYYY.' },
        { line: 4, reason: '“6.5” is not a usage in hours and minutes, such as 6:42.' },
        { line: 6, reason: '25:00 is more than the 24 hours a night has.' },
        { line: 7, reason: '“02/30/2027” is not a date written MM/DD/YYYY.' },
        { line: 8, reason: 'The night of 2027-01-11 has not come yet.' },
        { line: 9, reason: 'The night of 2026-12-05 is on line 2 already.' },
      ],
    });
  });

  it('counts lines as the file has them, a quoted heading over two lines included', () => {
    const csv = '"Report for\nthe month",x\nDate,Usage\n12/05/2026,abc\n';
    expect(readUsageCsv(csv, today)).toEqual({
      ok: false,
      format: 'airview',
      problems: [{ line: 4, reason: '“abc” is not a usage in hours and minutes, such as 6:42.' }],
    });
  });

  it('says what it reads when the columns are not a usage export’s', () => {
    expect(readUsageCsv('Name,Phone\nAna,555\n', today)).toEqual({
      ok: false,
      format: null,
      problems: [
        {
          line: 1,
          reason:
            'This is not a usage file the back office reads: it needs AirView’s Date and Usage columns, Care Orchestrator’s Therapy Date and Usage Hours, or date,hours.',
        },
      ],
    });
  });

  it('an empty file, and columns with no nights', () => {
    expect(readUsageCsv('\n\n', today)).toMatchObject({
      ok: false,
      problems: [{ line: 1, reason: 'The file is empty.' }],
    });
    expect(readUsageCsv('date,hours\n', today)).toMatchObject({
      ok: false,
      problems: [{ line: 1, reason: 'The file has its columns but no nights.' }],
    });
  });

  it('names the first twenty bad rows and counts the rest', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')},x`);
    const read = readUsageCsv(['date,hours', ...rows].join('\n'), today);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toHaveLength(21);
    expect(read.problems[0]).toEqual({ line: 2, reason: '“x” is not a usage in hours, such as 6.7.' });
    expect(read.problems[20]).toEqual({ line: 22, reason: '…and 5 more rows like these.' });
  });
});
