import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ImUserRecipient {
  userId: string;
  phoneRegionCode: string;
  phone: string;
}

export interface ImStoreFacts {
  storeId: string;
  merchantId: string | null;
  name: string;
}

/** Whom a chat message's notification reaches and what it names. */
export class ImRecipientRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Diners among `memberKeys` who had read everything before `seq`: the
   * message starts their unread run. A diner already behind was told of
   * the run's first message and is not told again for each line after it.
   */
  async usersStartingUnreadRun(conversationId: string, memberKeys: string[], seq: string): Promise<ImUserRecipient[]> {
    if (memberKeys.length === 0) return [];
    const rows = await this.db
      .selectFrom('im_member as m')
      .innerJoin('app_user as u', (join) => join.on(sql`u.id`, '=', sql`m.member_id`))
      .select(['u.id', 'u.phone_region_code', 'u.phone'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.member_key', 'in', memberKeys)
      .where('m.member_type', '=', 'USER')
      .where('m.delete_time', 'is', null)
      .where('m.last_read_seq', '=', sql<string>`${seq}::bigint - 1`)
      .execute();
    return rows.map((r) => ({ userId: r.id, phoneRegionCode: r.phone_region_code, phone: r.phone }));
  }

  /** The store in the conversation (a diner's chat with it, or a feast's host): its switches and name apply. */
  async storeOf(conversationId: string): Promise<ImStoreFacts | undefined> {
    const row = await this.db
      .selectFrom('im_member as m')
      .innerJoin('store as s', (join) => join.on(sql`s.id`, '=', sql`m.member_id`))
      .select(['s.id', 's.merchant_id', 's.name'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.member_type', '=', 'STORE')
      .orderBy('m.join_time')
      .limit(1)
      .executeTakeFirst();
    return row && { storeId: row.id, merchantId: row.merchant_id, name: row.name };
  }

  async userName(userId: string): Promise<string> {
    const row = await this.db.selectFrom('app_user').select('nickname').where('id', '=', userId).executeTakeFirst();
    return row?.nickname ?? '';
  }
}
