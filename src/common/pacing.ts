// Kitchen pacing: how many covers (people) and parties may start in one
// 15-minute window of a shift. Shared by the server's rule and the shift
// setup form, so both accept the same limits.

/** The pacing window: quarter hours of the reservation date's clock (18:00-18:15, 18:15-18:30, ...). */
export const PACING_WINDOW_SECOND = 900;
/** The largest limits a manager may set (the database refuses more too, migration 3700). */
export const PACING_MAX_COVERS = 1000;
export const PACING_MAX_PARTIES = 200;

/** A shift's limits; undefined: no limit of that kind. */
export interface PacingLimits {
  maxCovers?: number;
  maxParties?: number;
}

/** What has started (or will) in one window: parties and their covers. */
export interface PacingLoad {
  parties: number;
  covers: number;
}

/** The first second of the window a start second falls in (seconds from the reservation date's midnight). */
export function pacingWindowOf(startSecond: number): number {
  return Math.floor(startSecond / PACING_WINDOW_SECOND) * PACING_WINDOW_SECOND;
}

export function hasPacing(limits: PacingLimits): boolean {
  return limits.maxCovers !== undefined || limits.maxParties !== undefined;
}

/** Whether one more party of `people` fits the window holding `load`. */
export function pacingAllows(limits: PacingLimits, load: PacingLoad, people: number): boolean {
  if (limits.maxCovers !== undefined && load.covers + people > limits.maxCovers) return false;
  if (limits.maxParties !== undefined && load.parties + 1 > limits.maxParties) return false;
  return true;
}

/** Whether the window is at its limit or over it (the board marks it). */
export function pacingFull(limits: PacingLimits, load: PacingLoad): boolean {
  return (
    (limits.maxCovers !== undefined && load.covers >= limits.maxCovers) ||
    (limits.maxParties !== undefined && load.parties >= limits.maxParties)
  );
}

/** A limit as typed: '' is none; otherwise a whole number from 1 to max, or null when it is not one. */
export function parsePacingLimit(text: string, max: number): number | undefined | null {
  const t = text.trim();
  if (!t) return undefined;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= max ? n : null;
}

/** Whether a limit given as a number (or none) is one a shift may have. */
export function validPacingLimit(value: number | undefined, max: number): boolean {
  return value === undefined || (Number.isInteger(value) && value >= 1 && value <= max);
}
