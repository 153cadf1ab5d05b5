import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The version of one store's business date that the staff booking board polls
 * (migration 0600): count and sum of the change numbers of the date's orders
 * and table holds. Any insert, update or delete of either changes it.
 */
export class BoardVersionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async dayVersion(storeId: string, reservationDate: string): Promise<string> {
    const { rows } = await sql<{ orders: string; order_sum: string; holds: string; hold_sum: string }>`
      SELECT o.n AS orders, o.s AS order_sum, h.n AS holds, h.s AS hold_sum
      FROM (SELECT count(*)::text AS n, coalesce(sum(board_seq), 0)::text AS s
            FROM booking_order WHERE store_id = ${storeId} AND reservation_date = ${reservationDate}) o,
           (SELECT count(*)::text AS n, coalesce(sum(board_seq), 0)::text AS s
            FROM table_occupancy WHERE store_id = ${storeId} AND reservation_date = ${reservationDate}) h`.execute(
      this.db,
    );
    const r = rows[0];
    return `${r.orders}.${r.order_sum}.${r.holds}.${r.hold_sum}`;
  }
}
