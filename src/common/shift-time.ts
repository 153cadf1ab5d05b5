// The spec's second-rounding rules for shift times (section 5), shared by the
// client's pickers and the server that stores and checks them.

/** A shift end ending in 9 (23:59:59) gets one second added (24:00:00). */
export function normalizeShiftEnd(endSecond: number): number {
  return endSecond % 10 === 9 ? endSecond + 1 : endSecond;
}

/**
 * The last second inside a time range: an end ending in 0 is treated as one
 * second earlier (a range to 14:00:00 covers up to 13:59:59); other ends are
 * already inclusive.
 */
export function inclusiveRangeEnd(endSecond: number): number {
  return endSecond % 10 === 0 ? endSecond - 1 : endSecond;
}

/** Whether a second lies in a range whose end follows inclusiveRangeEnd. */
export function inTimeRange(second: number, startSecond: number, endSecond: number): boolean {
  return second >= startSecond && second <= inclusiveRangeEnd(endSecond);
}

/** HH:mm of a second of the day; times ending in 9 round up first (86399 is 24:00). Past 24 h: +1 day as 25:30. */
export function formatSecondOfDay(second: number): string {
  const rounded = second % 10 === 9 ? second + 1 : second;
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Start seconds of a shift's slots: start, start + delta, … while before the end; skipped starts left out. */
export function shiftSlotStarts(
  startSecond: number,
  endSecond: number,
  deltaSecond: number,
  skippedStartSeconds: readonly number[] = [],
): number[] {
  if (deltaSecond <= 0) return [];
  const skipped = new Set(skippedStartSeconds);
  const starts: number[] = [];
  for (let t = startSecond; t < endSecond; t += deltaSecond) {
    if (!skipped.has(t)) starts.push(t);
  }
  return starts;
}
