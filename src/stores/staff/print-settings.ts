// The print options of spec sections 3 and 9, as plain data: what the print preview
// offers, the defaults, and reading a stored copy back safely.

export type PrintGrouping = 'none' | 'shift' | 'table';
export type PrintOrientation = 'portrait' | 'landscape';
export type PrintFontSize = 'small' | 'medium' | 'large' | 'xlarge';
export type PrintMargin = 'default' | 'narrow' | 'wide';
/** Between rows: a ruled line, or blank space. */
export type PrintDivider = 'line' | 'space';
export type PrintPhone = 'full' | 'lastFour';
export type PrintField =
  | 'time'
  | 'table'
  | 'name'
  | 'phone'
  | 'people'
  | 'status'
  | 'tags'
  | 'remark'
  | 'taker'
  | 'channel'
  | 'orderNo'
  | 'bookingCode';

export interface PrintSettings {
  grouping: PrintGrouping;
  /** Also list tables without a booking. */
  emptyTables: boolean;
  orientation: PrintOrientation;
  columns: 1 | 2 | 3;
  fontSize: PrintFontSize;
  margin: PrintMargin;
  divider: PrintDivider;
  phone: PrintPhone;
  fields: PrintField[];
}

export const PRINT_OPTIONS = {
  grouping: ['none', 'shift', 'table'] as const,
  orientation: ['portrait', 'landscape'] as const,
  columns: [1, 2, 3] as const,
  fontSize: ['small', 'medium', 'large', 'xlarge'] as const,
  margin: ['default', 'narrow', 'wide'] as const,
  divider: ['line', 'space'] as const,
  phone: ['full', 'lastFour'] as const,
  fields: [
    'time',
    'table',
    'name',
    'phone',
    'people',
    'status',
    'tags',
    'remark',
    'taker',
    'channel',
    'orderNo',
    'bookingCode',
  ] as const,
};

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  grouping: 'shift',
  emptyTables: false,
  orientation: 'portrait',
  columns: 1,
  fontSize: 'medium',
  margin: 'default',
  divider: 'line',
  phone: 'lastFour',
  fields: ['time', 'table', 'name', 'phone', 'people', 'remark'],
};

/** Point sizes of the four font sizes, and millimetres of the three margins. */
export const FONT_PT: Record<PrintFontSize, number> = { small: 9, medium: 11, large: 13, xlarge: 16 };
export const MARGIN_MM: Record<PrintMargin, number> = { default: 12, narrow: 5, wide: 20 };

const oneOf = <T>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** A stored copy, with anything unknown or missing replaced by the default. */
export function parsePrintSettings(text: string | null): PrintSettings {
  let raw: Partial<Record<keyof PrintSettings, unknown>> = {};
  try {
    raw = text ? (JSON.parse(text) as typeof raw) : {};
  } catch {
    raw = {};
  }
  const d = DEFAULT_PRINT_SETTINGS;
  const fields = Array.isArray(raw.fields)
    ? PRINT_OPTIONS.fields.filter((f) => (raw.fields as unknown[]).includes(f))
    : d.fields;
  return {
    grouping: oneOf(PRINT_OPTIONS.grouping, raw.grouping, d.grouping),
    emptyTables: typeof raw.emptyTables === 'boolean' ? raw.emptyTables : d.emptyTables,
    orientation: oneOf(PRINT_OPTIONS.orientation, raw.orientation, d.orientation),
    columns: oneOf(PRINT_OPTIONS.columns, raw.columns, d.columns),
    fontSize: oneOf(PRINT_OPTIONS.fontSize, raw.fontSize, d.fontSize),
    margin: oneOf(PRINT_OPTIONS.margin, raw.margin, d.margin),
    divider: oneOf(PRINT_OPTIONS.divider, raw.divider, d.divider),
    phone: oneOf(PRINT_OPTIONS.phone, raw.phone, d.phone),
    fields: fields.length > 0 ? fields : d.fields,
  };
}
