import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Short keys of enabled merchants (merchant.short_key, unique). */
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
}
