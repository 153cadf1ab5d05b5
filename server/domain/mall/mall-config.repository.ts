import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isId } from './catalogue.repository';
import type { MallStoreConfig } from './mall-config.service';

/** SQL of the seller mall config, and what orders need of their store. */
export class MallConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async store(storeId: string) {
    if (!isId(storeId)) return undefined;
    return this.db
      .selectFrom('store')
      .select(['id', 'merchant_id', 'name', 'timezone'])
      .where('id', '=', storeId)
      .executeTakeFirst();
  }

  async find(storeId: string): Promise<Omit<MallStoreConfig, 'storeId'> | undefined> {
    const row = await this.db
      .selectFrom('mall_store_config')
      .selectAll()
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return (
      row && {
        timezone: row.timezone,
        deliveryEnabled: row.delivery_enabled,
        selfPickupEnabled: row.self_pickup_enabled,
        autoReceiveDays: row.auto_receive_days,
      }
    );
  }

  async save(c: MallStoreConfig, now: Date): Promise<void> {
    const values = {
      timezone: c.timezone,
      delivery_enabled: c.deliveryEnabled,
      self_pickup_enabled: c.selfPickupEnabled,
      auto_receive_days: c.autoReceiveDays,
      update_time: now,
    };
    await this.db
      .insertInto('mall_store_config')
      .values({ store_id: c.storeId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet(values))
      .execute();
  }
}
