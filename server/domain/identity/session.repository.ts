import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SessionRecord {
  id: string;
  userId: string | null;
  clientPlatform: string;
  platformId: string;
  deviceId: string;
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
        expire_time: session.expireTime,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(row);
  }

  async findByKeyHash(keyHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db.selectFrom('user_session').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    return row && toSession(row);
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.updateTable('user_session').set({ last_seen_time: now }).where('id', '=', id).execute();
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('user_session')
      .set({ revoke_time: now })
      .where('id', '=', id)
      .where('revoke_time', 'is', null)
      .execute();
  }
}

function toSession(row: {
  id: string;
  user_id: string | null;
  client_platform: string;
  platform_id: string;
  device_id: string;
  create_time: Date;
  last_seen_time: Date;
  expire_time: Date;
  revoke_time: Date | null;
}): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    clientPlatform: row.client_platform,
    platformId: row.platform_id,
    deviceId: row.device_id,
    createTime: row.create_time,
    lastSeenTime: row.last_seen_time,
    expireTime: row.expire_time,
    revokeTime: row.revoke_time,
  };
}
