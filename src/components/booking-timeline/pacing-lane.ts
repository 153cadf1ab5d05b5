import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import {
  hasPacing,
  PACING_WINDOW_SECOND,
  pacingFull,
  pacingWindowOf,
  type PacingLimits,
  type PacingLoad,
} from '@/common/pacing';

// The timeline's pacing row: per paced shift, each 15-minute window with the
// covers and parties of the day's open bookings starting in it against the
// shift's limits (the server's rule, server/domain/booking/pacing-rule.ts,
// counts the same bookings), marked when at or over a limit.

export interface PacingCell {
  key: string;
  second: number;
  load: PacingLoad;
  limits: PacingLimits;
  full: boolean;
  /** Percent of the axis. */
  left: number;
  width: number;
}

export function pacingCells(
  shifts: readonly StoreShift[],
  orders: readonly BookingOrder[],
  date: string,
  axis: { startSecond: number; endSecond: number },
): PacingCell[] {
  const span = axis.endSecond - axis.startSecond;
  const cells: PacingCell[] = [];
  if (span <= 0) return cells;
  for (const shift of shifts) {
    const limits = { maxCovers: shift.pacingMaxCovers, maxParties: shift.pacingMaxParties };
    const shiftId = shift.model?.id ?? '';
    if (!hasPacing(limits)) continue;
    const loads = new Map<number, PacingLoad>();
    for (const o of orders) {
      if (o.storeShiftId !== shiftId || o.reservationDate !== date || o.status === Status.CLOSED) continue;
      const window = pacingWindowOf(o.reservationStartSecond);
      const load = loads.get(window) ?? { parties: 0, covers: 0 };
      loads.set(window, { parties: load.parties + 1, covers: load.covers + o.adultCount + o.childCount });
    }
    for (let second = pacingWindowOf(shift.startSecond); second < shift.endSecond; second += PACING_WINDOW_SECOND) {
      const load = loads.get(second) ?? { parties: 0, covers: 0 };
      cells.push({
        key: `${shiftId}-${second}`,
        second,
        load,
        limits,
        full: pacingFull(limits, load),
        left: ((second - axis.startSecond) / span) * 100,
        width: (PACING_WINDOW_SECOND / span) * 100,
      });
    }
  }
  return cells;
}

/** "12/24" covers, "3/6" parties, or both; empty for a window nothing starts in. */
export function pacingText(cell: PacingCell): string {
  if (cell.load.parties === 0) return '';
  const parts: string[] = [];
  if (cell.limits.maxCovers !== undefined) parts.push(`${cell.load.covers}/${cell.limits.maxCovers}`);
  if (cell.limits.maxParties !== undefined) parts.push(`${cell.load.parties}/${cell.limits.maxParties}`);
  return parts.join(' · ');
}
