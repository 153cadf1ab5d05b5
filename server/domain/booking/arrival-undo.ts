import type { LogRecord } from './order-log.repository';
import type { OrderMutation } from './order-mutation';
import type { OrderRecord } from './order.record';

/** An ARRIVE entry: a manager may undo it through the log. */
export function isArrivalEntry(entry: Pick<LogRecord, 'type'>): boolean {
  return entry.type === 'ARRIVE';
}

/**
 * Undoes an arrival recorded by mistake (已到店 back to 待到店): the order
 * waits for its party again, still on its tables, while nothing that needs the
 * party there has happened (no final payment asked, not turned over: the
 * transition table's UNDO_ARRIVE). A deposit that the arrival refunded stays
 * refunded; a third-party platform already told of the arrival is not told again.
 */
export async function undoArrival(m: OrderMutation, order: OrderRecord, entry: LogRecord): Promise<OrderRecord> {
  const updated = await m.apply(
    order,
    'UNDO_ARRIVE',
    { arrival_time: null },
    {
      type: 'REVERT',
      before: { arrivalTime: order.arrivalTime?.toISOString() ?? null },
      after: { arrivalTime: null, revertedType: entry.type },
    },
  );
  await m.holds.setArrival(order.id, null, m.now);
  return updated;
}
