import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/connection-errors';
import { openDatabase } from '../../../server/db/client';
import type { DbHandle } from '../../../server/db/client';
import type { Database } from '../../../server/db/schema';
import { createTestDatabase, testDatabaseKind, testDatabaseUrl } from '../../helpers/test-database';

// A connection the server drops while it is checked out, between the
// statements of a transaction: what a restart or a failover does to every
// busy connection. node-postgres emits 'error' on it with nobody listening
// unless the pool gives each connection a listener; an unheard 'error' would
// end this test process (vitest reports it as an unhandled error).
let database: DbHandle;
let admin: pg.Client;

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') return;
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: testDatabaseUrl(database) });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await database?.close();
});

async function backendPid(trx: Transaction<Database>) {
  return (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0].pid;
}

describe.runIf(testDatabaseKind() === 'postgres')('a connection lost in the middle of a transaction', () => {
  it('fails that transaction as "database unavailable", discards the connection and serves the next call', async () => {
    let lostPid = 0;
    const outcome = await database.db
      .transaction()
      .execute(async (trx) => {
        lostPid = await backendPid(trx);
        await admin.query('SELECT pg_terminate_backend($1)', [lostPid]);
        // The server closes the socket while the transaction waits here.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);

    // The database is up: the gate stays open and later calls get healthy connections, never the dead one.
    expect(database.gate?.isOpen).toBe(true);
    const pids = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db.transaction().execute(async (trx) => {
          const pid = await backendPid(trx);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return pid;
        }),
      ),
    );
    expect(pids).not.toContain(lostPid);
  });

  it('discards a connection whose statement the server answered with a FATAL error', async () => {
    const pid = await database.db.transaction().execute(async (trx) => backendPid(trx));
    // Terminated while idle in the pool: the pool hears the error and drops it.
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(
      Array.from({ length: 3 }, () => database.db.transaction().execute(async (trx) => backendPid(trx))),
    );
    expect(after).not.toContain(pid);
  });

  it('answers a connect refused for too many connections as unavailable, without taking the database for gone', async () => {
    const role = `fb_limited_${Date.now()}`;
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`);
    const url = new URL(testDatabaseUrl(database));
    url.username = role;
    const limited = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    try {
      let release!: () => void;
      const held = limited.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await new Promise<void>((resolve) => (release = resolve));
        return (await sql<{ one: number }>`SELECT 1 AS one`.execute(trx)).rows[0].one;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The pool is allowed two, the role one: the second connect is refused (53300).
      const refused = await sql`SELECT 1`.execute(limited.db).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(limited.gate?.isOpen).toBe(true);
      release();
      expect(await held).toBe(1);
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(limited.db)).rows[0].one).toBe(1);
    } finally {
      await limited.close();
      await admin.query(`DROP ROLE ${role}`).catch(() => undefined);
    }
  });
});
