import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { ensureBaseData } from './db/seed/base-data.seed';
import { DEMO_ACCOUNTS, DEMO_REGION } from './db/seed/demo-accounts';
import { seedDemoData } from './db/seed/demo.seed';
import { refuseIncompletePaymentChannels } from './domain/payment/payment-startup-check';
import { ConfigError } from './env-reader';

export interface StartOptions {
  /** Load the demo merchant, stores and accounts on a first start (default: outside production). */
  seedDemo?: boolean;
}

/** How the demo accounts log in, as this configuration really lets them (identity). */
function loginLines(config: ServerConfig, address: string): string[] {
  const lines =
    config.identity.sms.provider === 'local'
      ? [
          '  Log in with the phone number; the verification code is printed in this log',
          `  and listed at ${address}/dev/sms-outbox (development only).`,
        ]
      : ['  Log in with the phone number; the verification code is sent by SMS (Aliyun).'];
  if (config.identity.debugLogin)
    lines.push('  DEBUG login is on: a phone number alone logs in (IDENTITY_DEBUG_LOGIN).');
  return lines;
}

function banner(config: ServerConfig, address: string, databaseKind: string): string {
  const lines = [
    '',
    `  FeastBook is running at ${address}/app`,
    `  database: ${databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    '',
    `  Demo accounts (phone region +${DEMO_REGION}):`,
    `    diner  +${DEMO_REGION} ${DEMO_ACCOUNTS.diner.phone}`,
    `    staff  +${DEMO_REGION} ${DEMO_ACCOUNTS.staff.phone}   (manager of every Jade Garden store; switch to merchant mode)`,
    `    admin  +${DEMO_REGION} ${DEMO_ACCOUNTS.admin.phone}`,
    ...loginLines(config, address),
    '',
  ];
  return lines.join('\n');
}

/** Opens and migrates the database, seeds, and listens. Stops cleanly on SIGTERM and SIGINT. */
export async function startServer(config: ServerConfig = loadConfig(), options: StartOptions = {}) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The start order of a compose file must not matter: wait for PostgreSQL.
  await waitForDatabase(database.db, (line) => console.warn(line));
  await migrateToLatest(database.db);
  await ensureBaseData(database.db);
  const seedDemo = options.seedDemo ?? !config.production;
  if (seedDemo) await seedDemoData(database.db);

  // Opened without waiting: while no standby answers, the primary serves these reads.
  const staleReadDatabase = config.staleReadDatabaseUrl
    ? await openDatabase({ databaseUrl: config.staleReadDatabaseUrl })
    : undefined;
  const { app, services } = await buildServer({
    config,
    database,
    staleReadDatabase,
    ownsDatabase: true,
    runJobs: true,
  });
  if (config.production) {
    try {
      await refuseIncompletePaymentChannels(services.payments.configs);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address }, 'listening');
  if (!fs.existsSync(path.join(config.h5Dir, 'index.html'))) {
    app.log.warn({ h5Dir: config.h5Dir }, 'no H5 build here: /app answers 503 until `npm run build` makes one');
  }
  if (seedDemo) process.stdout.write(banner(config, address.replace('0.0.0.0', '127.0.0.1'), database.kind) + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'shutting down: finishing calls in flight');
    // Bounded: a call or job that never ends must not keep the process (and a
    // deploy waiting on it) alive forever.
    const deadline = setTimeout(() => {
      app.log.error(
        { deadlineMs: config.shutdownTimeoutMs },
        'shutdown deadline passed: exiting with calls unfinished',
      );
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      app.log.info('closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return app;
}

/** Starts, or prints why it cannot (a bad setting as one clear message, anything else with its stack) and exits 1. */
export function runServer(options: StartOptions = {}): void {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? `FeastBook cannot start. ${error.message}` : error);
    process.exit(1);
  }
  startServer(config, options).catch((error) => {
    console.error(error instanceof ConfigError ? `FeastBook cannot start. ${error.message}` : error);
    process.exit(1);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runServer();
