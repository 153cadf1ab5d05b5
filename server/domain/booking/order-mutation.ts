import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { OperatorKind } from './booking.tables';
import { cancelAutoAccept, cancelDepositExpiry } from './booking-timers';
import { OccupancyRepository } from './occupancy.repository';
import { OrderLogRepository, type LogEntry } from './order-log.repository';
import type { OrderRecord } from './order.record';
import { OrderRepository, type OrderPatch } from './order.repository';
import { transition, type OrderAction, type OrderFacts } from './order-transitions';
// notifications
import { raiseOrderEvent } from '../notification/booking-events';
// third-party group-buying orders
import { queueArrivalReport } from '../groupbuy/arrival-report';
// the waitlist hears of tables freed
import { signalSlotFreed } from '../waitlist/waitlist-signal';

/** Who changes an order: a diner (USER), staff (STORE, MERCHANT), an administrator, or a timer (SYSTEM). */
export interface Actor {
  type: OperatorKind;
  userId: string | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'SYSTEM', userId: null };

/** Which orders a caller may touch: staff by store, a diner by being its owner or creator. */
export type OrderScope = { storeId: string } | { dinerUserId: string } | { system: true };

export function factsOf(
  order: OrderRecord,
  now: Date,
): OrderFacts & { cancelFromStatus: OrderRecord['status'] | null } {
  return {
    status: order.status,
    arrived: order.arrivalTime !== null,
    holdsTables: order.status !== 'CLOSED' && order.turnoverTime === null && order.itemIds.length > 0,
    beforeCancelDeadline: !order.cancelDeadlineTime || now.getTime() < order.cancelDeadlineTime.getTime(),
    thirdParty: order.source === 'MEITUAN_SYNC',
    closeReason: order.closeReason,
    cancelFromStatus: order.cancelFromStatus,
  };
}

/**
 * One change to one order inside the caller's transaction: the order row is
 * locked, the transition table decides, and every change writes its log.
 */
export class OrderMutation {
  readonly orders: OrderRepository;
  readonly holds: OccupancyRepository;
  readonly logs: OrderLogRepository;
  /** Refunds recorded in this change, sent to their channel once it commits (never inside it). */
  readonly refundIds: string[] = [];
  /** The id of the last log entry this change wrote. */
  lastLogId: string | null = null;

  constructor(
    readonly trx: Kysely<Database>,
    readonly now: Date,
    readonly actor: Actor,
  ) {
    this.orders = new OrderRepository(trx);
    this.holds = new OccupancyRepository(trx);
    this.logs = new OrderLogRepository(trx);
  }

  /**
   * The order, locked; another store's or another diner's order does not
   * exist for the caller, nor for staff an order they deleted.
   */
  async load(orderId: string, scope: OrderScope): Promise<OrderRecord> {
    const order = /^\d+$/.test(orderId) ? await this.orders.findForUpdate(orderId) : undefined;
    const visible =
      order &&
      ('system' in scope ||
        ('storeId' in scope && order.storeId === scope.storeId && !order.deleteTime) ||
        ('dinerUserId' in scope && (order.userId === scope.dinerUserId || order.creatorUserId === scope.dinerUserId)));
    if (!visible) throw domainError('not_found', 'orderNotFound');
    return order;
  }

  async log(order: OrderRecord, entry: Omit<LogEntry, 'operatorType' | 'operatorUserId'>): Promise<string> {
    this.lastLogId = await this.logs.insert(
      order.id,
      { ...entry, operatorType: this.actor.type, operatorUserId: this.actor.userId },
      this.now,
    );
    return this.lastLogId;
  }

  /** Checks the action against the transition table and applies its status with `patch`. */
  async apply(
    order: OrderRecord,
    action: OrderAction,
    patch: OrderPatch,
    entry: Omit<LogEntry, 'operatorType' | 'operatorUserId'>,
  ): Promise<OrderRecord> {
    const next = transition(action, factsOf(order, this.now));
    const updated = await this.orders.update(order.id, { ...patch, status: next.status }, this.now);
    await this.log(order, entry);
    // third-party group-buying orders: the platform hears of the arrival
    if (action === 'ARRIVE' && order.source === 'MEITUAN_SYNC')
      await queueArrivalReport(this.trx, order.id, true, this.now);
    return updated;
  }

  /**
   * Frees what the order holds on its date (closed, turned over or moved
   * away). Every such free passes here, so the date's waitlist looks for a
   * slot once the change commits.
   */
  async releaseTables(order: OrderRecord): Promise<void> {
    if ((await this.holds.releaseOrder(order.id, this.now)) > 0) {
      await signalSlotFreed(this.trx, order.storeId, order.reservationDate, this.now);
    }
  }

  /** Closes with the action's reason: frees the tables, withdraws the timers, logs CLOSE. */
  async close(order: OrderRecord, action: OrderAction, remark = '', patch: OrderPatch = {}): Promise<OrderRecord> {
    const next = transition(action, factsOf(order, this.now));
    await this.releaseTables(order);
    await cancelAutoAccept(this.trx, order.id, this.now);
    await cancelDepositExpiry(this.trx, order.id, this.now);
    const updated = await this.orders.update(
      order.id,
      {
        ...patch,
        status: next.status,
        close_reason: next.closeReason ?? 'NONE',
        close_time: this.now,
        closer_user_id: this.actor.userId,
        closer_type: this.actor.type,
        cancel_from_status: null,
      },
      this.now,
    );
    await this.log(order, {
      type: 'CLOSE',
      before: { status: order.status },
      after: { status: updated.status, closeReason: updated.closeReason },
      remark,
    });
    // third-party group-buying orders: the platform hears of the no-show
    if (action === 'NOT_ARRIVED' && order.source === 'MEITUAN_SYNC') {
      await queueArrivalReport(this.trx, order.id, false, this.now);
    }
    return updated;
  }

  /** WAIT_STORE_CONFIRM -> WAIT_SERVICE, by staff or by the auto-accept timer. */
  async confirm(order: OrderRecord): Promise<OrderRecord> {
    await cancelAutoAccept(this.trx, order.id, this.now);
    const confirmed = await this.apply(
      order,
      'STORE_CONFIRM',
      { store_confirm_time: this.now },
      { type: 'STORE_CONFIRM', before: { status: order.status }, after: { status: 'WAIT_SERVICE' } },
    );
    // notifications: STORE_CONFIRM
    await raiseOrderEvent(this.trx, 'STORE_CONFIRM', confirmed, this.now);
    return confirmed;
  }
}
