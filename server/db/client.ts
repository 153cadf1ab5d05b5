import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { asUnavailable } from './connection-errors';
import { DatabaseGate } from './database-gate';
import { PreparingClient } from './preparing-client';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  // messages: what the real-time listener connects to (LISTEN needs its own
  // connection on PostgreSQL; PGlite delivers notifications in process)
  connectionString?: string;
  pglite?: PGlite;
  /** PostgreSQL: whether the database can be reached now (PGlite is in process and always can). */
  gate?: DatabaseGate;
}

export interface OpenDatabaseOptions {
  /** postgres://... for a PostgreSQL server; empty for PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** A pre-built PGlite data dump (tar) to start from, for fast test databases. */
  loadDataDir?: Blob;
  /** PostgreSQL: most connections this process opens (default POOL_MAX). */
  poolMax?: number;
  /** PostgreSQL: how long opening a connection may take before the call is answered unavailable. */
  connectTimeoutMs?: number;
}

export const POOL_MAX = 20;
/** Bounds how long a call waits for a database that does not answer (a failover in progress, a cut network). */
export const CONNECT_TIMEOUT_MS = 2000;

// int8 columns (ids, cents) stay strings end to end: the proto fields are
// int64 with jstype JS_STRING, and strings never lose precision.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/**
 * Opens the database through node-postgres in both modes, so PGlite behaves
 * like production (same driver, type parsing and error objects). Nothing else
 * may touch the PGlite instance: a query outside the pool would run inside
 * whatever transaction the pool has open.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const lite = new PGlite(dataDir, { extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  await lite.waitReady;
  // PGlite is one session: a single pooled client that is never recycled, so
  // transactions queue instead of interleaving.
  const pool = new pg.Pool({ ...createPgConfig(lite), max: 1, idleTimeoutMillis: 0, Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite: lite,
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

/**
 * A pool that rides through the database going away at any moment:
 * - every connection gets an error listener for its whole life, checked out
 *   or idle (node-postgres emits 'error' on a connection dropped between the
 *   statements of a transaction, and an unheard 'error' ends the process);
 *   the pool discards a broken connection when it comes back (PreparingClient
 *   ends it at once, so it is never handed out again);
 * - opening a connection is bounded by connectTimeoutMs, and while connects fail the
 *   gate answers at once instead of letting every call wait that long.
 */
function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): DbHandle {
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolMax ?? POOL_MAX,
    // Lets the kernel notice a peer that vanished without closing (a failover
    // that moved the address) on connections that sit idle.
    keepAlive: true,
    // The timeout goes to each connection, not to the pool: the pool would
    // apply it to waiting for a free connection too, and refuse calls in a
    // busy moment as if the database were gone.
    Client: class extends PreparingClient {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      }
    },
  });
  // The error reaches whoever is using the connection (its query fails); the
  // listener only keeps it from being an unhandled event.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // An idle connection that drops: the pool has already discarded it.
  pool.on('error', () => undefined);
  const gate = new DatabaseGate({
    probe: async () => {
      const client = await pool.connect();
      client.release();
    },
  });
  const gated: PostgresPool = {
    connect: async () => {
      gate.check();
      try {
        return await pool.connect();
      } catch (error) {
        gate.connectFailed(error);
        throw asUnavailable(error);
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: gated }) });
  return {
    db,
    kind: 'postgres',
    gate,
    connectionString: databaseUrl,
    close: async () => {
      gate.close();
      await db.destroy();
    },
  };
}
