import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';

/** Checks that tags, a taker and a channel named on an order are the store's own. */
export class RecordRefRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async check(storeId: string, refs: { tagIds?: string[]; takerId?: string | null; channelId?: string | null }) {
    const tagIds = [...new Set(refs.tagIds ?? [])];
    if (tagIds.length) {
      const rows = await this.db
        .selectFrom('booking_order_tag')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', 'in', tagIds)
        .execute();
      if (rows.length !== tagIds.length) throw domainError('not_found', 'tagNotFound');
    }
    if (refs.takerId) {
      const row = await this.db
        .selectFrom('booking_order_taker')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', '=', refs.takerId)
        .where('delete_time', 'is', null)
        .executeTakeFirst();
      if (!row) throw domainError('not_found', 'takerNotFound');
    }
    if (refs.channelId) {
      const row = await this.db
        .selectFrom('booking_channel')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', '=', refs.channelId)
        .where('delete_time', 'is', null)
        .executeTakeFirst();
      if (!row) throw domainError('not_found', 'channelNotFound');
    }
  }
}
