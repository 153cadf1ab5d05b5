import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { createDatabaseFrom, dropDatabase, openMigratedPglite, migratedPostgresTemplate } from './database-template';

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
 * database on the PostgreSQL server that is dropped again on close. Each is a
 * copy of the run's one migrated database (./database-template.ts) when the
 * suite's config shares one, and migrated from nothing otherwise.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  if (testDatabaseKind() === 'pglite') {
    const copy = await openMigratedPglite();
    if (copy) return copy;
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
  // The server's clock stamps rows (DEFAULT now()) that the code then compares
  // with its own: both must be on the same day, and a PostgreSQL server
  // cannot be moved to TEST_NOW's.
  if (process.env.TEST_NOW) throw new Error('TEST_NOW works on PGlite only: run TEST_DB=postgres without it');
  const name = `fb_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(adminUrl());
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    if (template) await createDatabaseFrom(admin, name, template);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await migrateToLatest(handle.db);
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
