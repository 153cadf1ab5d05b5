import { describe, expect, it } from 'vitest';
import {
  formatSecondOfDay,
  inTimeRange,
  inclusiveRangeEnd,
  normalizeShiftEnd,
  shiftSlotStarts,
} from '@common/shift-time';
import { isBookingBlocked, isSlotDisabled, isTimeTaken } from '@common/slot-rules';
import { businessDateOf, dayClock, isoWeekday, isValidTimeZone, secondOfDate, zonedInstant } from '@common/zoned-time';

process.env.TZ = 'America/Los_Angeles';

describe('store wall-clock time', () => {
  it('turns a date and seconds into the instant in the store zone, not the host’s', () => {
    expect(zonedInstant('2026-05-01', 18 * 3600, 'Asia/Shanghai').toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(zonedInstant('2026-05-01', 18 * 3600 + 1800, 'Asia/Kolkata').toISOString()).toBe('2026-05-01T13:00:00.000Z');
    // Past midnight: 25:30 is 01:30 the next day.
    expect(zonedInstant('2026-05-01', 25.5 * 3600, 'Asia/Tokyo').toISOString()).toBe('2026-05-01T16:30:00.000Z');
  });

  it('follows daylight-saving changes', () => {
    // London moved to BST on 2026-03-29 at 01:00 UTC.
    expect(zonedInstant('2026-03-28', 12 * 3600, 'Europe/London').toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(zonedInstant('2026-03-29', 12 * 3600, 'Europe/London').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    // A shift of the 28th running to 26:00 crosses the change: 02:00 on the 29th is BST.
    expect(zonedInstant('2026-03-28', 26 * 3600 + 1800, 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    const clock = dayClock('2026-03-28', 'Europe/London');
    expect(new Date(clock(12 * 3600)).toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(new Date(clock(26 * 3600 + 1800)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('knows the business date and weekday of an instant in a zone', () => {
    const instant = Date.parse('2026-05-01T17:00:00Z');
    expect(businessDateOf(instant, 'Asia/Shanghai')).toBe('2026-05-02');
    expect(businessDateOf(instant, 'America/New_York')).toBe('2026-05-01');
    expect(secondOfDate(instant, '2026-05-01', 'Asia/Shanghai')).toBe(25 * 3600);
    expect(isoWeekday('2026-05-01')).toBe(5); // a Friday
    expect(isoWeekday('2026-05-03')).toBe(7);
    expect(isValidTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
  });
});

describe('shift second rounding (spec section 5)', () => {
  it('adds a second to an end ending in 9', () => {
    expect(normalizeShiftEnd(86399)).toBe(86400);
    expect(normalizeShiftEnd(50400)).toBe(50400);
  });
  it('treats a range end ending in 0 as one second earlier', () => {
    expect(inclusiveRangeEnd(72000)).toBe(71999);
    expect(inclusiveRangeEnd(71999)).toBe(71999);
    expect(inTimeRange(72000, 68400, 72000)).toBe(false);
    expect(inTimeRange(71999, 68400, 72000)).toBe(true);
  });
  it('rounds times ending in 9 up before formatting', () => {
    expect(formatSecondOfDay(86399)).toBe('24:00');
    expect(formatSecondOfDay(41399)).toBe('11:30');
    expect(formatSecondOfDay(91800)).toBe('25:30');
  });
  it('lists slot starts, leaving skipped ones out', () => {
    expect(shiftSlotStarts(0, 7200, 1800, [1800])).toEqual([0, 3600, 5400]);
  });
});

describe('the slot-taken rule (spec section 5)', () => {
  const used = [{ start: 100, end: 200 }];
  it('is start-inclusive and end-exclusive, start-exclusive when left-open', () => {
    expect(isTimeTaken(100, used)).toBe(true);
    expect(isTimeTaken(199, used)).toBe(true);
    expect(isTimeTaken(200, used)).toBe(false);
    expect(isTimeTaken(100, used, true)).toBe(false);
    expect(isTimeTaken(101, used, true)).toBe(true);
  });
  it('disables a slot when a default-length step later is taken', () => {
    expect(isSlotDisabled(50, 50, used)).toBe(true);
    expect(isSlotDisabled(50, 50, used, true)).toBe(false);
    expect(isSlotDisabled(40, 50, used)).toBe(false);
  });
  it('also blocks a booking that would swallow a used interval whole', () => {
    const short = [{ start: 120, end: 130 }];
    expect(isSlotDisabled(100, 50, short)).toBe(false); // the spec's two probes miss it
    expect(isBookingBlocked(100, 50, short)).toBe(true);
    expect(isBookingBlocked(130, 50, short)).toBe(false);
  });
});
