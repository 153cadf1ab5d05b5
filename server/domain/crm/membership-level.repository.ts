import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MembershipLevelRecord {
  id: string;
  merchantId: string;
  name: string;
  description: string;
  color: string;
  sort: number;
  dinerCount: number;
  createTime: Date;
  updateTime: Date;
}

export interface MembershipLevelFields {
  name: string;
  description: string;
  color: string;
  sort: number;
}

/** A merchant's membership levels, with how many diners hold each. */
export class MembershipLevelRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listOf(merchantId: string, id?: string): Promise<MembershipLevelRecord[]> {
    let query = this.db
      .selectFrom('membership_level as l')
      .select([
        'l.id',
        'l.merchant_id',
        'l.name',
        'l.description',
        'l.color',
        'l.sort',
        'l.create_time',
        'l.update_time',
        sql<number>`(SELECT count(*)::int FROM merchant_diner d WHERE d.membership_level_id = l.id)`.as('diner_count'),
      ])
      .where('l.merchant_id', '=', merchantId);
    if (id) query = query.where('l.id', '=', id);
    const rows = await query.orderBy('l.sort', 'desc').orderBy('l.id').execute();
    return rows.map((r) => ({
      id: r.id,
      merchantId: r.merchant_id,
      name: r.name,
      description: r.description,
      color: r.color,
      sort: r.sort,
      dinerCount: r.diner_count,
      createTime: r.create_time,
      updateTime: r.update_time,
    }));
  }

  async insert(merchantId: string, f: MembershipLevelFields): Promise<string> {
    const row = await this.db
      .insertInto('membership_level')
      .values({ merchant_id: merchantId, ...f })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** False when the merchant has no such level. */
  async update(merchantId: string, id: string, f: MembershipLevelFields): Promise<boolean> {
    const result = await this.db
      .updateTable('membership_level')
      .set({ ...f, update_time: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes a level no diner holds, in one statement (a diner given it meanwhile keeps it); 'missing' or 'held' otherwise. */
  async deleteUnheld(merchantId: string, id: string): Promise<'deleted' | 'missing' | 'held'> {
    const result = await this.db
      .deleteFrom('membership_level')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM merchant_diner d WHERE d.membership_level_id = membership_level.id)`,
      )
      .executeTakeFirst();
    if (result.numDeletedRows > 0n) return 'deleted';
    return (await this.listOf(merchantId, id)).length ? 'held' : 'missing';
  }
}
