import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DbHandle } from '../db/client';
import type { Database } from '../db/schema';
import { IM_CHANNEL } from '../domain/im/im-events';

export interface ListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ImListenerHandlers {
  /** One committed event's payload. */
  onEvent(payload: string): void;
  /** Events may have been missed (the connection was lost and is back): clients should catch up. */
  onResync(): void;
}

export interface ImListener {
  start(handlers: ImListenerHandlers): Promise<void>;
  stop(): Promise<void>;
}

const MIN_BACKOFF_MS = 100;
// Capped low: chat events sent while nobody listens are lost until the sockets
// catch up, so the listener is back about as soon as the database is.
const MAX_BACKOFF_MS = 1_000;
const START_WAIT_MS = 3_000;

/**
 * LISTEN on PostgreSQL: a connection of its own (a pooled one would be
 * handed to queries), kept open across database restarts. When it drops
 * ('error' or 'end') it reconnects with doubling backoff, and once back it
 * tells the sockets to catch up, since notifications sent meanwhile are lost.
 */
export class PgImListener implements ImListener {
  private client: pg.Client | undefined;
  private handlers: ImListenerHandlers | undefined;
  private stopped = false;
  private backoff = MIN_BACKOFF_MS;
  private timer: NodeJS.Timeout | undefined;
  /** Events may have been sent while no connection listened. */
  private missed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: ListenerLog,
  ) {}

  async start(handlers: ImListenerHandlers): Promise<void> {
    this.handlers = handlers;
    this.stopped = false;
    // A database that does not answer at all must not hold the server's start
    // for long: past the wait the first connect goes on in the background.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.connect(),
      new Promise<void>((resolve) => {
        waited = setTimeout(() => {
          this.missed = true;
          resolve();
        }, START_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  /** Whether the listening connection is up (for tests and health checks). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.missed = true;
      this.log.warn({ err: error }, 'im listener lost its database connection, reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === IM_CHANNEL && message.payload) this.handlers?.onEvent(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${IM_CHANNEL}`);
    } catch (error) {
      // Never fatal, not even at start: the server comes up and says not ready
      // while the database is away, and the listener keeps trying.
      this.missed = true;
      onLost(error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoff = MIN_BACKOFF_MS;
    if (this.missed) {
      this.log.info({}, 'im listener reconnected');
      this.handlers?.onResync();
    }
    this.missed = false;
  }

  private scheduleReconnect(): void {
    if (this.timer || this.stopped) return;
    const delay = this.backoff;
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect().catch(() => undefined);
    }, delay);
  }
}

/**
 * PGlite is one in-process database: its notifications arrive through the
 * instance itself, for the LISTEN issued on the one session (through the
 * pool, like every other statement).
 */
export class PgliteImListener implements ImListener {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly lite: PGlite,
    private readonly db: Kysely<Database>,
  ) {}

  async start(handlers: ImListenerHandlers): Promise<void> {
    this.unsubscribe = this.lite.onNotification((channel, payload) => {
      if (channel === IM_CHANNEL && payload) handlers.onEvent(payload);
    });
    await sql.raw(`LISTEN ${IM_CHANNEL}`).execute(this.db);
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}

export function createImListener(database: DbHandle, log: ListenerLog): ImListener {
  if (database.pglite) return new PgliteImListener(database.pglite, database.db);
  if (database.connectionString) return new PgImListener(database.connectionString, log);
  throw new Error('the im listener needs a PostgreSQL connection string or a PGlite instance');
}
