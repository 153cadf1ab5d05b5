import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Date display rules of spec section 9, in one place. Formats come from the
// language's messages (date.*), the zone from the settings; `now` is passed in so
// the rules are testable.

dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | number | string | Dayjs;

export interface DateFormats {
  time: string;
  monthDayTime: string;
  yearMonthDay: string;
  fullDateTime: string;
  yesterday: string;
}

/** The instant as seen in a time zone; the device's own zone when none is given or the host lacks Intl zones. */
export function inZone(value: DateInput, zone?: string | null): Dayjs {
  const d = dayjs(value);
  if (!zone) return d;
  try {
    return d.tz(zone);
  } catch {
    return d;
  }
}

/** Month-day plus time within the current year, year-month-day otherwise. */
export function displayDateTime(value: DateInput, now: DateInput, formats: DateFormats, zone?: string | null): string {
  const d = inZone(value, zone);
  const n = inZone(now, zone);
  return d.year() === n.year() ? d.format(formats.monthDayTime) : d.format(formats.yearMonthDay);
}

/** Chat times: the time today, 'yesterday' and the time, month-day and time this year, else the full date. */
export function displayChatTime(value: DateInput, now: DateInput, formats: DateFormats, zone?: string | null): string {
  const d = inZone(value, zone);
  const n = inZone(now, zone);
  const day = d.format('YYYY-MM-DD');
  if (day === n.format('YYYY-MM-DD')) return d.format(formats.time);
  if (day === n.subtract(1, 'day').format('YYYY-MM-DD')) return `${formats.yesterday} ${d.format(formats.time)}`;
  if (d.year() === n.year()) return d.format(formats.monthDayTime);
  return d.format(formats.fullDateTime);
}
