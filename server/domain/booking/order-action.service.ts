import type { Kysely } from 'kysely';
import { arrivalRefundsDeposit } from '@common/arrival-refund';
import { billEntered } from '@common/booking-money';
import { compareCents } from '@common/money';
import { secondOfDate } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { withinIdempotent } from '../idempotency/idempotent-step';
import { itemNamesOf, type BookingContextCache } from './booking-context';
import { checkSettlement, settleClosedDeposit, type DepositSettlement } from './deposit/close-settlement';
import { DepositSettingRepository } from './deposit/deposit-setting.repository';
import { settleFinishedDeposit } from './deposit/finish-settlement';
import { checkAmount, netPaid } from './deposit/order-money';
import type { OrderRefunds } from './deposit/order-refunds';
import { isOverlapViolation } from './occupancy.repository';
import { factsOf, OrderMutation, type Actor, type OrderScope } from './order-mutation';
import type { OrderRecord } from './order.record';
import { transition } from './order-transitions';
import { checkPresenceWindow } from './presence-window';

/** Staff move orders through the transition table: confirm, arrive, final payment, finish, tables. */
export class OrderActionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly refunds: OrderRefunds,
    private readonly now: () => Date,
  ) {}

  /** One transaction, the order locked, for one action. */
  private act<T>(actor: Actor, fn: (m: OrderMutation) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx) => withinIdempotent(trx, () => fn(new OrderMutation(trx, this.now(), actor))));
  }

  confirm(scope: OrderScope, orderId: string, actor: Actor) {
    return this.act(actor, async (m) => m.confirm(await m.load(orderId, scope)));
  }

  /**
   * The party arrived; where the store's deposit settings say so, the deposit still
   * held goes back. `alongside` runs in the same transaction once the arrival is
   * allowed (a door code recording its one use): both happen, or neither.
   */
  arrive(scope: OrderScope, orderId: string, actor: Actor, alongside?: (trx: Kysely<Database>) => Promise<void>) {
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) => {
      const order = await m.load(orderId, scope);
      transition('ARRIVE', factsOf(order, m.now));
      const context = await this.cache.get(m.trx, order.storeId);
      checkPresenceWindow('ARRIVE', order, m.now, context.store.timezone);
      if (alongside) await alongside(m.trx);
      const updated = await m.apply(
        order,
        'ARRIVE',
        { arrival_time: m.now },
        { type: 'ARRIVE', after: { arrivalTime: m.now.toISOString() } },
      );
      await m.holds.setArrival(
        order.id,
        secondOfDate(m.now.getTime(), order.reservationDate, context.store.timezone),
        m.now,
      );
      const held = netPaid(updated);
      const { refundOnArrival } = await new DepositSettingRepository(m.trx).get(order.storeId);
      if (!arrivalRefundsDeposit(held, refundOnArrival)) return updated;
      const refunded = await this.refunds.refund(m, updated, 'DEPOSIT', held, {
        reason: 'deposit refunded on arrival',
        logRemark: '',
        log: { onArrival: true },
      });
      return refunded.order;
    });
  }

  /**
   * Closes as ABSENT and settles the deposit still held: as staff chose
   * (refund, keep, or keep an amount and refund the rest), else by the
   * store's policy for a no-show (kept). Nothing stays held.
   */
  notArrive(scope: OrderScope, orderId: string, actor: Actor, settlement: DepositSettlement) {
    checkSettlement(settlement);
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) => {
      const order = await m.load(orderId, scope);
      transition('NOT_ARRIVED', factsOf(order, m.now));
      const context = await this.cache.get(m.trx, order.storeId);
      checkPresenceWindow('NOT_ARRIVED', order, m.now, context.store.timezone);
      return settleClosedDeposit(m, this.refunds, await m.close(order, 'NOT_ARRIVED'), settlement);
    });
  }

  /** What the diner still owes and what the meal cost: the diner is notified to view and pay. */
  setFinalPayment(scope: OrderScope, orderId: string, actor: Actor, finalPayment: string, mealCost: string) {
    checkAmount(finalPayment);
    checkAmount(mealCost);
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      transition('SET_FINAL_PAYMENT', factsOf(order, m.now));
      // What was paid stays paid: a lower final payment is a refund, made as one.
      if (compareCents(finalPayment, order.finalPaidAmount) < 0) {
        throw domainError('precondition', 'finalPaymentBelowPaid');
      }
      return m.apply(
        order,
        'SET_FINAL_PAYMENT',
        { final_payment_amount: finalPayment, meal_cost_amount: mealCost, total_amount: mealCost },
        {
          type: 'FINAL_PAYMENT_SET',
          before: { finalPaymentAmount: order.finalPaymentAmount, mealCostAmount: order.mealCostAmount },
          after: { finalPaymentAmount: finalPayment, mealCostAmount: mealCost },
        },
      );
    });
  }

  /** Staff confirm the rest of the bill was paid: the order finishes, and the deposit held is settled with it. */
  finalConfirm(scope: OrderScope, orderId: string, actor: Actor) {
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) => {
      const order = await m.load(orderId, scope);
      const finished = await m.apply(
        order,
        'STORE_FINAL_CONFIRM',
        { final_payment_time: m.now, complete_time: m.now },
        { type: 'FINAL_PAYMENT_CONFIRM', before: { status: order.status }, after: { status: 'FINISHED' } },
      );
      return settleFinishedDeposit(m, this.refunds, finished, true);
    });
  }

  /** Finished straight from service: the deposit held pays the meal (or its part, when a bill was entered). */
  finish(scope: OrderScope, orderId: string, actor: Actor) {
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) => {
      const order = await m.load(orderId, scope);
      const finished = await m.apply(
        order,
        'FINISH',
        { complete_time: m.now },
        { type: 'FINISH', before: { status: order.status }, after: { status: 'FINISHED' } },
      );
      return settleFinishedDeposit(m, this.refunds, finished, billEntered(finished));
    });
  }

  revertToWaitFinalPayment(scope: OrderScope, orderId: string, actor: Actor) {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      return m.apply(
        order,
        'REVERT_TO_WAIT_FINAL_PAYMENT',
        { complete_time: null },
        {
          type: 'REVERT_TO_WAIT_FINAL_PAYMENT',
          before: { status: order.status },
          after: { status: 'WAIT_FINAL_PAYMENT' },
        },
      );
    });
  }

  continueService(scope: OrderScope, orderId: string, actor: Actor) {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      return m.apply(
        order,
        'CONTINUE_SERVICE',
        {},
        { type: 'CONTINUE_SERVICE', before: { status: order.status }, after: { status: 'WAIT_SERVICE' } },
      );
    });
  }

  /** The party left: its tables are free from now on; the status stays. */
  turnTable(scope: OrderScope, orderId: string, actor: Actor) {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      const updated = await m.apply(
        order,
        'TURN_TABLE',
        { turnover_time: m.now },
        { type: 'TURN_OVER', after: { items: order.itemIds } },
      );
      await m.releaseTables(order);
      return updated;
    });
  }

  /** Two orders trade tables. Both are needed, must differ, and must hold tables. */
  swapTables(storeId: string, orderId: string, otherId: string, actor: Actor) {
    if (!otherId || otherId === '0') throw domainError('invalid', 'swapNeedsTwoOrders');
    if (otherId === orderId) throw domainError('invalid', 'swapSameOrder');
    return this.act(actor, async (m) => {
      // Lock in id order, so two swaps of the same pair cannot deadlock.
      const [first, second] = [orderId, otherId].sort((a, b) => Number(a) - Number(b));
      const loaded = new Map<string, OrderRecord>();
      for (const id of [first, second]) loaded.set(id, await m.load(id, { storeId }));
      const a = loaded.get(orderId)!;
      const b = loaded.get(otherId)!;
      for (const o of [a, b]) {
        if (!factsOf(o, m.now).holdsTables) throw domainError('precondition', 'swapNeedsTables');
        transition('SWAP_TABLES', factsOf(o, m.now));
      }
      const context = await this.cache.get(m.trx, storeId);
      const seats = (items: string[]) =>
        items.reduce((s, id) => s + (context.items.get(id)?.table.seatCapacity ?? 0), 0);
      await m.holds.releaseOrder(a.id, m.now);
      await m.holds.releaseOrder(b.id, m.now);
      try {
        for (const [order, items] of [
          [a, b.itemIds],
          [b, a.itemIds],
        ] as const) {
          await m.holds.insert(
            items.map((itemId) => ({
              storeId,
              itemId,
              orderId: order.id,
              kind: 'ORDER' as const,
              date: order.reservationDate,
              shiftId: order.shiftId,
              startSecond: order.startSecond,
              endSecond: order.endSecond,
              startTime: order.startTime,
              endTime: order.endTime,
            })),
            m.now,
          );
        }
      } catch (error) {
        if (isOverlapViolation(error)) throw domainError('conflict', 'tableItemOccupied');
        throw error;
      }
      const results: OrderRecord[] = [];
      for (const [order, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const updated = await m.orders.update(
          order.id,
          {
            store_table_item_ids: other.itemIds,
            store_table_item_names: itemNamesOf(context, other.itemIds),
            store_table_id: other.tableId,
            seat_count: seats(other.itemIds),
          },
          m.now,
        );
        await m.log(order, {
          type: 'SWAP_TABLE',
          before: { items: order.itemIds },
          after: { items: other.itemIds, otherOrderId: other.id },
        });
        results.push(updated);
      }
      return { order: results[0], other: results[1] };
    });
  }
}
