import { addDays } from '@/common/business-date';
import { businessDateOf, deviceElsewhere, secondOfDate } from '@/common/zoned-time';

/** The half-hours a diner may propose in a booking intention: 09:00 to 22:00. */
export const INTENTION_TIMES: readonly number[] = Array.from({ length: 27 }, (_, i) => 9 * 3600 + i * 1800);

/** The store's clock at one instant: its business date and the second of that day. */
export interface StoreClock {
  today: string;
  nowSecond: number;
  /** The device's clock reads another time than the store's (the form says whose time it is). */
  deviceElsewhere: boolean;
}

export function storeClock(timeZone: string, nowMs: number): StoreClock {
  const today = businessDateOf(nowMs, timeZone);
  return {
    today,
    nowSecond: secondOfDate(nowMs, today, timeZone),
    deviceElsewhere: deviceElsewhere(timeZone, nowMs),
  };
}

/** The times offered on `date`: on the store's today only those still ahead of its clock. */
export function intentionTimesOn(date: string, clock: StoreClock): number[] {
  if (date > clock.today) return [...INTENTION_TIMES];
  if (date < clock.today) return [];
  return INTENTION_TIMES.filter((second) => second > clock.nowSecond);
}

/** The first date the form offers: the store's today while a time is left in it, else tomorrow. */
export function firstIntentionDate(clock: StoreClock): string {
  return intentionTimesOn(clock.today, clock).length > 0 ? clock.today : addDays(clock.today, 1);
}
