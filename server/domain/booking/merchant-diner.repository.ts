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
        oc
          .columns(['merchant_id', 'phone_region_code', 'phone'])
          .doUpdateSet({ user_id: sql`EXCLUDED.user_id`, update_time: sql`now()` })
          .where('merchant_diner.user_id', 'is', null)
          .where(sql<boolean>`EXCLUDED.user_id IS NOT NULL`),
      )
      .returning('id')
      .executeTakeFirst();
    if (row) return row.id;
    // Known already, and nothing to link: the existing record.
    const known = await this.db
      .selectFrom('merchant_diner')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('phone_region_code', '=', diner.phoneRegionCode)
      .where('phone', '=', diner.phone)
      .executeTakeFirstOrThrow();
    return known.id;
  }
}
