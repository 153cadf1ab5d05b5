import { sql, type Kysely } from 'kysely';
import { UNCOUNTED_STATUSES } from '@common/booking-counts';
import type { Database } from '../../db/schema';
import type { OrderStatus } from './booking.tables';
import { toOrder, type OrderRecord } from './order.record';

export interface OrderSearch {
  storeId: string;
  /** Matches phone, diner name, order number or booking code. */
  keyword: string;
  startDate: string;
  endDate: string;
  statusIn: OrderStatus[];
  shiftId: string;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Reads of many orders: search, a diner's list, counts per day and per status.
 * The store's reads leave out orders staff deleted; the diner's keep them.
 */
export class OrderQueryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async search(q: OrderSearch): Promise<{ list: OrderRecord[]; total: number }> {
    let base = this.db.selectFrom('booking_order').where('store_id', '=', q.storeId).where('delete_time', 'is', null);
    if (q.startDate) base = base.where('reservation_date', '>=', q.startDate);
    if (q.endDate) base = base.where('reservation_date', '<=', q.endDate);
    if (q.statusIn.length) base = base.where('status', 'in', q.statusIn);
    if (q.shiftId) base = base.where('store_shift_id', '=', q.shiftId);
    const keyword = q.keyword.trim();
    if (keyword) {
      const like = `%${escapeLike(keyword)}%`;
      base = base.where((eb) =>
        eb.or([
          eb('diner_phone', 'like', like),
          eb('order_no', '=', keyword.toUpperCase()),
          eb('booking_code', '=', keyword),
          eb(sql<string>`diner_last_name || diner_first_name`, 'ilike', like),
          eb(sql<string>`diner_first_name || ' ' || diner_last_name`, 'ilike', like),
          eb(sql<string>`diner_last_name || ' ' || diner_first_name`, 'ilike', like),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('reservation_date')
        .orderBy('reservation_start_second')
        .orderBy('id')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toOrder), total: Number(count.n) };
  }

  /** A diner's orders: made by them or made for them, newest reservation first. */
  async ofDiner(userId: string, statusIn: OrderStatus[], storeId: string, limit: number, offset: number) {
    let base = this.db
      .selectFrom('booking_order')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('creator_user_id', '=', userId)]));
    if (statusIn.length) base = base.where('status', 'in', statusIn);
    if (storeId) base = base.where('store_id', '=', storeId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('start_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toOrder), total: Number(count.n) };
  }

  async countDinerByStatus(userId: string): Promise<Map<OrderStatus, number>> {
    const rows = await this.db
      .selectFrom('booking_order')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('creator_user_id', '=', userId)]))
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  async countStoreByStatus(storeId: string, startDate: string, endDate: string): Promise<Map<OrderStatus, number>> {
    let query = this.db
      .selectFrom('booking_order')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('store_id', '=', storeId)
      .where('delete_time', 'is', null);
    if (startDate) query = query.where('reservation_date', '>=', startDate);
    if (endDate) query = query.where('reservation_date', '<=', endDate);
    const rows = await query.groupBy('status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Per reservation date, orders per status. */
  async dailyStatusCounts(storeId: string, startDate: string, endDate: string) {
    const rows = await this.db
      .selectFrom('booking_order')
      .select(['reservation_date', 'status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('store_id', '=', storeId)
      .where('delete_time', 'is', null)
      .where('reservation_date', '>=', startDate)
      .where('reservation_date', '<=', endDate)
      .groupBy(['reservation_date', 'status'])
      .orderBy('reservation_date')
      .execute();
    return rows.map((r) => ({ date: r.reservation_date, status: r.status, count: Number(r.n) }));
  }

  /** Per date, the bookings as src/common/booking-counts.ts defines them: how many, their guests, and the table items they take. */
  async dayCounts(storeId: string, startDate: string, endDate: string) {
    const rows = await this.db
      .selectFrom('booking_order')
      .select([
        'reservation_date',
        (eb) => eb.fn.countAll<string>().as('orders'),
        sql<string>`sum(adult_count + child_count)`.as('diners'),
        sql<string>`sum(cardinality(store_table_item_ids))`.as('tables'),
      ])
      .where('store_id', '=', storeId)
      .where('reservation_date', '>=', startDate)
      .where('reservation_date', '<=', endDate)
      .where('status', 'not in', [...UNCOUNTED_STATUSES])
      .where('delete_time', 'is', null)
      .groupBy('reservation_date')
      .execute();
    return new Map(
      rows.map((r) => [
        r.reservation_date,
        { orders: Number(r.orders), diners: Number(r.diners), tables: Number(r.tables) },
      ]),
    );
  }
}
