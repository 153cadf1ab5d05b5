import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface DinerStatsRecord {
  orderCount: number;
  visitCount: number;
  noShowCount: number;
  cancelCount: number;
  /** Minor units, when all finished orders are in one currency; '0' when in several (never added). */
  totalSpend: string;
  lastVisitDate: string;
  /** Finished orders' totals per currency, by code. */
  spend: Array<{ currency: string; amount: string }>;
}

export interface DinerOrderRecord {
  id: string;
  orderNo: string;
  storeId: string;
  storeName: string;
  reservationDate: string;
  startSecond: number;
  peopleCount: number;
  status: string;
  closeReason: string;
  totalAmount: string;
  currency: string;
  arrived: boolean;
}

/** A diner's booking orders at the merchant's stores: visits and spend are computed, never stored. */
export class DinerHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A visit is an order the diner arrived for; spend is the total of finished
   * orders; a no-show is an order closed ABSENT; cancels are the diner's own
   * (directly or by an application the store agreed to). An order staff deleted
   * from the store's books counts for nothing here either.
   */
  async stats(merchantId: string, dinerId: string): Promise<DinerStatsRecord> {
    const row = await this.db
      .selectFrom('booking_order')
      .select([
        sql<number>`count(*)::int`.as('order_count'),
        sql<number>`(count(*) FILTER (WHERE arrival_time IS NOT NULL))::int`.as('visit_count'),
        sql<number>`(count(*) FILTER (WHERE status = 'CLOSED' AND close_reason = 'ABSENT'))::int`.as('no_show_count'),
        sql<number>`(count(*) FILTER (WHERE status = 'CLOSED' AND close_reason IN ('CREATOR_CANCEL', 'AGREE_CREATOR_CANCEL')))::int`.as(
          'cancel_count',
        ),
        sql<string | null>`to_char(max(reservation_date) FILTER (WHERE arrival_time IS NOT NULL), 'YYYY-MM-DD')`.as(
          'last_visit_date',
        ),
      ])
      .where('merchant_id', '=', merchantId)
      .where('merchant_diner_id', '=', dinerId)
      .where('delete_time', 'is', null)
      .executeTakeFirstOrThrow();
    // Spend per currency: a merchant's stores may take different currencies, never added.
    const spend = await this.db
      .selectFrom('booking_order')
      .select(['currency', sql<string>`sum(total_amount)::text`.as('amount')])
      .where('merchant_id', '=', merchantId)
      .where('merchant_diner_id', '=', dinerId)
      .where('delete_time', 'is', null)
      .where('status', '=', 'FINISHED')
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return {
      orderCount: row.order_count,
      visitCount: row.visit_count,
      noShowCount: row.no_show_count,
      cancelCount: row.cancel_count,
      totalSpend: spend.length === 1 ? spend[0].amount : '0',
      lastVisitDate: row.last_visit_date ?? '',
      spend: spend.map((s) => ({ currency: s.currency, amount: s.amount })),
    };
  }

  /** The latest orders, newest reservation first. */
  async recentOrders(merchantId: string, dinerId: string, limit: number): Promise<DinerOrderRecord[]> {
    const rows = await this.db
      .selectFrom('booking_order as o')
      .innerJoin('store as s', 's.id', 'o.store_id')
      .select([
        'o.id',
        'o.order_no',
        'o.store_id',
        's.name as store_name',
        'o.reservation_date',
        'o.reservation_start_second',
        'o.adult_count',
        'o.child_count',
        'o.status',
        'o.close_reason',
        'o.total_amount',
        'o.currency',
        'o.arrival_time',
      ])
      .where('o.merchant_id', '=', merchantId)
      .where('o.merchant_diner_id', '=', dinerId)
      .where('o.delete_time', 'is', null)
      .orderBy('o.reservation_date', 'desc')
      .orderBy('o.reservation_start_second', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderNo: r.order_no,
      storeId: r.store_id,
      storeName: r.store_name,
      reservationDate: r.reservation_date,
      startSecond: r.reservation_start_second,
      peopleCount: r.adult_count + r.child_count,
      status: r.status,
      closeReason: r.close_reason,
      totalAmount: r.total_amount,
      currency: r.currency,
      arrived: r.arrival_time !== null,
    }));
  }
}
