import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface DepositSettings {
  /** Confirming arrival refunds the deposit still held. */
  refundOnArrival: boolean;
}

/** What a store without a saved row works by: nothing moves money unless the store says so. */
export const DEFAULT_DEPOSIT_SETTINGS: DepositSettings = { refundOnArrival: false };

export class DepositSettingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(storeId: string): Promise<DepositSettings> {
    const row = await this.db
      .selectFrom('store_deposit_setting')
      .select('refund_on_arrival')
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return row ? { refundOnArrival: row.refund_on_arrival } : { ...DEFAULT_DEPOSIT_SETTINGS };
  }

  async save(storeId: string, settings: DepositSettings): Promise<void> {
    await this.db
      .insertInto('store_deposit_setting')
      .values({ store_id: storeId, refund_on_arrival: settings.refundOnArrival })
      .onConflict((oc) =>
        oc.column('store_id').doUpdateSet({ refund_on_arrival: settings.refundOnArrival, update_time: sql`now()` }),
      )
      .execute();
  }
}
