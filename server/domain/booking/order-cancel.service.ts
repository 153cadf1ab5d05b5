import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import { cancelAutoAccept, scheduleAutoAccept } from './booking-timers';
import type { CloseReason } from './booking.tables';
import { BY_POLICY, checkSettlement, settleClosedDeposit, type DepositSettlement } from './deposit/close-settlement';
import type { OrderRefunds } from './deposit/order-refunds';
import { factsOf, type OrderMutation, type Actor, type OrderScope } from './order-mutation';
import { isAllowed, type OrderAction } from './order-transitions';
import { refuseOutsidePresenceWindow } from './presence-window';
// notifications
import { raiseOrderEvent } from '../notification/booking-events';

/** The close reasons staff choose, and the action of the transition table each one is. */
const CLOSE_ACTION: Partial<Record<CloseReason, OrderAction>> = {
  STORE_REJECT: 'STORE_REJECT',
  STORE_CANCEL: 'STORE_CANCEL',
  CREATOR_CANCEL: 'GUEST_ASKED_CANCEL',
  DEPOSIT_PAYMENT_FAIL: 'CLOSE_UNPAID',
  MEITUAN_STATUS_CHANGE: 'THIRD_PARTY_CLOSE',
  ABSENT: 'NOT_ARRIVED',
  AGREE_CREATOR_CANCEL: 'AGREE_CANCEL',
};

/** Closing orders: by staff with a reason, by the diner (cancel or apply), and cancellation applications. */
export class OrderCancelService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly refunds: OrderRefunds,
    private readonly now: () => Date,
  ) {}

  private act<T>(orderId: string, actor: Actor, fn: (m: OrderMutation) => Promise<T>): Promise<T> {
    return this.refunds.run(this.db, orderId, this.now(), actor, fn);
  }

  /**
   * Staff close with a reason: CREATOR_CANCEL when the guest asked (by phone),
   * STORE_CANCEL when the store calls it off; NONE is no reason. The deposit
   * still held is settled as staff chose, or by the store's policy for the
   * reason (close-settlement.ts). The guest note goes into the close message.
   */
  close(
    scope: OrderScope,
    orderId: string,
    actor: Actor,
    reason: CloseReason,
    remark: string,
    settlement: DepositSettlement = BY_POLICY,
    guestNote = '',
  ) {
    const action = CLOSE_ACTION[reason];
    if (!action) throw domainError('invalid', 'invalidCloseReason');
    checkSettlement(settlement);
    return this.act(orderId, actor, async (m) => {
      const order = await m.load(orderId, scope);
      // Closed as absent is a no-show, taken in the same window as the no-show action.
      if (action === 'NOT_ARRIVED' && isAllowed(action, factsOf(order, m.now))) {
        await refuseOutsidePresenceWindow(m, action, order);
      }
      return settleClosedDeposit(m, this.refunds, await m.close(order, action, remark), settlement, guestNote);
    });
  }

  /**
   * The diner cancels: directly before the cancel deadline, or while nothing
   * is paid (CREATOR_CANCEL); past the deadline, confirmed or not, it becomes
   * an application the store processes (WAIT_CANCEL_PROCESS): the deadline
   * the diner was shown before paying is the one enforced.
   */
  dinerCancel(dinerUserId: string, orderId: string, remark: string) {
    const actor: Actor = { type: 'USER', userId: dinerUserId };
    return this.act(orderId, actor, async (m) => {
      const order = await m.load(orderId, { dinerUserId });
      const facts = factsOf(order, m.now);
      if (isAllowed('DINER_CANCEL', facts)) {
        const closed = await m.close(order, 'DINER_CANCEL', remark);
        return { order: await settleClosedDeposit(m, this.refunds, closed, BY_POLICY), applied: false };
      }
      // The store decides the application; its auto-accept must not confirm meanwhile.
      await cancelAutoAccept(m.trx, order.id, m.now);
      const applied = await m.apply(
        order,
        'APPLY_CANCEL',
        { cancel_from_status: order.status },
        { type: 'APPLY_CANCEL', before: { status: order.status }, after: { status: 'WAIT_CANCEL_PROCESS' }, remark },
      );
      // notifications: WAIT_CANCEL_PROCESS to the store's staff
      await raiseOrderEvent(m.trx, 'WAIT_CANCEL_PROCESS', applied, m.now);
      return { order: applied, applied: true };
    });
  }

  /** Grants a late cancellation; the deposit still held is settled as staff chose, by default refunded. */
  agreeCancel(scope: OrderScope, orderId: string, actor: Actor, settlement: DepositSettlement = BY_POLICY) {
    checkSettlement(settlement);
    return this.act(orderId, actor, async (m) =>
      settleClosedDeposit(m, this.refunds, await m.close(await m.load(orderId, scope), 'AGREE_CANCEL'), settlement),
    );
  }

  /**
   * Refuses the application: the order returns to where it was. Back to
   * waiting for the store, its auto-accept timer starts again, or it would
   * wait for ever.
   */
  resumeCanceling(scope: OrderScope, orderId: string, actor: Actor) {
    return this.act(orderId, actor, async (m) => {
      const order = await m.load(orderId, scope);
      if (order.cancelFromStatus === 'WAIT_STORE_CONFIRM') {
        const minutes = (await new StoreRepository(m.trx).findById(order.storeId))?.businessConfig.autoAcceptMinute;
        if (minutes !== null && minutes !== undefined) {
          await scheduleAutoAccept(m.trx, order.id, new Date(m.now.getTime() + minutes * 60_000));
        }
      }
      return m.apply(
        order,
        'RESUME_CANCELING',
        { cancel_from_status: null },
        {
          type: 'RESUME_CANCELING',
          before: { status: order.status },
          after: { status: order.cancelFromStatus ?? 'WAIT_SERVICE' },
        },
      );
    });
  }
}
