import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface UserRecord {
  id: string;
  phone: string;
  phoneRegionCode: string;
  nickname: string;
  avatarUrl: string;
  createTime: Date;
  updateTime: Date;
}

export interface NewUser {
  phone?: string;
  phoneRegionCode?: string;
  nickname?: string;
  avatarUrl?: string;
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }
}

export function toUser(row: {
  id: string;
  phone: string;
  phone_region_code: string;
  nickname: string;
  avatar_url: string;
  create_time: Date;
  update_time: Date;
}): UserRecord {
  return {
    id: row.id,
    phone: row.phone,
    phoneRegionCode: row.phone_region_code,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
