import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SharedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Where an app-level provider token is kept for every server instance to read. */
export interface AccessTokenStore {
  read(provider: string, appId: string): Promise<SharedAccessToken | null>;
  write(provider: string, appId: string, token: SharedAccessToken): Promise<void>;
}

/** Provider access tokens in the database: one row per provider app, replaced when a fresh token is fetched. */
export class ProviderAccessTokenRepository implements AccessTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  async read(provider: string, appId: string): Promise<SharedAccessToken | null> {
    const row = await this.db
      .selectFrom('provider_access_token')
      .select(['token', 'expires_at'])
      .where('provider', '=', provider)
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row ? { token: row.token, expiresAt: row.expires_at } : null;
  }

  async write(provider: string, appId: string, token: SharedAccessToken): Promise<void> {
    await this.db
      .insertInto('provider_access_token')
      .values({ provider, app_id: appId, token: token.token, expires_at: token.expiresAt })
      .onConflict((conflict) =>
        conflict.columns(['provider', 'app_id']).doUpdateSet({
          token: token.token,
          expires_at: token.expiresAt,
          update_time: new Date(),
        }),
      )
      .execute();
  }
}

/** A store private to one process, for an adapter used without a database. */
export class MemoryAccessTokenStore implements AccessTokenStore {
  private readonly tokens = new Map<string, SharedAccessToken>();

  async read(provider: string, appId: string): Promise<SharedAccessToken | null> {
    return this.tokens.get(`${provider}:${appId}`) ?? null;
  }

  async write(provider: string, appId: string, token: SharedAccessToken): Promise<void> {
    this.tokens.set(`${provider}:${appId}`, token);
  }
}
