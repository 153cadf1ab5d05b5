import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '@common/server-messages';
import { HEADER } from '@common/request-signature';
import type { ServerConfig } from '../config';
import { Code } from './connect-error-reply';
import type { Admission, AdmissionStore, NonceTake } from './request-admission';
import { RpcRejection } from './rpc-rejection';
import { verifySignature, type SignatureVerdict } from './signature-check';

const SIGNATURE_CODE = {
  missing: Code.PermissionDenied,
  mismatch: Code.PermissionDenied,
  replay: Code.PermissionDenied,
  skew: Code.FailedPrecondition,
};

/** A failing store is logged at most this often (it may fail on every call while the database is away). */
const STORE_FAILURE_LOG_EVERY_MS = 10_000;

const rateLimited = (retryAfter: number) =>
  new RpcRejection(Code.ResourceExhausted, SERVER_MESSAGE.tooManyRequests, 429, {
    'retry-after': String(retryAfter),
  });

/** The counts the rate-limit plugin left on the request, once: a call is counted one time. */
function takeHits(request: FastifyRequest) {
  const hits = request.rateHits ?? [];
  request.rateHits = undefined;
  return hits;
}

/**
 * The guards of one RPC, in one step: its signature and clock (pure work),
 * then its rate counts and, when it is correctly signed, its nonce, taken
 * together (one statement in PostgreSQL). Refusals in the order a caller
 * should see them: too many calls, then a bad signature, then a replay.
 */
export function rpcAdmission(config: ServerConfig, store: AdmissionStore) {
  let lastFailureLog = 0;

  /** Rate counts alone, for a call refused before its signature is read; a failing store lets it pass uncounted. */
  async function countOnly(request: FastifyRequest, nowMs: number): Promise<Admission> {
    const hits = takeHits(request);
    if (hits.length === 0) return { retryAfter: 0, firstSeen: true };
    try {
      return await store.admit(hits, undefined, nowMs);
    } catch (error) {
      // Counting is protection, not the product (rate-limit.plugin.ts does the same).
      if (nowMs - lastFailureLog >= STORE_FAILURE_LOG_EVERY_MS) {
        lastFailureLog = nowMs;
        request.log.warn({ err: error }, 'rate limit store failed; calls pass uncounted');
      }
      return { retryAfter: 0, firstSeen: true };
    }
  }

  return {
    /** For a call refused while its body is read: counted still, and 429 first when over a limit. */
    async refuseBeforeSignature(request: FastifyRequest, refusal: unknown): Promise<never> {
      const { retryAfter } = await countOnly(request, Date.now());
      throw retryAfter > 0 ? rateLimited(retryAfter) : refusal;
    },

    /** Throws the refusal of a call that may not go on. */
    async admit(request: FastifyRequest, rawBody: string): Promise<void> {
      const nowMs = Date.now();
      let verdict: SignatureVerdict = { ok: true };
      let nonce: NonceTake | undefined;
      if (config.signature.required) {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : '';
        };
        const signed = { nonce: header(HEADER.nonce), timestamp: header(HEADER.timestamp) };
        verdict = verifySignature(
          { ...signed, signature: header(HEADER.signature) },
          { method: request.method, path: request.url.split('?')[0], body: rawBody },
          { maxSkewMs: config.signature.maxSkewMs, nowMs },
        );
        if (verdict.ok) nonce = { nonce: signed.nonce, timestampMs: Number(signed.timestamp) };
      }
      // A store that cannot take the nonce refuses the call (the replay guard must hold);
      // the error handler answers 'unavailable' when the database is away.
      const admission = nonce ? await store.admit(takeHits(request), nonce, nowMs) : await countOnly(request, nowMs);
      if (admission.retryAfter > 0) throw rateLimited(admission.retryAfter);
      if (!verdict.ok) throw new RpcRejection(SIGNATURE_CODE[verdict.reason], verdict.message);
      if (!admission.firstSeen) throw new RpcRejection(SIGNATURE_CODE.replay, SERVER_MESSAGE.replayedRequest);
    },
  };
}
