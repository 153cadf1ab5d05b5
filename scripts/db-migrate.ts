// `npm run db:migrate`: bring the database (DATABASE_URL, else the embedded one) to the latest schema.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const results = await migrateToLatest(database.db);
    if (results.length === 0) console.log('The database is up to date.');
    for (const result of results)
      console.log(`${result.status === 'Success' ? 'applied' : result.status}: ${result.migrationName}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
