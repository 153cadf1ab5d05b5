import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { itemNamesOf, type BookingContext, type BookingContextCache } from './booking-context';
import { followDeposit } from './deposit/deposit-follow';
import { netPaid } from './deposit/order-money';
import type { OrderRefunds } from './deposit/order-refunds';
import { depositAmountFor } from './deposit-policy';
import { isOverlapViolation } from './occupancy.repository';
import { cancelDeadline } from './order-draft';
import { factsOf, type OrderMutation, type Actor, type OrderScope } from './order-mutation';
import { peopleOf, type OrderRecord } from './order.record';
import { checkPartyAndQuantity } from './order-rules';
import { transition } from './order-transitions';
import { PacingLedger } from './pacing-rule';
import { refuseNewPendingOverlap } from './pending-rule';
import { lockStoreDate, planTables } from './table-planner';
// notifications
import { raiseOrderEvent } from '../notification/booking-events';

export interface BookingChange {
  adultCount?: number;
  childCount?: number;
  /** Chosen items; [] lets the server choose; undefined keeps them when they still fit. */
  itemIds?: string[];
  date?: string;
  shiftId?: string;
  startSecond?: number;
}

/**
 * Changes where and when an order sits and for how many: party size, tables,
 * date, shift, time. One transaction under the new date's lock; the order's
 * own holds do not count against it; its old holds are released and the new
 * ones inserted (the exclusion constraint guards the rest).
 */
export class OrderRescheduleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly now: () => Date,
    private readonly refunds: OrderRefunds,
  ) {}

  /** One transaction (its payments locked first: a staff change may refund a deposit's excess). */
  change(scope: OrderScope, orderId: string, actor: Actor, change: BookingChange, byDiner: boolean) {
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) =>
      this.apply(m, await m.load(orderId, scope), change, byDiner),
    );
  }

  /** Inside a mutation (also used to revert a logged change). */
  async apply(m: OrderMutation, order: OrderRecord, change: BookingChange, byDiner: boolean): Promise<OrderRecord> {
    transition(byDiner ? 'DINER_MODIFY' : 'MODIFY_BOOKING', factsOf(order, m.now));
    const adults = change.adultCount ?? order.adultCount;
    const children = change.childCount ?? order.childCount;
    const people = adults + children;
    if (people < 1 || adults < 0 || children < 0) throw domainError('invalid', 'pleaseEnterPeople');
    const date = change.date || order.reservationDate;
    if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
    const cached = await this.cache.get(m.trx, order.storeId);
    checkPartyAndQuantity(cached, byDiner ? 'DINER' : 'STAFF', people, 0);

    // A party change keeps its tables while they still seat it.
    const keepItems = change.itemIds === undefined && order.itemIds.length > 0 && order.seatCount >= people;
    const request = {
      // The booking exists already: its slot is checked as staff would (a
      // diner's party change must not fail on the advance-booking window).
      audience: 'STAFF' as const,
      date,
      // A new time without a shift picks the shift it falls in.
      shiftId: change.shiftId ? change.shiftId : change.startSecond !== undefined ? '' : order.shiftId,
      startSecond: change.startSecond ?? order.startSecond,
      people,
      quantity: 0,
      partyRules: byDiner ? ('DINER' as const) : ('STAFF' as const),
      chosenItemIds: change.itemIds ?? (keepItems ? order.itemIds : []),
      ignoreOrderId: order.id,
    };
    // A diner's change also takes the diner's lock, as their creates do
    // (order-create-group.ts), so the pending rule below sees them.
    const dinerId = byDiner ? m.actor.userId : null;
    await lockStoreDate(m.trx, order.storeId, date, dinerId ? [dinerId] : []);
    let plan;
    try {
      plan = await planTables(m.trx, this.cache, cached, request, m.now);
    } catch (error) {
      // The kept tables are taken at the new time: let the server choose instead.
      if (!keepItems || (error as { messageKey?: string }).messageKey !== 'tableItemOccupied') throw error;
      plan = await planTables(m.trx, this.cache, cached, { ...request, chosenItemIds: [] }, m.now);
    }
    const { context, slot, allocation } = plan;
    if (dinerId) await refuseNewPendingOverlap(m.trx, dinerId, order, slot);
    // A diner adding people is held to the kitchen's pacing as a new booking
    // would be (the order's own count left out). Staff changes are theirs to
    // judge, and a smaller party never adds to a window.
    if (byDiner && people > peopleOf(order)) {
      await new PacingLedger(m.trx, order.id).check(order.storeId, slot.shift, date, slot.startSecond, people, false);
    }
    await m.releaseTables(order);
    try {
      await m.holds.insert(
        allocation.itemIds.map((itemId) => ({
          storeId: order.storeId,
          itemId,
          orderId: order.id,
          kind: 'ORDER' as const,
          date,
          shiftId: slot.shift.id,
          startSecond: slot.startSecond,
          endSecond: slot.endSecond,
          startTime: new Date(slot.startMs),
          endTime: new Date(slot.endMs),
        })),
        m.now,
      );
    } catch (error) {
      if (isOverlapViolation(error))
        throw domainError('conflict', request.chosenItemIds.length ? 'tableItemOccupied' : 'bookingFull');
      throw error;
    }
    const unpaidDinerOrder = order.status === 'WAIT_DEPOSIT_PAYMENT' && order.creatorType === 'USER';
    const updated = await m.orders.update(
      order.id,
      {
        adult_count: adults,
        child_count: children,
        reservation_date: date,
        store_shift_id: slot.shift.id,
        store_shift_name: slot.shift.name,
        store_shift_intl_name: JSON.stringify(slot.shift.intlName ?? {}),
        reservation_start_second: slot.startSecond,
        reservation_end_second: slot.endSecond,
        start_time: new Date(slot.startMs),
        end_time: new Date(slot.endMs),
        store_table_id: allocation.tableId,
        store_table_item_ids: allocation.itemIds,
        store_table_item_names: itemNamesOf(context, allocation.itemIds),
        seat_count: allocation.seats,
        cancel_deadline_time: cancelDeadline(context, date, slot.startSecond),
        // An unpaid deposit follows the policy for the new party.
        ...(unpaidDinerOrder
          ? { deposit_amount: depositAmountFor(context.depositPolicies, slot.shift.id, people) }
          : {}),
      },
      m.now,
    );
    const paxChanged = people !== peopleOf(order) || adults !== order.adultCount;
    const moved =
      date !== order.reservationDate ||
      slot.startSecond !== order.startSecond ||
      allocation.itemIds.join() !== order.itemIds.join();
    if (paxChanged) {
      await m.log(order, {
        type: 'MODIFY_PAX',
        before: { adultCount: order.adultCount, childCount: order.childCount },
        after: { adultCount: adults, childCount: children },
      });
    }
    if (moved || !paxChanged) {
      await m.log(order, {
        type: 'MODIFY_TABLE_ALLOCATION',
        before: {
          itemIds: order.itemIds,
          date: order.reservationDate,
          shiftId: order.shiftId,
          startSecond: order.startSecond,
        },
        after: { itemIds: allocation.itemIds, date, shiftId: slot.shift.id, startSecond: slot.startSecond },
      });
    }
    const final = byDiner ? updated : await this.followDeposit(m, order, updated, context);
    // notifications: MODIFY_BOOKING_ORDER when what the guest comes for moved (date, time, party size)
    if (paxChanged || date !== order.reservationDate || slot.startSecond !== order.startSecond) {
      await raiseOrderEvent(m.trx, 'MODIFY_BOOKING_ORDER', final, m.now);
    }
    return final;
  }

  /** A staff change: the deposit follows the store's policy to the new party (deposit-follow.ts). */
  private async followDeposit(
    m: OrderMutation,
    before: OrderRecord,
    after: OrderRecord,
    context: BookingContext,
  ): Promise<OrderRecord> {
    const required = (o: OrderRecord) => depositAmountFor(context.depositPolicies, o.shiftId, peopleOf(o));
    const follow = followDeposit(after, netPaid(after), required(before), required(after));
    if (follow.kind === 'keep') return after;
    // Why the deposit moved is a code the reader's app words (cause), not a sentence of ours.
    const entry = { type: 'DEPOSIT_MODIFY', before: { depositAmount: after.depositAmount } };
    const cause = 'BOOKING_CHANGED';
    const changed = await m.orders.update(after.id, { deposit_amount: follow.deposit }, m.now);
    if (follow.kind === 'due') {
      await m.log(after, { ...entry, after: { depositAmount: follow.deposit, due: follow.due, cause } });
      return changed;
    }
    await m.log(after, { ...entry, after: { depositAmount: follow.deposit, cause } });
    if (follow.kind === 'reprice') return changed;
    const refunded = await this.refunds.refund(m, changed, 'DEPOSIT', follow.refund, {
      reason: 'booking changed: deposit excess',
      logRemark: '',
      log: { cause },
    });
    return refunded.order;
  }
}
