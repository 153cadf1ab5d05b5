// A second server instance for the chat bench, in its own process, on the
// PostgreSQL database named by argv[2]; prints its address when listening.
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

async function main() {
  const base = loadConfig({ DATABASE_URL: process.argv[2], LOG_LEVEL: 'warn' });
  const config = { ...base, rateLimit: { perAddressPerMinute: 1_000_000, perDevicePerMinute: 1_000_000 } };
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const { app } = await buildServer({ config, database, ownsDatabase: true, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ type: 'listening', address });
  process.once('message', () => void app.close().then(() => process.exit(0)));
}

void main();
