import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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
}

export interface OpenDatabaseOptions {
  /** postgres://... for a PostgreSQL server; empty for PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** A pre-built PGlite data dump (tar) to start from, for fast test databases. */
  loadDataDir?: Blob;
}

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
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, Client: PreparingClient });
    // An idle connection the server drops (a restart, a failover, a test
    // database dropped WITH (FORCE)) makes the pool emit 'error', which would
    // end the process if nobody listened. The pool has already discarded that
    // connection and opens another on demand; calls in flight get their own errors.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy(), connectionString: options.databaseUrl };
  }
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
