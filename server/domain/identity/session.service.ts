import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ImNotifyRepository } from '../im/im-notify.repository';
import { SessionRepository, type SessionRecord } from './session.repository';
import { UserIdentityRepository, type UserIdentityRecord } from './user-identity.repository';
import type { UserRecord } from './user.repository';

/** A session ends after 30 days without use... */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/** ...and after 180 days whatever happens, so a stolen key cannot live forever. */
export const SESSION_MAX_MS = 180 * 24 * 3600 * 1000;
// Writing last_seen on every call would turn every read into a write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ActiveSession {
  session: SessionRecord;
  user: UserRecord | null;
}

export interface SessionOrigin {
  clientPlatform: string;
  platformId: string;
  deviceId: string;
}

export interface SessionStartOptions {
  /** The IdentityProviderType name the session logs in with. */
  loginProvider?: string;
  /** The provider account, for chat-app and payment-app logins. */
  identityId?: string | null;
}

export function hashSessionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Starts a session; the key is returned once and only its hash is stored.
   * Pass the transaction of the login so the session and the user it is for
   * commit together.
   */
  async start(
    userId: string | null,
    origin: SessionOrigin,
    options: SessionStartOptions = {},
    db: Kysely<Database> = this.db,
  ): Promise<{ key: string; session: SessionRecord }> {
    const key = randomBytes(32).toString('base64url');
    const now = this.now();
    const sessions = new SessionRepository(db);
    const session = await sessions.insert({
      keyHash: hashSessionKey(key),
      userId,
      clientPlatform: origin.clientPlatform,
      platformId: origin.platformId,
      deviceId: origin.deviceId,
      loginProvider: options.loginProvider,
      identityId: options.identityId,
      createTime: now,
      expireTime: new Date(now.getTime() + SESSION_IDLE_MS),
    });
    // One live session per user, device and platform: a new login there replaces the old one.
    if (userId && origin.deviceId) {
      const replaced = await sessions.revokeSameDevice(userId, origin, session.id, now);
      await new ImNotifyRepository(db).sessionsEnded(replaced);
    }
    return { key, session };
  }

  /** The live session behind a key, or null when the key is unknown, revoked or expired. */
  async resolve(key: string): Promise<ActiveSession | null> {
    if (!key) return null;
    const sessions = new SessionRepository(this.db);
    const found = await sessions.findByKeyHashWithUser(hashSessionKey(key));
    const now = this.now();
    if (!found || found.session.revokeTime || found.session.expireTime <= now) return null;
    const { session, user } = found;
    if (now.getTime() - session.lastSeenTime.getTime() > TOUCH_INTERVAL_MS) {
      const expire = Math.min(now.getTime() + SESSION_IDLE_MS, session.createTime.getTime() + SESSION_MAX_MS);
      await sessions.touch(session.id, now, new Date(expire));
    }
    return { session, user };
  }

  /** The chat-app or payment-app account a session logged in with, if it did. */
  async identityOf(session: SessionRecord): Promise<UserIdentityRecord | undefined> {
    return session.identityId ? new UserIdentityRepository(this.db).findById(session.identityId) : undefined;
  }

  /** Logs out: the session ends and its open sockets close, in one change. */
  async end(sessionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await new SessionRepository(trx).revoke(sessionId, this.now());
      await new ImNotifyRepository(trx).sessionsEnded([sessionId]);
    });
  }

  /** The user's live sessions, most recently used first. */
  listLive(userId: string): Promise<SessionRecord[]> {
    return new SessionRepository(this.db).listLive(userId, this.now());
  }

  /** Ends one of the user's own sessions; another user's session is 'does not exist'. */
  async kickOut(userId: string, sessionId: string): Promise<void> {
    const sessions = new SessionRepository(this.db);
    const session = await sessions.findById(sessionId);
    const now = this.now();
    if (!session || session.userId !== userId || session.revokeTime || session.expireTime <= now) {
      throw domainError('not_found', 'sessionDoesNotExist');
    }
    await this.db.transaction().execute(async (trx) => {
      await new SessionRepository(trx).revoke(session.id, now);
      await new ImNotifyRepository(trx).sessionsEnded([session.id]);
    });
  }
}
