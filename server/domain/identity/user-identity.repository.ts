import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserIdentityTable } from './identity.tables';

export interface UserIdentityRecord {
  id: string;
  userId: string;
  providerType: string;
  providerAppId: string;
  openId: string;
  unionId: string;
  nickname: string;
  avatarUrl: string;
}

export interface IdentityKey {
  providerType: string;
  providerAppId: string;
  openId: string;
}

export class UserIdentityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(key: IdentityKey): Promise<UserIdentityRecord | undefined> {
    const row = await this.db
      .selectFrom('user_identity')
      .selectAll()
      .where('provider_type', '=', key.providerType)
      .where('provider_app_id', '=', key.providerAppId)
      .where('open_id', '=', key.openId)
      .executeTakeFirst();
    return row && toIdentity(row);
  }

  async findById(id: string): Promise<UserIdentityRecord | undefined> {
    const row = await this.db.selectFrom('user_identity').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toIdentity(row);
  }

  /** An identity sharing the union id (the same person in another app of the same developer). */
  async findByUnionId(unionId: string): Promise<UserIdentityRecord | undefined> {
    if (!unionId) return undefined;
    const row = await this.db
      .selectFrom('user_identity')
      .selectAll()
      .where('union_id', '=', unionId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row && toIdentity(row);
  }

  async insert(
    userId: string,
    key: IdentityKey,
    profile: { unionId: string; nickname: string; avatarUrl: string },
  ): Promise<UserIdentityRecord> {
    const row = await this.db
      .insertInto('user_identity')
      .values({
        user_id: userId,
        provider_type: key.providerType,
        provider_app_id: key.providerAppId,
        open_id: key.openId,
        union_id: profile.unionId,
        nickname: profile.nickname,
        avatar_url: profile.avatarUrl,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIdentity(row);
  }

  /** Keeps what the provider says now; a union id or profile once known is not erased by a silent login. */
  async refresh(
    id: string,
    profile: { unionId: string; nickname: string; avatarUrl: string },
    now: Date,
  ): Promise<UserIdentityRecord> {
    const row = await this.db
      .updateTable('user_identity')
      .set({
        ...(profile.unionId ? { union_id: profile.unionId } : {}),
        ...(profile.nickname ? { nickname: profile.nickname } : {}),
        ...(profile.avatarUrl ? { avatar_url: profile.avatarUrl } : {}),
        update_time: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIdentity(row);
  }

  async moveUser(fromUserId: string, toUserId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('user_identity')
      .set({ user_id: toUserId, update_time: now })
      .where('user_id', '=', fromUserId)
      .execute();
  }
}

function toIdentity(row: Selectable<UserIdentityTable>): UserIdentityRecord {
  return {
    id: row.id,
    userId: row.user_id,
    providerType: row.provider_type,
    providerAppId: row.provider_app_id,
    openId: row.open_id,
    unionId: row.union_id,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
  };
}
