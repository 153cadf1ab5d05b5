import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGE } from '@common/server-messages';
import { HEADER } from '@common/request-signature';
import { Code, sendConnectError } from './connect-error-reply';
import type { RateHit, RateLimitStore } from './rate-limiter';

export interface RateLimitOptions {
  perAddressPerMinute: number;
  perDevicePerMinute: number;
  /** Where the counts live: memory (one process) or the database (every instance). */
  store: RateLimitStore;
  /**
   * Leave a signed call's counts (a POST to a known RPC) to the RPC plugin,
   * which takes them with the call's nonce in one step once the signature is
   * checked (request.rateHits).
   */
  deferRpcCalls?: boolean;
}

/** The counts one request takes: its address and its device id, where their limits are on. */
export function rateHitsOf(request: FastifyRequest, options: RateLimitOptions): RateHit[] {
  const device = request.headers[HEADER.deviceId];
  const hits: RateHit[] = [];
  if (options.perAddressPerMinute > 0) hits.push({ key: `a:${request.ip}`, limit: options.perAddressPerMinute });
  if (options.perDevicePerMinute > 0 && typeof device === 'string' && device) {
    hits.push({ key: `d:${device.slice(0, 128)}`, limit: options.perDevicePerMinute });
  }
  return hits;
}

/** A failing store is logged at most this often (it may fail on every call while the database is away). */
const STORE_FAILURE_LOG_EVERY_MS = 10_000;

/**
 * Limits API calls and uploads per client address and per device id. A
 * refused call gets HTTP 429 and Retry-After, which the client's error
 * catalogue turns into blocking that URL for as long.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const { store } = options;
  let lastFailureLog = 0;

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    const isRpc = url.startsWith('/grpc/');
    if (!isRpc && !url.startsWith('/action/')) return;
    const hits = rateHitsOf(request, options);
    if (hits.length === 0) return;
    if (isRpc && options.deferRpcCalls && request.method === 'POST' && !request.is404) {
      request.rateHits = hits;
      return;
    }
    const now = Date.now();
    let retryAfter: number;
    try {
      retryAfter = await store.take(hits, now);
    } catch (error) {
      // Counting is protection, not the product: when the store cannot answer
      // the call goes on (and meets the same database trouble on its own path).
      if (now - lastFailureLog >= STORE_FAILURE_LOG_EVERY_MS) {
        lastFailureLog = now;
        request.log.warn({ err: error }, 'rate limit store failed; calls pass uncounted');
      }
      return;
    }
    if (retryAfter === 0) return;
    const headers = { 'retry-after': String(retryAfter) };
    if (isRpc) return sendConnectError(reply, Code.ResourceExhausted, SERVER_MESSAGE.tooManyRequests, { headers });
    return reply.code(429).headers(headers).send({ message: SERVER_MESSAGE.tooManyRequests });
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
