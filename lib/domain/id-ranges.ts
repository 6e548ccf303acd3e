/** A set of whole numbers as sorted, non-overlapping `[first, last]` runs: 1 to 5,000 is `[[1, 5000]]`. */
export type IdRanges = [number, number][];

export function toRanges(ids: readonly number[]): IdRanges {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const ranges: IdRanges = [];
  for (const id of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges;
}

export function inRanges(ranges: IdRanges, id: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [first, last] = ranges[mid] as [number, number];
    if (id < first) high = mid - 1;
    else if (id > last) low = mid + 1;
    else return true;
  }
  return false;
}
