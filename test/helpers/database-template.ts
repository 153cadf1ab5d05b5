// One migrated database per test run, copied for each test file: on PGlite a
// dump of a migrated data directory that each file loads into its own
// in-memory instance, on PostgreSQL a database each file's database is created
// from (CREATE DATABASE ... TEMPLATE). The copy is the same PostgreSQL data a
// migration from nothing leaves, made by the same migrations, once.
//
// The first file to need it builds it while the others wait: a run of test
// files that never open a database pays nothing. The place is this run's own
// (database-template.global-setup.ts); outside it every file migrates its own.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';

export interface DatabaseTemplatePlace {
  /** A directory of this run's, for the PGlite dump. */
  dir: string;
  /** The name of this run's template database on the PostgreSQL server. */
  postgresName: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate?: DatabaseTemplatePlace;
  }
}

const BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * Vitest is imported only inside a Vitest run: the benchmarks start the same
 * test server under tsx (CommonJS), where importing it throws.
 */
async function templatePlace(): Promise<DatabaseTemplatePlace | undefined> {
  if (!process.env.VITEST) return undefined;
  try {
    const { inject } = await import('vitest');
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
}

let pgliteDump: Blob | undefined;

/**
 * A fresh in-memory PGlite holding the migrated schema: loaded from the run's
 * dump, or, for the file that comes first, migrated here and dumped for the
 * others. Undefined outside a run that shares one.
 */
export async function openMigratedPglite(): Promise<DbHandle | undefined> {
  const place = await templatePlace();
  if (!place) return undefined;
  const file = path.join(place.dir, 'pglite-migrated.tar');
  const lock = path.join(place.dir, 'pglite-migrated.building');
  const started = Date.now();
  for (;;) {
    if (!pgliteDump && fs.existsSync(file)) pgliteDump = new Blob([fs.readFileSync(file)]);
    if (pgliteDump) return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteDump });
    if (takeLock(lock)) {
      try {
        return await migrateAndDump(file);
      } finally {
        fs.rmSync(lock, { force: true });
      }
    }
    if (Date.now() - started > BUILD_TIMEOUT_MS) throw new Error(`timed out waiting for ${file} to be built`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function migrateAndDump(file: string): Promise<DbHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    pgliteDump = await handle.pglite!.dumpDataDir('none');
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await pgliteDump.arrayBuffer()));
    fs.renameSync(partial, file);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Takes the build lock: a file holding the builder's pid. A lock whose
 * builder died (a worker ended mid-build) is taken over.
 */
function takeLock(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(fs.readFileSync(lock, 'utf8'));
  if (holder && !processAlive(holder)) fs.rmSync(lock, { force: true });
  return false;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The name of this run's migrated template database on the PostgreSQL server
 * at adminUrl, built by the first caller; undefined outside a run that shares one.
 * An advisory lock orders the callers; the template is migrated under another
 * name and renamed when done, so a builder that dies leaves nothing half-made behind.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string | undefined> {
  const place = await templatePlace();
  if (!place) return undefined;
  const name = place.postgresName;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const partial = `${name}_partial`;
      await dropDatabase(admin, partial);
      await admin.query(`CREATE DATABASE ${partial}`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await whileInUse(() => admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`));
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE name TEMPLATE template, once the template's last connection has gone. */
export async function createDatabaseFrom(admin: pg.Client, name: string, template: string): Promise<void> {
  await whileInUse(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
}

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before
 * its sockets have closed, and DROP ... WITH (FORCE) then kills a backend mid-goodbye:
 * the client emits FATAL 57P01 with nobody listening and the whole test run fails on a
 * busy machine. So wait (up to about 5 s) for the server to see them leave, then force.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  const dropped = await whileInUse(() => admin.query(`DROP DATABASE IF EXISTS ${name}`), 50).then(
    () => true,
    (error) => {
      if ((error as { code?: string }).code !== '55006') throw error;
      return false;
    },
  );
  if (!dropped) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Runs a statement that needs a database nobody is connected to, again every 100 ms
 * while the server still sees a session on it (the pool's sockets closing).
 */
async function whileInUse(statement: () => Promise<unknown>, attempts = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement();
      return;
    } catch (error) {
      // 55006: object_in_use, the database still has sessions.
      if ((error as { code?: string }).code !== '55006' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
