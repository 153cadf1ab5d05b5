import type { QueueTypeJson } from './queue.tables';

/** The queue types a store starts with: small 1-2, medium 3-4, large 5 or more. */
export const DEFAULT_QUEUE_TYPES: QueueTypeJson[] = [
  { code: 'A', minPeople: 1, maxPeople: 2 },
  { code: 'B', minPeople: 3, maxPeople: 4 },
  { code: 'C', minPeople: 5, maxPeople: 0 },
];
export const DEFAULT_HOLD_MINUTE = 10;
export const MAX_HOLD_MINUTE = 120;
export const MAX_QUEUE_PEOPLE = 99;

/**
 * Types are valid when each has its own capital letter and they cover party
 * sizes from 1 upward without a gap or an overlap, only the last open-ended.
 */
export function validQueueTypes(types: QueueTypeJson[]): boolean {
  if (types.length < 1 || types.length > 8) return false;
  const sorted = [...types].sort((a, b) => a.minPeople - b.minPeople);
  if (new Set(types.map((t) => t.code)).size !== types.length) return false;
  let next = 1;
  for (const [i, t] of sorted.entries()) {
    if (!/^[A-Z]$/.test(t.code) || t.minPeople !== next) return false;
    const last = i === sorted.length - 1;
    if (t.maxPeople === 0) {
      if (!last) return false;
    } else {
      if (t.maxPeople < t.minPeople || t.maxPeople > MAX_QUEUE_PEOPLE) return false;
      next = t.maxPeople + 1;
    }
  }
  return true;
}

/** The type a party of `people` queues in, if any. */
export function typeForPeople<T extends { minPeople: number; maxPeople: number }>(types: T[], people: number) {
  return types.find((t) => people >= t.minPeople && (t.maxPeople === 0 || people <= t.maxPeople));
}

/** A number as called out and printed: the type's letter and three digits (A001; A1000 past 999). */
export function queueNumberText(code: string, number: number): string {
  return `${code}${String(number).padStart(3, '0')}`;
}

/** The seat counts a type's tables have: within its range, else any table big enough for its smallest party. */
export function suitsType(seatCapacity: number, type: { minPeople: number; maxPeople: number }): boolean {
  return seatCapacity >= type.minPeople && (type.maxPeople === 0 || seatCapacity <= type.maxPeople);
}
