import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toUser, type UserRecord } from './user.repository';

export interface StaffMembership {
  merchantId: string;
  /** null: every store of the merchant. */
  storeId: string | null;
  role: string;
}

export interface StaffMemberRecord extends StaffMembership {
  id: string;
  userId: string;
  user: UserRecord;
  createTime: Date;
  lastName: string;
  firstName: string;
}

export interface AdministratorRecord {
  user: UserRecord;
  createTime: Date;
}

export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Memberships that still count: at a disabled merchant or a disabled store, staff cannot act. */
  async membershipsOf(userId: string): Promise<StaffMembership[]> {
    const rows = await this.db
      .selectFrom('staff_member as s')
      .innerJoin('merchant as m', 'm.id', 's.merchant_id')
      .leftJoin('store as st', 'st.id', 's.store_id')
      .select(['s.merchant_id', 's.store_id', 's.role'])
      .where('s.user_id', '=', userId)
      .where('m.disable_time', 'is', null)
      .where('st.disable_time', 'is', null)
      .orderBy('s.id')
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

  /**
   * Members at a merchant with their users: all of them, or those who serve
   * one store (its own members and the merchant-wide ones).
   */
  async listMembers(merchantId: string, storeId?: string): Promise<StaffMemberRecord[]> {
    let query = this.db
      .selectFrom('staff_member as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select([
        's.id as member_id',
        's.merchant_id',
        's.store_id',
        's.role',
        's.user_id',
        's.create_time as member_create_time',
        's.last_name as member_last_name',
        's.first_name as member_first_name',
      ])
      .where('s.merchant_id', '=', merchantId);
    if (storeId) query = query.where((eb) => eb.or([eb('s.store_id', '=', storeId), eb('s.store_id', 'is', null)]));
    const rows = await query.orderBy('s.store_id', 'asc').orderBy('s.id').execute();
    return rows.map((r) => ({
      id: r.member_id,
      merchantId: r.merchant_id,
      storeId: r.store_id,
      role: r.role,
      userId: r.user_id,
      user: toUser(r),
      createTime: r.member_create_time,
      lastName: r.member_last_name,
      firstName: r.member_first_name,
    }));
  }

  async findMember(
    id: string,
  ): Promise<{ id: string; userId: string; merchantId: string; storeId: string | null } | undefined> {
    const row = await this.db
      .selectFrom('staff_member')
      .select(['id', 'user_id', 'merchant_id', 'store_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { id: row.id, userId: row.user_id, merchantId: row.merchant_id, storeId: row.store_id };
  }

  /** Adds the membership, or changes the role of the one that exists; answers its id. */
  /** A blank name keeps the one on record (adding a member again only to change the role). */
  async upsertMember(member: {
    userId: string;
    merchantId: string;
    storeId: string | null;
    role: string;
    lastName?: string;
    firstName?: string;
  }) {
    const named = member.lastName || member.firstName;
    const names = named ? { last_name: member.lastName ?? '', first_name: member.firstName ?? '' } : {};
    const existing = await this.db
      .selectFrom('staff_member')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('merchant_id', '=', member.merchantId)
      .where((eb) => (member.storeId ? eb('store_id', '=', member.storeId) : eb('store_id', 'is', null)))
      .executeTakeFirst();
    if (existing) {
      await this.db
        .updateTable('staff_member')
        .set({ role: member.role, ...names })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const row = await this.db
      .insertInto('staff_member')
      .values({
        user_id: member.userId,
        merchant_id: member.merchantId,
        store_id: member.storeId,
        role: member.role,
        ...names,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async removeMember(id: string): Promise<void> {
    await this.db.deleteFrom('staff_member').where('id', '=', id).execute();
  }

  async listAdministrators(): Promise<AdministratorRecord[]> {
    const rows = await this.db
      .selectFrom('administrator as a')
      .innerJoin('app_user as u', 'u.id', 'a.user_id')
      .selectAll('u')
      .select('a.create_time as admin_create_time')
      .orderBy('a.create_time')
      .orderBy('a.user_id')
      .execute();
    return rows.map((r) => ({ user: toUser(r), createTime: r.admin_create_time }));
  }

  async addAdministrator(userId: string): Promise<void> {
    await this.db
      .insertInto('administrator')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  /** False when the user was no administrator. */
  async removeAdministrator(userId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('administrator').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
