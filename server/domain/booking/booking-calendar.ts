import { addDays } from '@common/business-date';
import { isoWeekday } from '@common/zoned-time';
import type { ShiftRecord } from '../store/shift.repository';
import { isBookingReady } from '../store/booking-ready';
import type { BookingContext } from './booking-context';

/** Diners book within the store's rules; staff are held only to opening days and tables. */
export type Audience = 'DINER' | 'STAFF';

export interface DayPlan {
  /** Closed by the weekly plan, a rest day or a public holiday. */
  rest: boolean;
  /** Shifts open that day (not disabled, named by the weekly plan or all), in shift order. */
  shifts: ShiftRecord[];
}

export function dayPlan(context: BookingContext, date: string): DayPlan {
  const plan = context.weeklyPlan[isoWeekday(date) - 1];
  const rest = context.restDates.has(date) || Boolean(plan?.rest);
  const named = plan && plan.shiftIds.length > 0 ? new Set(plan.shiftIds) : undefined;
  const shifts = context.shifts.filter((s) => !s.globalDisabled && (!named || named.has(s.id)));
  return { rest, shifts: rest ? [] : shifts };
}

/**
 * The dates diners may book (store time): today plus the minimum advance
 * days, not before the rule's earliest booking date, to today plus the
 * maximum. Undefined while the store is not ready.
 */
export function bookingWindow(
  context: BookingContext,
  today: string,
): { minDate: string; maxDate: string } | undefined {
  const config = context.store.bookingConfig;
  if (!isBookingReady(config)) return undefined;
  let minDate = addDays(today, config.minAdvanceBookingDay!);
  if (context.rule.earliestBookingDate && context.rule.earliestBookingDate > minDate) {
    minDate = context.rule.earliestBookingDate;
  }
  return { minDate, maxDate: addDays(today, config.maxAdvanceBookingDay!) };
}

export function inWindow(window: { minDate: string; maxDate: string } | undefined, date: string): boolean {
  return Boolean(window && date >= window.minDate && date <= window.maxDate);
}

/** Turn time for a party: the first party-size entry covering it, else the shift's, else the store's default. */
export function turnTimeOf(shift: ShiftRecord, people: number, defaultDurationSecond: number): number {
  for (const entry of shift.partySizeDurations) {
    if (people <= entry.maxPeople) return entry.durationSecond;
  }
  return shift.durationSecond > 0 ? shift.durationSecond : defaultDurationSecond;
}

/** The longest a booking can run past its shift's start: a shift's span plus its longest turn time. */
export function longestTurn(context: BookingContext): number {
  let longest = context.rule.defaultDurationSecond;
  for (const s of context.shifts) {
    longest = Math.max(longest, s.durationSecond, ...s.partySizeDurations.map((p) => p.durationSecond));
  }
  return longest;
}
