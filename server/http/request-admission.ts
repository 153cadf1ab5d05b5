import type { RateHit, RateLimitStore } from './rate-limiter';
import type { ReplayGuard } from './replay-guard';

/** A signed request's nonce and timestamp, to take once. */
export interface NonceTake {
  nonce: string;
  timestampMs: number;
}

export interface Admission {
  /** 0 when every rate limit allows the call, else the seconds until the strictest lets it again. */
  retryAfter: number;
  /** false when the nonce was taken before (a replay); true without a nonce. */
  firstSeen: boolean;
}

/**
 * A call's rate counts and its nonce, taken together: both are known once
 * the signature is checked, and in PostgreSQL one statement does both
 * (server/guards/request-admission.repository.ts) where two would cost two
 * round trips on every call.
 */
export interface AdmissionStore {
  /** Counts the call against every hit and, when given, takes the nonce; the nonce is taken even when a limit refuses. */
  admit(hits: RateHit[], nonce: NonceTake | undefined, nowMs: number): Promise<Admission>;
}

/** The two stores one after the other: free in memory, where a step costs no round trip. */
export class SeparateAdmission implements AdmissionStore {
  constructor(
    private readonly replay: ReplayGuard,
    private readonly rates: RateLimitStore,
  ) {}

  async admit(hits: RateHit[], nonce: NonceTake | undefined, nowMs: number): Promise<Admission> {
    const retryAfter = hits.length > 0 ? await this.rates.take(hits, nowMs) : 0;
    const firstSeen = nonce ? await this.replay.firstSeen(nonce.nonce, nonce.timestampMs, nowMs) : true;
    return { retryAfter, firstSeen };
  }
}
