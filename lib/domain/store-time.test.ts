import {
  formatStoreDate,
  formatStoreTime,
  formatStoreTimeWithZone,
  storeDayEnd,
  storeDayStart,
} from './store-time';

describe('the store’s clock', () => {
  it('names a moment in New York time, whatever the machine’s zone', () => {
    // 20:02 UTC in November is 3:02 PM Eastern Standard Time; in July, 4:02 PM daylight time.
    expect(formatStoreTime('2026-11-24T20:02:00.000Z')).toMatch(/^Nov 24, 2026, 3:02\sPM$/);
    expect(formatStoreTime('2026-07-04T20:02:00.000Z')).toMatch(/^Jul 4, 2026, 4:02\sPM$/);
  });

  it('names the zone for the back office, standard or daylight time', () => {
    expect(formatStoreTimeWithZone('2026-11-24T20:02:00.000Z')).toMatch(/^Nov 24, 2026, 3:02\sPM EST$/);
    expect(formatStoreTimeWithZone('2026-07-04T20:02:00.000Z')).toMatch(/^Jul 4, 2026, 4:02\sPM EDT$/);
  });

  it('gives the store’s day: 1 AM UTC is still the evening before in New York', () => {
    expect(formatStoreDate('2026-11-25T01:00:00.000Z')).toBe('Nov 24, 2026');
  });
});

describe('the store’s days, for filters', () => {
  it('begin at midnight in New York, in winter and in summer', () => {
    expect(storeDayStart('2026-11-27')).toBe('2026-11-27T05:00:00.000Z');
    expect(storeDayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
  });

  it('end when the next day begins, across the change of the clocks', () => {
    expect(storeDayEnd('2026-11-27')).toBe('2026-11-28T05:00:00.000Z');
    // Clocks go back on November 1, 2026: Saturday ends at 04:00 UTC on Sunday... and Sunday at 05:00 on Monday.
    expect(storeDayEnd('2026-10-31')).toBe('2026-11-01T04:00:00.000Z');
    expect(storeDayEnd('2026-11-01')).toBe('2026-11-02T05:00:00.000Z');
  });
});
