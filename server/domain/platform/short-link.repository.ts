import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Short keys of merchants (merchant.short_key, unique). */
export class ShortLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findMerchantIdByKey(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('merchant').select('id').where('short_key', '=', key).executeTakeFirst();
    return row?.id;
  }
}
