import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MerchantRecord {
  id: string;
  name: string;
  shortKey: string;
  createTime: Date;
  updateTime: Date;
}

/** Merchants as the identity area needs them: created by admins, named in standings and operator info. */
export class MerchantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(merchant: { name: string; shortKey: string }): Promise<MerchantRecord> {
    const row = await this.db
      .insertInto('merchant')
      .values({ name: merchant.name, short_key: merchant.shortKey })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMerchant(row);
  }

  async exists(id: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('merchant').select('id').where('id', '=', id).executeTakeFirst());
  }

  async findByIds(ids: string[]): Promise<MerchantRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('merchant').selectAll().where('id', 'in', ids).execute();
    return rows.map(toMerchant);
  }

  async page(limit: number, offset: number): Promise<MerchantRecord[]> {
    const rows = await this.db.selectFrom('merchant').selectAll().orderBy('id').limit(limit).offset(offset).execute();
    return rows.map(toMerchant);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('merchant')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Store names by id, for operator info. */
  async storeNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('store').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

function toMerchant(row: { id: string; name: string; short_key: string; create_time: Date; update_time: Date }) {
  return {
    id: row.id,
    name: row.name,
    shortKey: row.short_key,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
