import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { pageOf } from '../store/store.service';
import { checkDateRange } from '../store/business-plan.service';
import type { OrderStatus } from './booking.tables';
import { isRevocableNow } from './deposit/deposit-operations';
import { OrderLogRepository } from './order-log.repository';
import type { OrderRecord } from './order.record';
import { OrderRepository } from './order.repository';
import { claimPhoneBooking } from './phone-claim.repository';
import { OrderQueryRepository, type OrderSearch } from './order-query.repository';

const PAGE_MAX = 100;

/** Reading orders: one by id (in scope), searches, logs and counts. */
export class OrderQueryService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Staff read their store's orders only, and not those they deleted. */
  async getForStore(storeId: string, orderId: string): Promise<OrderRecord> {
    const order = /^\d+$/.test(orderId) ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order || order.storeId !== storeId || order.deleteTime) throw domainError('not_found', 'orderNotFound');
    return order;
  }

  /**
   * A diner reads an order they made or that was made for them, or a phone
   * booking for the phone they proved (it becomes theirs: phone-claim.repository.ts);
   * any other does not exist for them.
   */
  async getForDiner(userId: string, orderId: string): Promise<OrderRecord> {
    const orders = new OrderRepository(this.db);
    let order = /^\d+$/.test(orderId) ? await orders.find(orderId) : undefined;
    if (
      order &&
      order.userId === null &&
      order.creatorUserId !== userId &&
      (await claimPhoneBooking(this.db, order.id, userId))
    ) {
      order = await orders.find(orderId);
    }
    if (!order || (order.userId !== userId && order.creatorUserId !== userId)) {
      throw domainError('not_found', 'orderNotFound');
    }
    return order;
  }

  search(q: Omit<OrderSearch, 'limit' | 'offset'> & { limit: number; offset: number }) {
    if (q.startDate || q.endDate) checkDateRange(q.startDate || q.endDate, q.endDate || q.startDate, 3660);
    return new OrderQueryRepository(this.db).search({ ...q, ...pageOf(q.limit, q.offset, PAGE_MAX) });
  }

  ofDiner(userId: string, statusIn: OrderStatus[], storeId: string, limit: number, offset: number) {
    const page = pageOf(limit, offset, PAGE_MAX);
    return new OrderQueryRepository(this.db).ofDiner(userId, statusIn, storeId, page.limit, page.offset);
  }

  /** The order's log, each entry marked with whether revoking it could succeed now. */
  async logs(storeId: string, orderId: string) {
    const order = await this.getForStore(storeId, orderId);
    const logs = await new OrderLogRepository(this.db).list(orderId);
    return logs.map((l) => ({ ...l, revocable: isRevocableNow(l, order) }));
  }

  countDinerByStatus(userId: string) {
    return new OrderQueryRepository(this.db).countDinerByStatus(userId);
  }

  countStoreByStatus(storeId: string, startDate: string, endDate: string) {
    if (startDate || endDate) checkDateRange(startDate || endDate, endDate || startDate, 3660);
    return new OrderQueryRepository(this.db).countStoreByStatus(storeId, startDate, endDate);
  }

  dailyStatusCounts(storeId: string, startDate: string, endDate: string) {
    checkDateRange(startDate, endDate, 400);
    return new OrderQueryRepository(this.db).dailyStatusCounts(storeId, startDate, endDate);
  }
}
