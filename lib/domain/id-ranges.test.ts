import { inRanges, toRanges } from './id-ranges';

describe('id ranges', () => {
  it('write runs of ids as first and last', () => {
    expect(toRanges([])).toEqual([]);
    expect(toRanges([1, 2, 3, 4, 5])).toEqual([[1, 5]]);
    expect(toRanges([9, 1, 2, 7, 3, 2])).toEqual([
      [1, 3],
      [7, 7],
      [9, 9],
    ]);
  });

  it('know exactly the ids they were made from', () => {
    const ids = [1, 2, 3, 7, 10, 11, 12, 40];
    const ranges = toRanges(ids);
    for (let id = -1; id <= 45; id++) expect(inRanges(ranges, id)).toBe(ids.includes(id));
    expect(inRanges(toRanges(Array.from({ length: 5000 }, (_, i) => i + 1)), 5001)).toBe(false);
  });
});
