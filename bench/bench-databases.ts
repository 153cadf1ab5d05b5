import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/helpers/test-server';
import { scratchDatabase } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/**
 * Runs a benchmark on PGlite, then on a scratch PostgreSQL database when one is
 * configured; `run` answers whether its exactness goals held, and a miss on either
 * sets the exit code. `options` reach both servers (a benchmark's own clock).
 */
export async function onBothDatabases(
  scratchName: string,
  run: (label: string, server: TestServer) => Promise<boolean>,
  options: TestServerOptions = {},
): Promise<void> {
  let ok = true;
  const lite = await startTestServer({}, undefined, false, options);
  try {
    ok = (await run('PGlite', lite)) && ok;
  } finally {
    await lite.close();
  }
  if (PG_URL) {
    const scratch = await scratchDatabase(PG_URL, scratchName);
    const handle = await openDatabase({ databaseUrl: scratch.url });
    await migrateToLatest(handle.db);
    const server = await startTestServer({}, handle, false, options);
    try {
      ok = (await run('PostgreSQL', server)) && ok;
    } finally {
      await server.close();
      await handle.close();
      await scratch.drop();
    }
  } else {
    console.log('\n  (PostgreSQL figures: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  if (!ok) process.exitCode = 1;
}
