import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StaffMembership {
  merchantId: string;
  /** null: every store of the merchant. */
  storeId: string | null;
  role: string;
}

export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async membershipsOf(userId: string): Promise<StaffMembership[]> {
    const rows = await this.db
      .selectFrom('staff_member')
      .select(['merchant_id', 'store_id', 'role'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ merchantId: r.merchant_id, storeId: r.store_id, role: r.role }));
  }

  async isAdmin(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('administrator')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row);
  }
}
