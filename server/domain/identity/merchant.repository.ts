import { sql, type Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';

export interface MerchantRecord {
  id: string;
  name: string;
  shortKey: string;
  disabled: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface AdminStoreRecord {
  id: string;
  merchantId: string;
  name: string;
  city: string;
  disabled: boolean;
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

  /** undefined when no such merchant. */
  async update(id: string, merchant: { name: string; shortKey: string }): Promise<MerchantRecord | undefined> {
    const row = await this.db
      .updateTable('merchant')
      .set({ name: merchant.name, short_key: merchant.shortKey, update_time: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  /** Disabling keeps the first disable time; undefined when no such merchant. */
  async setDisabled(id: string, disabled: boolean): Promise<MerchantRecord | undefined> {
    const row = await this.db
      .updateTable('merchant')
      .set((eb) => ({ disable_time: disabled ? eb.fn.coalesce('disable_time', sql<Date>`now()`) : null }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  /** Every store of a merchant, disabled ones included, for administrators. */
  async storesOf(merchantId: string): Promise<AdminStoreRecord[]> {
    const rows = await this.db
      .selectFrom('store')
      .select(['id', 'merchant_id', 'name', 'city', 'disable_time'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
    return rows.map(toAdminStore);
  }

  async insertStore(store: {
    merchantId: string;
    name: string;
    intlName: IntlTextJson;
    city: string;
    address: string;
    timezone: string;
    currency: string;
  }): Promise<AdminStoreRecord> {
    const row = await this.db
      .insertInto('store')
      .values({
        merchant_id: store.merchantId,
        name: store.name,
        intl_info: JSON.stringify({ name: store.intlName }),
        city: store.city,
        address: store.address,
        timezone: store.timezone,
        currency: store.currency,
      })
      .returning(['id', 'merchant_id', 'name', 'city', 'disable_time'])
      .executeTakeFirstOrThrow();
    return toAdminStore(row);
  }

  /** Disabling keeps the first disable time; undefined when no such store. */
  async setStoreDisabled(id: string, disabled: boolean): Promise<AdminStoreRecord | undefined> {
    const row = await this.db
      .updateTable('store')
      .set((eb) => ({ disable_time: disabled ? eb.fn.coalesce('disable_time', sql<Date>`now()`) : null }))
      .where('id', '=', id)
      .returning(['id', 'merchant_id', 'name', 'city', 'disable_time'])
      .executeTakeFirst();
    return row && toAdminStore(row);
  }

  async exists(id: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('merchant').select('id').where('id', '=', id).executeTakeFirst());
  }

  async findByIds(ids: string[]): Promise<MerchantRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('merchant').selectAll().where('id', 'in', ids).execute();
    return rows.map(toMerchant);
  }

  /** `keyword`: only merchants whose name or short key contains it, in any case ('' for all). */
  async page(limit: number, offset: number, keyword = ''): Promise<MerchantRecord[]> {
    const rows = await this.matching(keyword).selectAll().orderBy('id').limit(limit).offset(offset).execute();
    return rows.map(toMerchant);
  }

  async count(keyword = ''): Promise<number> {
    const row = await this.matching(keyword)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private matching(keyword: string) {
    const query = this.db.selectFrom('merchant');
    if (!keyword) return query;
    // The keyword is matched as typed: % and _ in it are not wildcards.
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return query.where((eb) => eb.or([eb('name', 'ilike', like), eb('short_key', 'ilike', like)]));
  }

  /** Store names by id, with their translations, for operator info. */
  async storeNames(ids: string[]): Promise<Map<string, { name: string; intl: IntlTextJson }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('store')
      .select(['id', 'name', sql<IntlTextJson | null>`intl_info->'name'`.as('intl')])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, intl: r.intl ?? {} }]));
  }
}

function toAdminStore(row: {
  id: string;
  merchant_id: string;
  name: string;
  city: string;
  disable_time: Date | null;
}): AdminStoreRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    city: row.city,
    disabled: row.disable_time !== null,
  };
}

function toMerchant(row: {
  id: string;
  name: string;
  short_key: string;
  disable_time: Date | null;
  create_time: Date;
  update_time: Date;
}): MerchantRecord {
  return {
    id: row.id,
    name: row.name,
    shortKey: row.short_key,
    disabled: row.disable_time !== null,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
