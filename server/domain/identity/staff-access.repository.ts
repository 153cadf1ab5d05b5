import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toUser, type UserRecord } from './user.repository';

export interface StaffAccessRow {
  user: UserRecord;
  /** null: the whole merchant. */
  storeId: string | null;
  role: string;
}

/** A merchant's memberships read and replaced per person, for administrators. */
export class StaffAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Locks the merchant row, so two changes to its managers run one after the
   * other and the last-manager check sees the other's result. False when the
   * merchant does not exist.
   */
  async lockMerchant(merchantId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('merchant')
      .select('id')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    return Boolean(row);
  }

  async storeIdsOf(merchantId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('store').select('id').where('merchant_id', '=', merchantId).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Memberships of the merchant, those of people whose phone or nickname contains the keyword when given. */
  async rows(merchantId: string, keyword = '', userId?: string): Promise<StaffAccessRow[]> {
    let query = this.db
      .selectFrom('staff_member as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.store_id', 's.role'])
      .where('s.merchant_id', '=', merchantId);
    if (userId) query = query.where('s.user_id', '=', userId);
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('u.phone', 'like', like), eb('u.nickname', 'ilike', like)]));
    }
    const rows = await query.orderBy('s.user_id').orderBy('s.store_id').execute();
    return rows.map((r) => ({ user: toUser(r), storeId: r.store_id, role: r.role }));
  }

  /** Replaces the person's memberships at the merchant with these. */
  async replace(merchantId: string, userId: string, storeIds: (string | null)[], role: string): Promise<void> {
    await this.remove(merchantId, userId);
    await this.db
      .insertInto('staff_member')
      .values(storeIds.map((storeId) => ({ user_id: userId, merchant_id: merchantId, store_id: storeId, role })))
      .execute();
  }

  /** How many memberships went. */
  async remove(merchantId: string, userId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('staff_member')
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async wholeMerchantManagers(merchantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('staff_member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('store_id', 'is', null)
      .where('role', '=', 'MANAGER')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
