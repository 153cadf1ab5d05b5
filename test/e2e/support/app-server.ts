import fs from 'node:fs';
import path from 'node:path';
import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { startTestServer, type TestServerOptions, type TestServer } from '../../helpers/test-server';

const H5_DIR = path.resolve(__dirname, '../../../dist/h5');

/**
 * The server as `npm start` runs it: the H5 build, base data and the demo
 * seed, on a fresh database; `options.now` is the services' clock, for a
 * journey that must happen at a booking's time (marking arrival).
 */
export async function startAppServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) {
    throw new Error('dist/h5 is missing: run `npm run build:h5` first (npm test does)');
  }
  const server = await startTestServer({ h5Dir: H5_DIR }, undefined, false, options);
  await ensureBaseData(server.database.db);
  await seedDemoData(server.database.db);
  return server;
}
