import { addDays, epochDay, isBusinessDate } from './business-date';
import { isoWeekday } from './zoned-time';

/** The longest range a report covers, start and end included (a quarter). */
export const MAX_REPORT_DAYS = 92;

export type ReportPreset = 'last7' | 'lastWeek' | 'last30' | 'custom';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The preset ranges from a store's business date today: the last 7 and 30
 * days end today; last week is the previous Monday to Sunday.
 */
export function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'lastWeek': {
      const monday = addDays(today, 1 - isoWeekday(today) - 7);
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
  }
}

/** Why a range cannot be reported, or undefined when it can: the server's own rule. */
export function rangeProblem(range: DateRange): 'invalidDate' | 'reportRangeTooLong' | undefined {
  const { startDate, endDate } = range;
  if (!isBusinessDate(startDate) || !isBusinessDate(endDate) || epochDay(endDate) < epochDay(startDate)) {
    return 'invalidDate';
  }
  return epochDay(endDate) - epochDay(startDate) + 1 > MAX_REPORT_DAYS ? 'reportRangeTooLong' : undefined;
}
