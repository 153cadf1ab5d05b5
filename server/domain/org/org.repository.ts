import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoreOwner {
  storeId: string;
  merchantId: string;
  /** The store itself is disabled (a disabled merchant's staff have no standing at all). */
  disabled?: boolean;
}

/** Which merchant owns what: the facts permissions are decided from. */
export class OrgRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findStoreOwner(storeId: string): Promise<StoreOwner | undefined> {
    const row = await this.db
      .selectFrom('store')
      .select(['id', 'merchant_id', 'disable_time'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    return row && { storeId: row.id, merchantId: row.merchant_id, disabled: row.disable_time !== null };
  }

  /**
   * Whether diners may start something new at the store: neither it nor its merchant
   * disabled. Undefined for a store that does not exist.
   */
  async openToDiners(storeId: string): Promise<boolean | undefined> {
    const row = await this.db
      .selectFrom('store as s')
      .innerJoin('merchant as m', 'm.id', 's.merchant_id')
      .select(['s.disable_time as store_disabled', 'm.disable_time as merchant_disabled'])
      .where('s.id', '=', storeId)
      .executeTakeFirst();
    return row && row.store_disabled === null && row.merchant_disabled === null;
  }

  async storeIdsOfMerchants(merchantIds: string[]): Promise<string[]> {
    if (merchantIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('store')
      .select('id')
      .where('merchant_id', 'in', merchantIds)
      .where('disable_time', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }
}
