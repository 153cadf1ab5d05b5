import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlatformTokens } from '../../providers/groupbuy/group-buy-platform';
import type { ThirdPartyBindingTable } from './groupbuy.tables';

export type BindingRecord = Selectable<ThirdPartyBindingTable>;

/** SQL of stores' bindings to their platform accounts. */
export class ThirdPartyBindingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(storeId: string, platform: string, forUpdate = false): Promise<BindingRecord | undefined> {
    let query = this.db
      .selectFrom('third_party_binding')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('platform', '=', platform);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** The store a platform shop is bound to. */
  async findByShop(platform: string, shopId: string): Promise<BindingRecord | undefined> {
    return this.db
      .selectFrom('third_party_binding')
      .selectAll()
      .where('platform', '=', platform)
      .where('platform_shop_id', '=', shopId)
      .where('bound', '=', true)
      .executeTakeFirst();
  }

  async bind(storeId: string, platform: string, tokens: PlatformTokens, now: Date): Promise<BindingRecord> {
    const values = {
      bound: true,
      platform_shop_id: tokens.shopId,
      platform_shop_name: tokens.shopName,
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_expire_time: tokens.expiresAt,
      bind_time: now,
      update_time: now,
    };
    return this.db
      .insertInto('third_party_binding')
      .values({ store_id: storeId, platform, ...values })
      .onConflict((oc) => oc.columns(['store_id', 'platform']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async unbind(storeId: string, platform: string, now: Date): Promise<BindingRecord | undefined> {
    return this.db
      .updateTable('third_party_binding')
      .set({ bound: false, access_token: '', refresh_token: '', token_expire_time: null, update_time: now })
      .where('store_id', '=', storeId)
      .where('platform', '=', platform)
      .returningAll()
      .executeTakeFirst();
  }

  async saveTokens(storeId: string, platform: string, tokens: PlatformTokens, now: Date): Promise<void> {
    await this.db
      .updateTable('third_party_binding')
      .set({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        token_expire_time: tokens.expiresAt,
        update_time: now,
      })
      .where('store_id', '=', storeId)
      .where('platform', '=', platform)
      .where('bound', '=', true)
      .execute();
  }

  async savePull(storeId: string, platform: string, cursor: Date | null, now: Date): Promise<void> {
    await this.db
      .updateTable('third_party_binding')
      .set(cursor ? { pull_cursor: cursor, last_pull_time: now } : { last_pull_time: now })
      .where('store_id', '=', storeId)
      .where('platform', '=', platform)
      .execute();
  }
}
