import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { DbHandle } from './db/client';
import { clientConfigRoutes } from './http/client-config.routes';
// the languages mini-programs fetch
import { languageRoutes } from './http/language.routes';
import { devSmsOutboxRoutes } from './http/dev-sms-outbox.routes';
import { healthRoutes } from './http/health.routes';
import { devNotificationOutboxRoutes } from './http/dev-notification-outbox.routes';
import { invitationImageRoutes } from './http/invitation-image.routes';
import { passportRoutes } from './http/passport.routes';
import { legalPagesRoutes } from './http/legal-pages.routes';
import rateLimitPlugin from './http/rate-limit.plugin';
import { rpcPlugin } from './http/rpc.plugin';
import { firstPageOrNone } from './http/first-page-data';
import { staticAppRoutes } from './http/static-app.routes';
import { uploadRoutes } from './http/upload.routes';
// payments
import { paymentRoutes } from './http/payment.routes';
// third-party group-buying orders
import { thirdPartyNotifyRoutes } from './http/third-party-notify.routes';
// messages
import { imSocketRoutes } from './http/im-socket.routes';
import { LogLines } from './http/log-lines';
import { createServices, type Services } from './services';
import { createRequestGuards } from './guards/request-guards';

export interface BuildOptions {
  config: ServerConfig;
  database: DbHandle;
  /** Standbys for reads that may be a moment stale (STALE_READ_DATABASE_URL); closed with the server when it owns the database. */
  staleReadDatabase?: DbHandle;
  /** false for silence (tests), else pino options; default: JSON lines at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the server closes (the process entry point owns it). */
  ownsDatabase?: boolean;
  /** Poll and run durable jobs (tests run them by hand with services.jobs.runDue). */
  runJobs?: boolean;
  /** The clock of every time rule (tests pass their own to expire codes without sleeping). */
  now?: () => Date;
}

export interface BuiltServer {
  app: FastifyInstance;
  services: Services;
}

/** Builds the whole server without listening, so tests can mount it on port 0. */
export async function buildServer(options: BuildOptions): Promise<BuiltServer> {
  const { config, database } = options;
  // JSON lines on stdout, written asynchronously in batches (http/log-lines.ts).
  const logLines = options.logger === undefined ? new LogLines() : undefined;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, stream: logLines },
    // One line per call comes from the RPC plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.uploadLimitBytes,
    trustProxy: config.trustProxy,
    // Keep-alive connections with no call in flight close at once on shutdown;
    // calls in flight are waited for.
    forceCloseConnections: 'idle',
  });
  const services = createServices(database.db, config, {
    onJobError: (error, job) => app.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed'),
    onJobOutage: (state, error) =>
      state === 'paused'
        ? app.log.warn({ err: error }, 'jobs paused: the database is unreachable')
        : app.log.info('jobs resumed: the database is back'),
    now: options.now,
    staleReadDb: options.staleReadDatabase?.db,
    log: app.log,
    // PGlite is one connection: a second group would only wait for the first,
    // and one lane lets the creates arriving meanwhile join the next group.
    createLanes: database.kind === 'pglite' ? 1 : undefined,
  });

  // The database's outages and recoveries, one line each (docs/deploy.md).
  database.gate?.setLog(app.log);
  options.staleReadDatabase?.gate?.setLog(app.log.child({ pool: 'stale reads' }));
  // Probes first: outside the rate limits and the API's signature checks.
  await app.register(healthRoutes, { db: database.db });
  // Replay guard and rate limits: shared through PostgreSQL when several instances may run.
  const guards = createRequestGuards(config, database, app.log);
  await app.register(rateLimitPlugin, { ...config.rateLimit, store: guards.rates, deferRpcCalls: true });
  await app.register(rpcPlugin, {
    prefix: '/grpc',
    config,
    services,
    admission: guards.admission,
  });
  await app.register(uploadRoutes, { services, uploadLimitBytes: config.uploadLimitBytes, cdnBase: config.cdnBase });
  await app.register(clientConfigRoutes, { services });
  // the languages mini-programs do not bundle, fetched on first use
  await app.register(languageRoutes);
  // identity: the session passport page and the development SMS outbox
  await app.register(passportRoutes, { services, config });
  await app.register(devSmsOutboxRoutes, { services, config });
  // notifications: the development outbox and the invitation image
  await app.register(devNotificationOutboxRoutes, { services, config });
  await app.register(invitationImageRoutes, { services });
  // login: the user agreement and privacy policy the login screen links to
  await app.register(legalPagesRoutes, { config });
  // payments: channel notifications and the sandbox cashier
  await app.register(paymentRoutes, { services });
  // third-party group-buying orders
  await app.register(thirdPartyNotifyRoutes, { services });
  // messages: the real-time socket and its database listener
  await app.register(imSocketRoutes, { services, database });
  await app.register(staticAppRoutes, {
    h5Dir: config.h5Dir,
    firstPage: (pathInApp, search, request) => firstPageOrNone(services, pathInApp, search, request.log),
  });

  if (options.runJobs) {
    app.addHook('onReady', async () => {
      await services.identityPurge.schedule();
      await services.notifications.reminders.schedule();
      await services.idempotencyPurge.schedule();
      services.jobs.start();
    });
    app.addHook('onClose', async () => services.jobs.stop());
  }
  // Registered last, so it runs after the job runner has stopped.
  if (options.ownsDatabase) {
    app.addHook('onClose', async () => {
      await database.close();
      await options.staleReadDatabase?.close();
    });
  }
  if (logLines) {
    app.addHook('onClose', async () => logLines.flushSync());
    // Lines logged after close ('closed', a failed shutdown) and before process.exit.
    process.once('exit', () => logLines.flushSync());
  }
  return { app, services };
}
