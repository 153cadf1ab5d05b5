import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toFeast, type FeastRecord } from './feast.record';
import type { Page } from './feast.repository';

export interface StorePermittedCreatorRecord {
  storeId: string;
  storeName: string;
  user: { id: string; nickname: string; phone: string };
}

/** What the platform's administrators read of feasts across merchants. */
export class FeastAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async permittedCreatorsOfMerchant(merchantId: string): Promise<StorePermittedCreatorRecord[]> {
    const rows = await this.db
      .selectFrom('feast_permitted_creator as c')
      .innerJoin('store as s', 's.id', 'c.store_id')
      .innerJoin('app_user as u', 'u.id', 'c.user_id')
      .select(['s.id as store_id', 's.name as store_name', 'u.id', 'u.nickname', 'u.phone'])
      .where('s.merchant_id', '=', merchantId)
      .orderBy('s.id')
      .orderBy('c.create_time')
      .execute();
    return rows.map((r) => ({
      storeId: r.store_id,
      storeName: r.store_name,
      user: { id: r.id, nickname: r.nickname, phone: r.phone },
    }));
  }

  /** Feasts waiting for review, oldest first (the first in is the first reviewed). */
  async awaitingAudit(merchantId: string | null, page: Page): Promise<{ list: FeastRecord[]; total: number }> {
    let query = this.db.selectFrom('feast').where('status', '=', 'WAIT_AUDIT');
    if (merchantId) query = query.where('merchant_id', '=', merchantId);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('create_time').orderBy('id').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toFeast), total: Number(total.n) };
  }
}
