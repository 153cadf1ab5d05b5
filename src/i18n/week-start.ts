// Week start settings (spec section 1): the system default, Sunday (0) or Monday (1);
// one list (a store's settings) also offers Saturday (6).

export type WeekStart = 'system' | 0 | 1 | 6;

export const WEEK_START_KEYS = { system: 'system', 0: 'sunday', 1: 'monday', 6: 'saturday' } as const;

export function weekStartOptions(options: { withSaturday?: boolean } = {}): WeekStart[] {
  return options.withSaturday ? ['system', 0, 1, 6] : ['system', 0, 1];
}

export function parseWeekStart(value: string | null): WeekStart {
  if (value === '0' || value === '1' || value === '6') return Number(value) as WeekStart;
  return 'system';
}
