// Time zones offered in the settings (spec section 1), plus following the device.
export const TIMEZONES = ['Asia/Shanghai', 'Asia/Singapore', 'UTC', 'Asia/Tokyo', 'Asia/Seoul'] as const;
export type Timezone = (typeof TIMEZONES)[number];

export function isTimezone(value: unknown): value is Timezone {
  return typeof value === 'string' && (TIMEZONES as readonly string[]).includes(value);
}
