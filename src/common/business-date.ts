// Business dates are store-local calendar days written YYYY-MM-DD. They are
// compared and counted as whole days, never through a Date in some zone.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a business date, or NaN when it is not a real date. */
export function epochDay(date: string): number {
  const match = DATE.exec(date);
  if (!match) return NaN;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return NaN;
  return ms / 86_400_000;
}

export function isBusinessDate(date: string): boolean {
  return !Number.isNaN(epochDay(date));
}

/** The business date a number of days after (or before) another. */
export function addDays(date: string, days: number): string {
  const day = epochDay(date);
  if (Number.isNaN(day)) throw new Error(`not a business date: ${date}`);
  return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
}
