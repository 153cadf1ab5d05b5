// When a time slot is taken (spec section 5), shared by the client's slot
// pickers and the server's availability. Intervals are [start, end) in any
// one unit (seconds of the day, or epoch milliseconds).

export interface UsedInterval {
  start: number;
  end: number;
}

/**
 * A time is taken when it lies in a used interval: start inclusive, end
 * exclusive; with leftOpen the start is exclusive too.
 */
export function isTimeTaken(time: number, used: readonly UsedInterval[], leftOpen = false): boolean {
  for (const interval of used) {
    if ((leftOpen ? time > interval.start : time >= interval.start) && time < interval.end) return true;
  }
  return false;
}

/** A slot is also disabled when a default-length step after its start falls in a used interval. */
export function isSlotDisabled(time: number, step: number, used: readonly UsedInterval[], leftOpen = false): boolean {
  return isTimeTaken(time, used, leftOpen) || isTimeTaken(time + step, used, leftOpen);
}

/**
 * What the server holds a booking to: the spec's rule, and besides it no
 * overlap at all with [time, time + length) (a booking that would swallow a
 * short used interval whole is disabled too, which the spec's two probes
 * alone would miss).
 */
export function isBookingBlocked(
  time: number,
  length: number,
  used: readonly UsedInterval[],
  leftOpen = false,
): boolean {
  if (isSlotDisabled(time, length, used, leftOpen)) return true;
  for (const interval of used) {
    if (interval.start < time + length && time < interval.end) return true;
  }
  return false;
}
