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
