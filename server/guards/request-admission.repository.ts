import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { retryAfterSeconds, type RateHit } from '../http/rate-limiter';
import type { Admission, AdmissionStore, NonceTake } from '../http/request-admission';
import type { RateWindowRepository } from './rate-window.repository';
import type { RequestNonceRepository } from './request-nonce.repository';

/**
 * A call's rate counts and its nonce in PostgreSQL in one statement, one
 * round trip: two data-modifying CTEs, the nonce insert of
 * RequestNonceRepository and the window upsert of RateWindowRepository, with
 * the same rules (first insert of a nonce wins; keys locked in sorted order,
 * so calls sharing keys never deadlock). A call with only one of the two
 * sends that one's own statement; their sweeps run as they do alone.
 */
export class RequestAdmissionRepository implements AdmissionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly replay: RequestNonceRepository,
    private readonly rates: RateWindowRepository,
  ) {}

  async admit(hits: RateHit[], nonce: NonceTake | undefined, nowMs: number): Promise<Admission> {
    const counted = hits.filter((hit) => hit.limit > 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (!nonce) return { retryAfter: await this.rates.take(counted, nowMs), firstSeen: true };
    if (counted.length === 0) {
      return { retryAfter: 0, firstSeen: await this.replay.firstSeen(nonce.nonce, nonce.timestampMs, nowMs) };
    }
    this.replay.sweepWhenDue(nowMs);
    this.rates.sweepWhenDue(nowMs);
    const windowMs = this.rates.windowMs;
    const expired = sql<boolean>`rate_limit_window.window_start_ms <= ${nowMs - windowMs}`;
    const { rows } = await sql<{
      taken: number;
      key: string | null;
      count: number | null;
      window_start_ms: string | null;
    }>`
      WITH taken AS (
        INSERT INTO request_nonce (nonce, timestamp_ms, expires_at_ms)
        VALUES (${nonce.nonce}, ${nonce.timestampMs}, ${nonce.timestampMs + this.replay.windowMs})
        ON CONFLICT (nonce, timestamp_ms) DO NOTHING
        RETURNING 1
      ), counted AS (
        INSERT INTO rate_limit_window (key, window_start_ms, count)
        SELECT key, ${nowMs}::bigint, 1 FROM unnest(${counted.map((hit) => hit.key)}::text[]) WITH ORDINALITY AS k(key, n)
        ORDER BY n
        ON CONFLICT (key) DO UPDATE SET
          window_start_ms = CASE WHEN ${expired} THEN excluded.window_start_ms ELSE rate_limit_window.window_start_ms END,
          count = CASE WHEN ${expired} THEN 1 ELSE rate_limit_window.count + 1 END
        RETURNING key, count, window_start_ms
      )
      SELECT (SELECT count(*) FROM taken)::int AS taken, counted.key, counted.count, counted.window_start_ms
      FROM (SELECT 1) AS one LEFT JOIN counted ON true`.execute(this.db);
    let retryAfter = 0;
    for (const row of rows) {
      const limit = counted.find((hit) => hit.key === row.key)?.limit ?? Infinity;
      if (row.count !== null && row.count > limit) {
        retryAfter = Math.max(retryAfter, retryAfterSeconds(Number(row.window_start_ms), windowMs, nowMs));
      }
    }
    return { retryAfter, firstSeen: rows[0]?.taken === 1 };
  }
}
