import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlatformOrder } from '../../providers/groupbuy/group-buy-platform';
import type { ThirdPartyOrderTable } from './groupbuy.tables';
import type { ThirdPartyStatus } from './third-party-status';

export type ThirdPartyOrderRecord = Selectable<ThirdPartyOrderTable>;

export interface OrderListQuery {
  storeId: string;
  status: ThirdPartyStatus | null;
  keyword: string;
  beforeId: string | null;
  limit: number;
}

/** SQL of third-party orders. */
export class ThirdPartyOrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string, forUpdate = false): Promise<ThirdPartyOrderRecord | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    let query = this.db.selectFrom('third_party_order').selectAll().where('id', '=', id);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async findByPlatformId(platform: string, platformOrderId: string): Promise<ThirdPartyOrderRecord | undefined> {
    return this.db
      .selectFrom('third_party_order')
      .selectAll()
      .where('platform', '=', platform)
      .where('platform_order_id', '=', platformOrderId)
      .forUpdate()
      .executeTakeFirst();
  }

  async findByBooking(bookingOrderId: string): Promise<ThirdPartyOrderRecord | undefined> {
    return this.db
      .selectFrom('third_party_order')
      .selectAll()
      .where('booking_order_id', '=', bookingOrderId)
      .executeTakeFirst();
  }

  /** The order, or nothing when push and pull raced and the other wrote it first (then the caller reads and updates). */
  async insert(
    storeId: string,
    platform: string,
    order: PlatformOrder,
    status: ThirdPartyStatus,
    now: Date,
  ): Promise<ThirdPartyOrderRecord | undefined> {
    return this.db
      .insertInto('third_party_order')
      .values({
        store_id: storeId,
        platform,
        platform_order_id: order.platformOrderId,
        status,
        diner_name: order.dinerName,
        diner_phone: order.dinerPhone,
        reservation_date: order.reservationDate,
        reservation_start_second: order.startSecond,
        adult_count: order.adultCount,
        product_name: order.productName,
        paid_amount: order.paidAmount,
        remark: order.remark,
        booking_order_id: null,
        platform_update_time: order.updateTime,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) => oc.columns(['platform', 'platform_order_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async setStatus(id: string, status: ThirdPartyStatus, platformUpdateTime: Date, now: Date) {
    return this.db
      .updateTable('third_party_order')
      .set({ status, platform_update_time: platformUpdateTime, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async link(id: string, bookingOrderId: string, now: Date) {
    return this.db
      .updateTable('third_party_order')
      .set({ booking_order_id: bookingOrderId, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async list(query: OrderListQuery): Promise<ThirdPartyOrderRecord[]> {
    let q = this.db.selectFrom('third_party_order').selectAll().where('store_id', '=', query.storeId);
    if (query.status) q = q.where('status', '=', query.status);
    if (query.beforeId) q = q.where('id', '<', query.beforeId);
    const keyword = query.keyword.trim();
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('platform_order_id', 'ilike', like),
          eb('diner_name', 'ilike', like),
          eb('diner_phone', 'ilike', like),
        ]),
      );
    }
    return q
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
  }

  /** Locks nothing: counts for tests and the docs' "how to try it". */
  async countByPlatformId(platform: string, platformOrderId: string): Promise<number> {
    const row = await this.db
      .selectFrom('third_party_order')
      .select(sql<string>`count(*)`.as('n'))
      .where('platform', '=', platform)
      .where('platform_order_id', '=', platformOrderId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
