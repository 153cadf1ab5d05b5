import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';

/** Which database the server suite runs on: PGlite, or PostgreSQL when TEST_DB=postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a role that may create databases)');
  return url;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * database on the PostgreSQL server that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `fb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      // A closed pool's connections may still be saying goodbye; forcing them
      // off mid-goodbye makes node-postgres raise an unhandled 57P01.
      for (let i = 0; i < 50; i++) {
        const open = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
