import { dayjs, type Dayjs } from '@/i18n/dayjs-setup';
import { addDays } from '@/common/business-date';
import { isValidTimeZone, wallClock, zoneOffsetMs } from '@/common/zoned-time';

// Date display rules of spec section 9, in one place. Formats come from the
// language's messages (date.*, dayjs tokens), the zone from the settings; `now`
// is passed in so the rules are testable. The zone arithmetic is the one the
// server uses (common/zoned-time); dayjs only turns a wall clock into text in the
// interface language.

export type DateInput = Date | number | string | Dayjs;

export interface DateFormats {
  time: string;
  monthDayTime: string;
  yearMonthDay: string;
  fullDateTime: string;
  yesterday: string;
}

const TOKENS = /\[([^\]]+)]|Y{1,4}|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;
const TIME_TOKEN = /^(H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|SSS)$/;

/** The zone to read a clock in; null for the device's own, also when the host lacks Intl zones. */
function usableZone(zone?: string | null): string | null {
  return zone && isValidTimeZone(zone) ? zone : null;
}

function offsetText(ms: number, zone: string, separator: string): string {
  const minutes = Math.round(zoneOffsetMs(zone, ms) / 60_000);
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}${separator}${mm}`;
}

/**
 * The instant as text in `pattern` (dayjs tokens), read on a clock in `zone`,
 * or the device's clock when no zone is given. The date tokens are formatted on
 * noon of the zone's date and the time tokens on a fixed day at the zone's time:
 * both are local times that exist on every device, whatever its own
 * daylight-saving gaps, so the language's month names and day periods apply.
 */
export function formatInZone(value: DateInput, pattern: string, zone?: string | null): string {
  const ms = dayjs(value).valueOf();
  const tz = usableZone(zone);
  if (!tz) return dayjs(ms).format(pattern);
  const w = wallClock(tz, ms);
  const datePart = dayjs(new Date(w.year, w.month - 1, w.day, 12));
  const timePart = dayjs(new Date(2000, 0, 1, w.hour, w.minute, w.second, ((ms % 1000) + 1000) % 1000));
  const local = pattern.replace(TOKENS, (token) => {
    if (token.startsWith('[')) return token;
    if (TIME_TOKEN.test(token)) return `[${timePart.format(token)}]`;
    if (token === 'Z') return `[${offsetText(ms, tz, ':')}]`;
    if (token === 'ZZ') return `[${offsetText(ms, tz, '')}]`;
    return token;
  });
  return datePart.format(local);
}

/** The date (YYYY-MM-DD) of the instant in the zone, or on the device. */
function dateIn(value: DateInput, zone?: string | null): string {
  return formatInZone(value, 'YYYY-MM-DD', zone);
}

/** Month-day plus time within the current year, year-month-day otherwise. */
export function displayDateTime(value: DateInput, now: DateInput, formats: DateFormats, zone?: string | null): string {
  const sameYear = dateIn(value, zone).slice(0, 4) === dateIn(now, zone).slice(0, 4);
  return formatInZone(value, sameYear ? formats.monthDayTime : formats.yearMonthDay, zone);
}

/** Chat times: the time today, 'yesterday' and the time, month-day and time this year, else the full date. */
export function displayChatTime(value: DateInput, now: DateInput, formats: DateFormats, zone?: string | null): string {
  const day = dateIn(value, zone);
  const today = dateIn(now, zone);
  const format = (pattern: string) => formatInZone(value, pattern, zone);
  if (day === today) return format(formats.time);
  if (day === addDays(today, -1)) return `${formats.yesterday} ${format(formats.time)}`;
  if (day.slice(0, 4) === today.slice(0, 4)) return format(formats.monthDayTime);
  return format(formats.fullDateTime);
}
