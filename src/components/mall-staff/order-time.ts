import { timestampMs, type Timestamp } from '@bufbuild/protobuf/wkt';
import { wallClock } from '@/common/zoned-time';

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the store's wall clock shows it, "2026-11-27 18:05"; '' when unset. */
export function orderTime(at: Timestamp | undefined, timeZone: string): string {
  if (!at) return '';
  const c = wallClock(timeZone || 'Asia/Shanghai', timestampMs(at));
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}
