import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Share tokens of booking orders, one per order. */
export class OrderShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps the first token made for an order and returns it. */
  async ensure(orderId: string, token: string): Promise<string> {
    await this.db
      .insertInto('booking_order_share')
      .values({ booking_order_id: orderId, token })
      .onConflict((oc) => oc.column('booking_order_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('booking_order_share')
      .select('token')
      .where('booking_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.token;
  }

  async orderIdOf(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('booking_order_share')
      .select('booking_order_id')
      .where('token', '=', token)
      .executeTakeFirst();
    return row?.booking_order_id;
  }
}
