import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { startTestServer, type TestServer } from '../../helpers/test-server';

/**
 * The server the server suite starts (test/helpers/test-server.ts) on a fresh PGlite
 * database, with the base data and the demo seed `npm start` has: the mini-program
 * calls it over HTTP. Outside services stay behind their local adapters (SMS outbox,
 * sandbox payment channel).
 */
export async function startWeappServer(options: { now?: () => Date } = {}): Promise<TestServer> {
  const server = await startTestServer({}, undefined, false, { now: options.now });
  await ensureBaseData(server.database.db);
  await seedDemoData(server.database.db);
  return server;
}
