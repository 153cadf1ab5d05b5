import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DinerSnapshot } from './order.record';

/** The merchant's diner records (its CRM), one per phone; bookings find or create them. */
export class MerchantDinerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The record of the phone at the merchant, made from the snapshot when new; existing records keep their data. */
  async findOrCreate(merchantId: string, diner: DinerSnapshot): Promise<string> {
    const row = await this.db
      .insertInto('merchant_diner')
      .values({
        merchant_id: merchantId,
        phone_region_code: diner.phoneRegionCode,
        phone: diner.phone,
        title: diner.title,
        last_name: diner.lastName,
        first_name: diner.firstName,
        language: diner.language,
        user_id: sql`(SELECT id FROM app_user WHERE phone_region_code = ${diner.phoneRegionCode} AND phone = ${diner.phone} AND phone <> '')`,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'phone_region_code', 'phone']).doUpdateSet({
          user_id: sql`COALESCE(merchant_diner.user_id, EXCLUDED.user_id)`,
          update_time: sql`now()`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(id: string) {
    return this.db.selectFrom('merchant_diner').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
