import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppUserTable, UserSessionTable } from './identity.tables';
import { ImNotifyRepository } from '../im/im-notify.repository';
import { toUser, type UserRecord } from './user.repository';

export interface SessionRecord {
  id: string;
  userId: string | null;
  clientPlatform: string;
  platformId: string;
  deviceId: string;
  loginProvider: string;
  identityId: string | null;
  createTime: Date;
  lastSeenTime: Date;
  expireTime: Date;
  revokeTime: Date | null;
}

export interface NewSession {
  keyHash: string;
  userId: string | null;
  clientPlatform: string;
  platformId: string;
  deviceId: string;
  loginProvider?: string;
  identityId?: string | null;
  createTime: Date;
  expireTime: Date;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: NewSession): Promise<SessionRecord> {
    const row = await this.db
      .insertInto('user_session')
      .values({
        key_hash: session.keyHash,
        user_id: session.userId,
        client_platform: session.clientPlatform,
        platform_id: session.platformId,
        device_id: session.deviceId,
        login_provider: session.loginProvider ?? '',
        identity_id: session.identityId ?? null,
        create_time: session.createTime,
        last_seen_time: session.createTime,
        expire_time: session.expireTime,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(row);
  }

  async findById(id: string): Promise<SessionRecord | undefined> {
    const row = await this.db.selectFrom('user_session').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toSession(row);
  }

  async findByKeyHash(keyHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db.selectFrom('user_session').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    return row && toSession(row);
  }

  /** The session behind a key and its user, in one round trip: every call with a session key asks. */
  async findByKeyHashWithUser(
    keyHash: string,
  ): Promise<{ session: SessionRecord; user: UserRecord | null } | undefined> {
    const row = await this.db
      .selectFrom('user_session as s')
      .leftJoin('app_user as u', 'u.id', 's.user_id')
      .selectAll('s')
      .select([
        'u.id as u_id',
        'u.phone as u_phone',
        'u.phone_region_code as u_phone_region_code',
        'u.nickname as u_nickname',
        'u.avatar_url as u_avatar_url',
        'u.phone_verify_time as u_phone_verify_time',
        'u.create_time as u_create_time',
        'u.update_time as u_update_time',
      ])
      .where('s.key_hash', '=', keyHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const user =
      row.u_id === null
        ? null
        : toUser({
            id: row.u_id,
            phone: row.u_phone!,
            phone_region_code: row.u_phone_region_code!,
            nickname: row.u_nickname!,
            avatar_url: row.u_avatar_url!,
            phone_verify_time: row.u_phone_verify_time,
            create_time: row.u_create_time!,
            update_time: row.u_update_time!,
          } as Selectable<AppUserTable>);
    return { session: toSession(row), user };
  }

  /** Records activity and slides the idle expiry forward. */
  async touch(id: string, now: Date, expireTime: Date): Promise<void> {
    await this.db
      .updateTable('user_session')
      .set({ last_seen_time: now, expire_time: expireTime })
      .where('id', '=', id)
      .execute();
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('user_session')
      .set({ revoke_time: now })
      .where('id', '=', id)
      .where('revoke_time', 'is', null)
      .execute();
  }

  /** Ends a user's live sessions from one device on one platform (a new login there replaces them). */
  async revokeSameDevice(
    userId: string,
    origin: { clientPlatform: string; platformId: string; deviceId: string },
    exceptId: string,
    now: Date,
  ): Promise<string[]> {
    const rows = await this.db
      .updateTable('user_session')
      .set({ revoke_time: now })
      .where('user_id', '=', userId)
      .where('client_platform', '=', origin.clientPlatform)
      .where('platform_id', '=', origin.platformId)
      .where('device_id', '=', origin.deviceId)
      .where('id', '<>', exceptId)
      .where('revoke_time', 'is', null)
      .returning('id')
      .execute();
    return rows.map((r) => String(r.id));
  }

  /** Of these sessions, those still live at `now`, with their expiry (which slides with use). */
  async liveExpiries(ids: string[], now: Date): Promise<Map<string, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_session')
      .select(['id', 'expire_time'])
      .where('id', 'in', ids)
      .where('revoke_time', 'is', null)
      .where('expire_time', '>', now)
      .execute();
    return new Map(rows.map((r) => [String(r.id), r.expire_time]));
  }

  async listLive(userId: string, now: Date): Promise<SessionRecord[]> {
    const rows = await this.db
      .selectFrom('user_session')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoke_time', 'is', null)
      .where('expire_time', '>', now)
      .orderBy('last_seen_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSession);
  }

  /** Moves every live session of one user to another (BindPhone merging two accounts). */
  async moveUser(fromUserId: string, toUserId: string): Promise<void> {
    // Their sockets were opened as the old user: they close and reconnect as the new one.
    await new ImNotifyRepository(this.db).accessChanged([fromUserId]);
    await this.db
      .updateTable('user_session')
      .set({ user_id: toUserId })
      .where('user_id', '=', fromUserId)
      .where('revoke_time', 'is', null)
      .execute();
  }

  async purgeEndedBefore(cutoff: Date): Promise<void> {
    // Passports point at sessions; they are purged first (they live minutes).
    await this.db
      .deleteFrom('user_session')
      .where((eb) => eb.or([eb('expire_time', '<', cutoff), eb('revoke_time', '<', cutoff)]))
      .where('id', 'not in', (eb) => eb.selectFrom('session_passport').select('session_id'))
      .execute();
  }
}

function toSession(row: Selectable<UserSessionTable>): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    clientPlatform: row.client_platform,
    platformId: row.platform_id,
    deviceId: row.device_id,
    loginProvider: row.login_provider,
    identityId: row.identity_id,
    createTime: row.create_time,
    lastSeenTime: row.last_seen_time,
    expireTime: row.expire_time,
    revokeTime: row.revoke_time,
  };
}
