import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { DbHandle } from '../db/client';
import { MemoryRateLimitStore, type RateLimitStore } from '../http/rate-limiter';
import { MemoryReplayGuard, type ReplayGuard } from '../http/replay-guard';
import { SeparateAdmission, type AdmissionStore } from '../http/request-admission';
import { RateWindowRepository } from './rate-window.repository';
import { RequestAdmissionRepository } from './request-admission.repository';
import { RequestNonceRepository } from './request-nonce.repository';

export const RATE_WINDOW_MS = 60_000;

export interface RequestGuards {
  where: 'memory' | 'database';
  replay: ReplayGuard;
  rates: RateLimitStore;
  /** An RPC's counts and nonce together: one statement in PostgreSQL. */
  admission: AdmissionStore;
}

/**
 * The replay guard and rate limits, where config.guardStore says. `auto`
 * shares them through PostgreSQL, where several instances can run, and keeps
 * them in memory on embedded PGlite: that is one process by nature, and a
 * statement there would queue behind whatever transaction holds its one session.
 */
export function createRequestGuards(config: ServerConfig, database: DbHandle, log: FastifyBaseLogger): RequestGuards {
  const where =
    config.guardStore === 'auto' ? (database.kind === 'postgres' ? 'database' : 'memory') : config.guardStore;
  // Nonces live as long as a timestamp can still pass the clock check either way.
  const replayWindowMs = config.signature.maxSkewMs * 2;
  if (where === 'memory') {
    const replay = new MemoryReplayGuard(replayWindowMs);
    const rates = new MemoryRateLimitStore(RATE_WINDOW_MS);
    return { where, replay, rates, admission: new SeparateAdmission(replay, rates) };
  }
  const onSweepError = (error: unknown) => log.warn({ err: error }, 'request guard sweep failed; the next one retries');
  const replay = new RequestNonceRepository(database.db, replayWindowMs, onSweepError);
  const rates = new RateWindowRepository(database.db, RATE_WINDOW_MS, onSweepError);
  return { where, replay, rates, admission: new RequestAdmissionRepository(database.db, replay, rates) };
}
