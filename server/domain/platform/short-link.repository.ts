import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ShortLinkRecord {
  key: string;
  target: string;
  createTime: Date;
}

/** Short keys of enabled merchants (merchant.short_key, unique) and the administrators' /s/ links. */
export class ShortLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findMerchantIdByKey(key: string): Promise<string | undefined> {
    // A disabled merchant's /mch/ link leads nowhere, as its stores are hidden from diners.
    const row = await this.db
      .selectFrom('merchant')
      .select('id')
      .where('short_key', '=', key)
      .where('disable_time', 'is', null)
      .executeTakeFirst();
    return row?.id;
  }

  /** false when the key is taken. */
  async insert(link: { key: string; target: string; createBy: string }): Promise<ShortLinkRecord | undefined> {
    const row = await this.db
      .insertInto('short_link')
      .values({ key: link.key, target: link.target, create_by: link.createBy })
      .onConflict((oc) => oc.column('key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && { key: row.key, target: row.target, createTime: row.create_time };
  }

  /** The link led elsewhere, or undefined when no such key. */
  async updateTarget(key: string, target: string): Promise<ShortLinkRecord | undefined> {
    const row = await this.db
      .updateTable('short_link')
      .set({ target })
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirst();
    return row && { key: row.key, target: row.target, createTime: row.create_time };
  }

  /** false when no such key. */
  async delete(key: string): Promise<boolean> {
    const result = await this.db.deleteFrom('short_link').where('key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async findTarget(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('short_link').select('target').where('key', '=', key).executeTakeFirst();
    return row?.target;
  }

  async page(limit: number, offset: number): Promise<{ list: ShortLinkRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('short_link')
        .selectAll()
        .orderBy('create_time', 'desc')
        .orderBy('key')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('short_link')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({ key: r.key, target: r.target, createTime: r.create_time })),
      total: Number(count.n),
    };
  }
}
