import { presenceRefusal, presenceWindow, type PresenceAction } from '@common/presence-window';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import type { OrderMutation } from './order-mutation';
import type { OrderRecord } from './order.record';

type Timed = Pick<OrderRecord, 'reservationDate' | 'startTime' | 'endSecond'>;

/** Arrive and no-show record the present, so they are taken only inside the presence window (common/presence-window.ts). */
export function checkPresenceWindow(action: PresenceAction, order: Timed, now: Date, timeZone: string): void {
  const window = presenceWindow(
    { reservationDate: order.reservationDate, startMs: order.startTime.getTime(), endSecond: order.endSecond },
    timeZone,
  );
  const refusal = presenceRefusal(action, window, now.getTime());
  if (refusal) throw domainError('precondition', refusal);
}

/** The same check inside a change, the store's zone read in its transaction. */
export async function refuseOutsidePresenceWindow(
  m: OrderMutation,
  action: PresenceAction,
  order: OrderRecord,
): Promise<void> {
  const store = await new StoreRepository(m.trx).findById(order.storeId);
  checkPresenceWindow(action, order, m.now, store?.timezone ?? 'UTC');
}
