import { createHash, randomBytes } from 'node:crypto';
import type { SessionRecord, SessionRepository } from './session.repository';
import type { UserRecord, UserRepository } from './user.repository';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
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

export function hashSessionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts a session; the key is returned once and only its hash is stored. */
  async start(userId: string | null, origin: SessionOrigin): Promise<{ key: string; session: SessionRecord }> {
    const key = randomBytes(32).toString('base64url');
    const session = await this.sessions.insert({
      keyHash: hashSessionKey(key),
      userId,
      clientPlatform: origin.clientPlatform,
      platformId: origin.platformId,
      deviceId: origin.deviceId,
      expireTime: new Date(this.now().getTime() + SESSION_TTL_MS),
    });
    return { key, session };
  }

  /** The live session behind a key, or null when the key is unknown, revoked or expired. */
  async resolve(key: string): Promise<ActiveSession | null> {
    if (!key) return null;
    const session = await this.sessions.findByKeyHash(hashSessionKey(key));
    const now = this.now();
    if (!session || session.revokeTime || session.expireTime <= now) return null;
    if (now.getTime() - session.lastSeenTime.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now);
    }
    const user = session.userId ? ((await this.users.findById(session.userId)) ?? null) : null;
    return { session, user };
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.now());
  }
}
