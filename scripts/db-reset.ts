// `npm run db:reset`: development only. Throws the database away, migrates a
// fresh one and loads the demo data again.
import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { ensureBaseData } from '../server/db/seed/base-data.seed';
import { seedDemoData } from '../server/db/seed/demo.seed';

async function main() {
  const config = loadConfig();
  if (config.production) throw new Error('db:reset refuses to run with NODE_ENV=production');
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
    await database.close();
  } else {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    await ensureBaseData(database.db);
    await seedDemoData(database.db);
    console.log(
      `Reset ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}: migrated and loaded the demo data.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
