import { businessDateOf } from '@common/zoned-time';
import { domainError } from '../errors';
import { revokeOperation } from './deposit/deposit-operations';
import type { LogRecord } from './order-log.repository';
import { isOverlapViolation } from './occupancy.repository';
import type { OrderMutation } from './order-mutation';
import type { OrderRecord } from './order.record';

/** A CLOSE entry of a no-show: the only close the log can undo. */
export function isNoShowClose(entry: Pick<LogRecord, 'type' | 'after'>): boolean {
  return entry.type === 'CLOSE' && entry.after.closeReason === 'ABSENT';
}

/**
 * Undoes a no-show recorded by mistake, the same business day (store time)
 * it was recorded: the order waits for the party again, holds its tables
 * again (refused when they were given away meanwhile), and what the close
 * kept of the deposit is held again. What it refunded stays refunded.
 */
export async function undoNoShow(
  m: OrderMutation,
  timeZone: string,
  order: OrderRecord,
  entry: LogRecord,
): Promise<OrderRecord> {
  const tz = timeZone;
  const closedOn = order.closeTime ? businessDateOf(order.closeTime.getTime(), tz) : '';
  if (closedOn !== businessDateOf(m.now.getTime(), tz)) throw domainError('precondition', 'noShowUndoSameDay');
  // The forfeits the close made come back first, while the order is still closed as ABSENT.
  let current = order;
  const later = (await m.logs.list(order.id)).filter(
    (l) => Number(l.id) > Number(entry.id) && l.type === 'DEPOSIT_FORFEIT' && !l.revertedByLogId,
  );
  for (const forfeit of later) current = await revokeOperation(m, current, forfeit.id);
  try {
    await m.holds.insert(
      current.itemIds.map((itemId) => ({
        storeId: current.storeId,
        itemId,
        orderId: current.id,
        kind: 'ORDER' as const,
        date: current.reservationDate,
        shiftId: current.shiftId,
        startSecond: current.startSecond,
        endSecond: current.endSecond,
        startTime: current.startTime,
        endTime: current.endTime,
      })),
      m.now,
    );
  } catch (error) {
    if (isOverlapViolation(error)) throw domainError('conflict', 'tableItemOccupied');
    throw error;
  }
  return m.apply(
    current,
    'UNDO_NO_SHOW',
    { close_reason: 'NONE', close_time: null, closer_user_id: null, closer_type: '' },
    {
      type: 'REVERT',
      before: { status: 'CLOSED', closeReason: 'ABSENT' },
      after: { status: 'WAIT_SERVICE', revertedType: entry.type },
    },
  );
}
