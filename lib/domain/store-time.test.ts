import { formatStoreTime } from './store-time';

describe('the store’s clock', () => {
  it('names a moment in New York time, whatever the machine’s zone', () => {
    // 20:02 UTC in November is 3:02 PM Eastern Standard Time; in July, 4:02 PM daylight time.
    expect(formatStoreTime('2026-11-24T20:02:00.000Z')).toMatch(/^Nov 24, 2026, 3:02\sPM$/);
    expect(formatStoreTime('2026-07-04T20:02:00.000Z')).toMatch(/^Jul 4, 2026, 4:02\sPM$/);
  });
});
