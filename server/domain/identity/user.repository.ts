import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppUserTable } from './identity.tables';
import type { PhoneNumber } from './phone-number';

export interface UserRecord {
  id: string;
  phone: string;
  phoneRegionCode: string;
  nickname: string;
  avatarUrl: string;
  phoneVerified: boolean;
  /** The interface language the person reads the app in; '' until known. */
  language: string;
  createTime: Date;
  updateTime: Date;
}

export interface NewUser {
  phone?: string;
  phoneRegionCode?: string;
  nickname?: string;
  avatarUrl?: string;
  /** When the phone was proven; absent: not verified. */
  phoneVerifyTime?: Date;
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  async findByIds(ids: string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('app_user').selectAll().where('id', 'in', ids).execute();
    return rows.map(toUser);
  }

  async findByPhone(phoneRegionCode: string, phone: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .selectAll()
      .where('phone_region_code', '=', phoneRegionCode)
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async create(user: NewUser): Promise<UserRecord> {
    const row = await this.db
      .insertInto('app_user')
      .values({
        phone: user.phone ?? '',
        phone_region_code: user.phoneRegionCode ?? '',
        nickname: user.nickname ?? '',
        avatar_url: user.avatarUrl ?? '',
        phone_verify_time: user.phoneVerifyTime ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  /** The user with this phone, created (unverified) when nobody has it yet. */
  async findOrCreateByPhone(phone: PhoneNumber): Promise<UserRecord> {
    const existing = await this.findByPhone(phone.regionCode, phone.phone);
    if (existing) return existing;
    const created = await this.db
      .insertInto('app_user')
      .values({ phone: phone.phone, phone_region_code: phone.regionCode })
      .onConflict((oc) =>
        oc
          .expression(sql`phone_region_code, phone`)
          // A literal, not a parameter: the partial index is matched when the
          // statement is prepared (server/db/preparing-client.ts), before any value is known.
          .where(sql<boolean>`phone <> ''`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    // Lost a race to another insert of the same phone: read the winner.
    return created ? toUser(created) : ((await this.findByPhone(phone.regionCode, phone.phone)) as UserRecord);
  }

  async setPhone(userId: string, phone: PhoneNumber, verifyTime: Date | null, now: Date): Promise<UserRecord> {
    const row = await this.db
      .updateTable('app_user')
      .set({
        phone: phone.phone,
        phone_region_code: phone.regionCode,
        phone_verify_time: verifyTime,
        update_time: now,
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  async markPhoneVerified(userId: string, now: Date): Promise<UserRecord> {
    const row = await this.db
      .updateTable('app_user')
      .set((eb) => ({ phone_verify_time: eb.fn.coalesce('phone_verify_time', sql<Date>`${now}`), update_time: now }))
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  async updateProfile(
    userId: string,
    change: { nickname?: string; avatarUrl?: string; language?: string },
    now: Date,
  ): Promise<UserRecord> {
    const row = await this.db
      .updateTable('app_user')
      .set({
        ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
        ...(change.avatarUrl !== undefined ? { avatar_url: change.avatarUrl } : {}),
        ...(change.language !== undefined ? { language: change.language } : {}),
        update_time: now,
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  /** Which of these nicknames someone other than `exceptUserId` uses (case-insensitive). */
  async nicknamesTaken(nicknames: string[], exceptUserId = '0'): Promise<Set<string>> {
    if (nicknames.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('app_user')
      .select(sql<string>`lower(nickname)`.as('key'))
      .where(
        sql<string>`lower(nickname)`,
        'in',
        nicknames.map((n) => n.toLowerCase()),
      )
      .where('id', '<>', exceptUserId)
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  /** Marks a login-only account as folded into another; it keeps no phone or nickname. */
  async markMerged(userId: string, intoUserId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ merged_into_user_id: intoUserId, nickname: '', update_time: now })
      .where('id', '=', userId)
      .execute();
  }
}

export function toUser(row: Selectable<AppUserTable>): UserRecord {
  return {
    id: row.id,
    phone: row.phone,
    phoneRegionCode: row.phone_region_code,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
    phoneVerified: row.phone_verify_time !== null,
    language: row.language,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
