// Channels in mainland China read and write wall-clock times in Beijing time
// (UTC+8, no daylight saving), whatever zone this server runs in.
const BEIJING_OFFSET_MS = 8 * 3600_000;

function beijingParts(instant: Date) {
  const shifted = new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
}

/** RFC 3339 with the +08:00 offset, as WeChat Pay writes time_expire: 2026-05-01T18:30:00+08:00. */
export function rfc3339Beijing(instant: Date): string {
  const { date, time } = beijingParts(instant);
  return `${date}T${time}+08:00`;
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as Alipay writes timestamps. */
export function alipayTime(instant: Date, withSeconds = true): string {
  const { date, time } = beijingParts(instant);
  return `${date} ${withSeconds ? time : time.slice(0, 5)}`;
}

/** Reads an Alipay time (Beijing time); undefined when it is not one. */
export function parseAlipayTime(text: string | undefined): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const instant = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
