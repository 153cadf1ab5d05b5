import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrations } from '../db/migrations';

/** A readiness probe waits this long for the database, then says not ready. */
export const READY_TIMEOUT_MS = 2000;

const EXPECTED = Object.keys(migrations);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer or orchestrator, outside the API's signature
 * checks and rate limits:
 * - GET /healthz: the process is up and serving (liveness; never touches the database).
 * - GET /readyz: the database answers within READY_TIMEOUT_MS and every migration
 *   this build knows is applied, so the instance can take traffic.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: string[];
    try {
      // One round trip proves the database answers and reads the applied migrations.
      const result = await withTimeout(
        sql<{ name: string }>`SELECT name FROM kysely_migration WHERE name = ANY(${EXPECTED})`.execute(db),
        READY_TIMEOUT_MS,
      );
      applied = result.rows.map((row) => row.name);
    } catch (error) {
      // The details (host names, addresses) go to the log, not to whoever asks.
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
    const pending = EXPECTED.filter((name) => !applied.includes(name));
    if (pending.length > 0) {
      return reply.code(503).send({ status: 'unavailable', reason: 'migrations not applied', pending });
    }
    return reply.send({ status: 'ready' });
  });
}
