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

// The URL of each PostgreSQL test database, for a second pool on it.
const urls = new WeakMap<DbHandle, string>();

/**
 * Another pool on the same PostgreSQL test database, as a second server
 * instance would open; closing it leaves the database to its first handle.
 */
export async function openAnotherPool(handle: DbHandle): Promise<DbHandle> {
  return openDatabase({ databaseUrl: testDatabaseUrl(handle) });
}

/** The postgres:// URL of a PostgreSQL test database, for a server process of its own. */
export function testDatabaseUrl(handle: DbHandle): string {
  const url = urls.get(handle);
  if (!url) throw new Error('only a PostgreSQL test database (TEST_DB=postgres) has a URL');
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
  // The server's clock stamps rows (DEFAULT now()) that the code then compares
  // with its own: both must be on the same day, and a PostgreSQL server
  // cannot be moved to TEST_NOW's.
  if (process.env.TEST_NOW) throw new Error('TEST_NOW works on PGlite only: run TEST_DB=postgres without it');
  const name = `fb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  const testHandle: DbHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropDatabase(dropper, name);
      await dropper.end();
    },
  };
  urls.set(testHandle, url.toString());
  return testHandle;
}

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before
 * its sockets have closed, and DROP ... WITH (FORCE) then kills a backend mid-goodbye:
 * the client emits FATAL 57P01 with nobody listening and the whole test run fails on a
 * busy machine. So wait (up to about 5 s) for the server to see them leave, then force.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, the database still has sessions.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
